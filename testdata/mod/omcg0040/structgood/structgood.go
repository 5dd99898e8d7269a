// Package structgood decodes into structs with fields the listing does
// not offer but the handler never uses (one struct shared by tools), or
// into a map it reads by listed keys.
package structgood

import (
	"context"
	"encoding/json"
	"fmt"

	mark "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// fileArgs serves both tools: each uses its own fields.
type fileArgs struct {
	Path    string `json:"path"`
	Content string `json:"content"`
}

func RegisterMark(s *server.MCPServer) {
	s.AddTool(mark.NewTool("read", mark.WithString("path", mark.Required())), read)
	s.AddTool(mark.NewTool("write", mark.WithString("path", mark.Required()), mark.WithString("content")), write)
}

func read(ctx context.Context, req mark.CallToolRequest) (*mark.CallToolResult, error) {
	var in fileArgs
	if err := req.BindArguments(&in); err != nil {
		return nil, err
	}
	return mark.NewToolResultText(in.Path), nil
}

func write(ctx context.Context, req mark.CallToolRequest) (*mark.CallToolResult, error) {
	var in fileArgs
	if err := req.BindArguments(&in); err != nil {
		return nil, err
	}
	return mark.NewToolResultText(in.Path + in.Content), nil
}

func RegisterSDK(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "list", InputSchema: json.RawMessage(`{"type":"object","properties":{"dir":{"type":"string"}}}`)}, list)
}

func list(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := map[string]any{}
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return nil, err
	}
	dir, _ := args["dir"].(string)
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(dir)}}}, nil
}
