// Package nosink registers a tool whose handler, a func literal, reaches
// no sink, in functions that name nothing that does (so valueflow builds
// none of them), beside one that reads a file: both handlers are
// followed, the first read and empty.
package nosink

import (
	"context"
	"os"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Query string `json:"query"`
}

// Register adds the search tool.
func Register(s *mcp.Server) { registerSearch(s) }

// RegisterFiles adds the read tool.
func RegisterFiles(s *mcp.Server) { registerRead(s) }

func registerSearch(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "search"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		return nil, strings.Count("a b c", in.Query), nil
	})
}

func registerRead(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "read"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		b, err := os.ReadFile("/srv/index/" + strings.ToLower(in.Query))
		return nil, len(b), err
	})
}
