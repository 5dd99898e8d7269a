// Package structgood decodes listed arguments into struct fields that
// take their listed types.
package structgood

import (
	"context"
	"encoding/json"
	"fmt"

	mark "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func RegisterMark(s *server.MCPServer) {
	s.AddTool(mark.NewTool("page",
		mark.WithNumber("limit", mark.Required()),
		mark.WithBoolean("all"),
		mark.WithArray("tags", mark.WithStringItems()),
	), page)
}

type pageArgs struct {
	Limit int      `json:"limit"`
	All   *bool    `json:"all"`
	Tags  []string `json:"tags"`
}

func page(ctx context.Context, req mark.CallToolRequest) (*mark.CallToolResult, error) {
	var in pageArgs
	if err := req.BindArguments(&in); err != nil {
		return nil, err
	}
	return mark.NewToolResultText(fmt.Sprint(in.Limit, in.All, in.Tags)), nil
}

func RegisterSDK(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "tag", InputSchema: json.RawMessage(`{"type":"object","properties":{"tags":{"type":"array","items":{"type":"string"}}}}`)}, tag)
}

func tag(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var in struct {
		Tags []string `json:"tags"`
	}
	if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(in.Tags)}}}, nil
}
