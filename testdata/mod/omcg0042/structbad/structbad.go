// Package structbad refuses a decoded field its listing says is
// optional.
package structbad

import (
	"context"
	"encoding/json"
	"errors"

	mark "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func RegisterMark(s *server.MCPServer) {
	s.AddTool(mark.NewTool("search", mark.WithString("query")), search)
}

func search(ctx context.Context, req mark.CallToolRequest) (*mark.CallToolResult, error) {
	var in struct {
		Query string `json:"query"`
	}
	if err := req.BindArguments(&in); err != nil { // want `OMCG0042: tool "search": the handler requires argument "query" \(BindArguments into field Query\), which the tool's listing says is optional: a call without it, which the listing allows, fails`
		return nil, err
	}
	if in.Query == "" {
		return nil, errors.New("query is required")
	}
	return mark.NewToolResultText(in.Query), nil
}

func RegisterSDK(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "open", InputSchema: json.RawMessage(`{"type":"object","properties":{"path":{"type":"string"}}}`)}, open)
}

func open(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var in struct {
		Path *string `json:"path"`
	}
	if err := json.Unmarshal(req.Params.Arguments, &in); err != nil { // want `OMCG0042: tool "open": the handler requires argument "path" \(json.Unmarshal into field Path\)`
		return nil, err
	}
	if in.Path == nil {
		return nil, errors.New("path is required")
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: *in.Path}}}, nil
}
