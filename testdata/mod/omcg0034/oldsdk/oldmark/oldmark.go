// Package oldmark is a server on mcp-go v0.58.0, which predates protocol
// revision 2026-07-28 (it has no WithLegacyServerInitiatedRequests): a
// handler's request to the client is sent on every revision it speaks,
// so it is reported only where the server is served stateless.
package oldmark

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Stateful serves over stdio-like sessions: not reported.
func Stateful(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("sample"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		_, err := s.RequestSampling(ctx, mcp.CreateMessageRequest{})
		return nil, err
	})
}

// Stateless has no way back to the client: reported.
func Stateless() *server.StreamableHTTPServer {
	s := server.NewMCPServer("s", "v1")
	s.AddTool(mcp.NewTool("confirm"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		_, err := s.RequestElicitation(ctx, mcp.ElicitationRequest{}) // want `OMCG0034: tool "confirm" sends its own request to the client \(\(\*server\.MCPServer\)\.RequestElicitation\) while it serves a call: confirm → \(\*server\.MCPServer\)\.RequestElicitation; its server is served stateless`
		return nil, err
	})
	return server.NewStreamableHTTPServer(s, server.WithStateLess(true))
}
