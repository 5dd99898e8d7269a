// Package oldmark is a server on an mcp-go before
// WithLegacyServerInitiatedRequests, which predates protocol revision
// 2026-07-28: a handler's request to the client is sent on every
// revision it speaks, and on a server with sessions it is not reported;
// served stateless it is (testdata/mod/omcg0034/oldsdk/oldmark, on
// mcp-go v0.58.0).
package oldmark

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Stateful registers on a server with sessions: not reported.
func Stateful(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("sample"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		_, err := s.RequestSampling(ctx, mcp.CreateMessageRequest{})
		return nil, err
	})
}

// Stateless serves stateless: reported.
func Stateless() *server.StreamableHTTPServer {
	s := server.NewMCPServer("s", "v0")
	s.AddTool(mcp.NewTool("confirm"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		_, err := s.RequestElicitation(ctx, mcp.ElicitationRequest{}) // want `OMCG0034: tool "confirm" sends its own request to the client \(\(\*server\.MCPServer\)\.RequestElicitation\) while it serves a call: confirm → \(\*server\.MCPServer\)\.RequestElicitation; its server is served stateless, where such a request fails on every call, on every protocol revision`
		return nil, err
	})
	return server.NewStreamableHTTPServer(s, server.WithStateLess(true))
}
