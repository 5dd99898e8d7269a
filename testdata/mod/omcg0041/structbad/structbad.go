// Package structbad lists arguments its handlers decode into no field,
// or into a field they never use.
package structbad

import (
	"context"
	"encoding/json"
	"fmt"

	mark "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func RegisterMark(s *server.MCPServer) {
	s.AddTool(mark.NewTool("search",
		mark.WithString("query", mark.Required()),
		mark.WithNumber("limit"), // want `OMCG0041: tool "search": listed argument "limit" is read by no path of the handler: what a client sends for it is ignored`
	), search)
}

type searchArgs struct {
	Query string `json:"query"`
}

func search(ctx context.Context, req mark.CallToolRequest) (*mark.CallToolResult, error) {
	var in searchArgs
	if err := req.BindArguments(&in); err != nil {
		return nil, err
	}
	return mark.NewToolResultText(in.Query), nil
}

func RegisterSDK(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "list", InputSchema: json.RawMessage(`{"type":"object","properties":{"dir":{"type":"string"},"recursive":{"type":"boolean"}}}`)}, list) // want `OMCG0041: tool "list": listed argument "recursive" is read by no path of the handler`
}

func list(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var in struct {
		Dir       string `json:"dir"`
		Recursive bool   `json:"recursive"` // decoded, never used
	}
	if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(in.Dir)}}}, nil
}
