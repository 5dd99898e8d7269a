// Package mark registers a mark3labs tool annotated closed-world whose
// handler reaches the network.
package mark

import (
	"context"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func fetch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get("https://news.example.com/latest")
	if err == nil {
		resp.Body.Close()
	}
	return nil, err
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("fetch", mcp.WithOpenWorldHintAnnotation(false)), fetch) // want `OMCG0018: tool "fetch" is annotated closed-world \(mcp.WithOpenWorldHintAnnotation\(false\)\) but reaches news.example.com: fetch → http.Get; correct the annotation, or acknowledge the effect with //mcp:effects ok`
	s.AddTool(mcp.NewTool("fetch_open", mcp.WithOpenWorldHintAnnotation(true)), fetch)
}
