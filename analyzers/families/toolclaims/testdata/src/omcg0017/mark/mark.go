// Package mark registers a mark3labs tool annotated not destructive whose
// handler deletes.
package mark

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func clean(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, os.RemoveAll("cache")
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("clean", mcp.WithDestructiveHintAnnotation(false)), clean) // want `OMCG0017: tool "clean" is annotated not destructive \(mcp.WithDestructiveHintAnnotation\(false\)\) but deletes data: clean → os.RemoveAll; correct the annotation, or acknowledge the effect with //mcp:effects ok`
	s.AddTool(mcp.NewTool("clean_ro", mcp.WithReadOnlyHintAnnotation(true), mcp.WithDestructiveHintAnnotation(false)), clean)
}
