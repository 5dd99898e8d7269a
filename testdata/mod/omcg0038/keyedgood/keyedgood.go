// Package keyedgood requires listed arguments through reader helpers
// that take the key as a parameter.
package keyedgood

import (
	"context"
	"encoding/json"
	"fmt"

	mark "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0038/helpers"
)

func RegisterMark(s *server.MCPServer) {
	s.AddTool(mark.NewTool("search", mark.WithString("query", mark.Required()), mark.WithNumber("limit")), search)
}

func search(ctx context.Context, req mark.CallToolRequest) (*mark.CallToolResult, error) {
	q, err := helpers.Str(req, "query")
	if err != nil {
		return nil, err
	}
	// Optional: absent, limit is 0; only a value of another type fails.
	limit, err := helpers.Optional[float64](req, "limit")
	if err != nil {
		return nil, err
	}
	return mark.NewToolResultText(fmt.Sprint(q, limit)), nil
}

func RegisterSDK(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "owner", InputSchema: json.RawMessage(`{"type":"object","properties":{"owner":{"type":"string"}},"required":["owner"]}`)}, owner)
}

func required(args map[string]any, key string) (string, error) {
	return helpers.Param[string](args, key)
}

func owner(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args map[string]any
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return nil, err
	}
	o, err := required(args, "owner")
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: o}}}, nil
}
