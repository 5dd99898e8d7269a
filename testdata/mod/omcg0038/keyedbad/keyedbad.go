// Package keyedbad requires unlisted arguments through reader helpers
// that take the key as a parameter, of this package and of another.
package keyedbad

import (
	"context"
	"encoding/json"

	mark "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0038/helpers"
)

func RegisterMark(s *server.MCPServer) {
	s.AddTool(mark.NewTool("search", mark.WithString("query", mark.Required())), search)
}

func search(ctx context.Context, req mark.CallToolRequest) (*mark.CallToolResult, error) {
	q, err := helpers.Str(req, "qeury") // want `OMCG0038: tool "search": the handler requires argument "qeury" \(RequireString, through Str\), which the tool's listing does not have`
	if err != nil {
		return nil, err
	}
	return mark.NewToolResultText(q), nil
}

func RegisterSDK(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "owner", InputSchema: json.RawMessage(`{"type":"object","properties":{"owner":{"type":"string"}},"required":["owner"]}`)}, owner)
}

// required wraps the other package's helper: the key is still its
// caller's.
func required(args map[string]any, key string) (string, error) {
	return helpers.Param[string](args, key)
}

func owner(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args map[string]any
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return nil, err
	}
	o, err := required(args, "user") // want `OMCG0038: tool "owner": the handler requires argument "user" \(GetArguments\(\)\["user"\], through required → Param\)`
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: o}}}, nil
}
