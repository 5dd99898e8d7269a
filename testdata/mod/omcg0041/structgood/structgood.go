// Package structgood reads every listed argument it decodes, or hands
// the decoded struct where mcpvet cannot see which fields are used.
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
	s.AddTool(mark.NewTool("search", mark.WithString("query", mark.Required()), mark.WithNumber("limit")), search)
}

type searchArgs struct {
	Query string `json:"query"`
	Limit int    `json:"limit"`
}

func search(ctx context.Context, req mark.CallToolRequest) (*mark.CallToolResult, error) {
	var in searchArgs
	if err := req.BindArguments(&in); err != nil {
		return nil, err
	}
	return mark.NewToolResultText(run(in)), nil
}

// run uses the whole struct: every field counts as read.
func run(in searchArgs) string { return fmt.Sprint(in) }

func RegisterSDK(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "list", InputSchema: json.RawMessage(`{"type":"object","properties":{"dir":{"type":"string"},"recursive":{"type":"boolean"}}}`)}, list)
}

func list(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var in struct {
		Dir       string `json:"dir"`
		Recursive bool   `json:"recursive"`
	}
	if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(in.Dir, in.Recursive)}}}, nil
}

// GrepIn has a field for every property its tool's schema lists.
type GrepIn struct {
	Pattern      string `json:"pattern"`
	ContextLines int    `json:"context_lines,omitempty"`
}

// GrepOut echoes what the handler got.
type GrepOut struct {
	Got string `json:"got"`
}

func grep(ctx context.Context, req *mcp.CallToolRequest, in GrepIn) (*mcp.CallToolResult, GrepOut, error) {
	return nil, GrepOut{Got: fmt.Sprintf("%+v", in)}, nil
}

func RegisterTyped(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "grep", InputSchema: json.RawMessage(`{"type":"object","properties":{"pattern":{"type":"string"},"context_lines":{"type":"integer"}},"required":["pattern"]}`)}, grep)
}
