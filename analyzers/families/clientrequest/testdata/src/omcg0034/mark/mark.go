// Package mark registers mcp-go handlers that send requests of their own
// to the client, on servers served stateless or not, with the legacy
// option or not (testdata/mod/omcg0034/mark and markanswered).
package mark

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func New() *server.StreamableHTTPServer {
	s := server.NewMCPServer("s", "v1")
	s.AddTool(mcp.NewTool("confirm"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		_, err := s.RequestElicitation(ctx, mcp.ElicitationRequest{}) // want `OMCG0034: tool "confirm" sends its own request to the client \(\(\*server\.MCPServer\)\.RequestElicitation\) while it serves a call: confirm → \(\*server\.MCPServer\)\.RequestElicitation; its server is served stateless, where such a request fails on every call, on every protocol revision; return the form as an input request`
		return nil, err
	})
	s.AddTool(mcp.NewTool("plain"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("ok"), nil
	})
	return server.NewStreamableHTTPServer(s, server.WithStateLess(true))
}

func Sampling(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("sample"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		_, err := s.RequestSampling(ctx, mcp.CreateMessageRequest{}) // want `OMCG0034: tool "sample" sends its own request to the client \(\(\*server\.MCPServer\)\.RequestSampling\) while it serves a call: sample → \(\*server\.MCPServer\)\.RequestSampling; it fails on every call on protocol revision 2026-07-28`
		return nil, err
	})
}

func ask(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		_, err := s.RequestElicitation(ctx, mcp.ElicitationRequest{}) // want `OMCG0034: tool "made" .*made → \(\*server\.MCPServer\)\.RequestElicitation; it fails on every call on protocol revision 2026-07-28`
		return nil, err
	}
}

// Plain is the usual server: reported.
func Plain() error {
	s := server.NewMCPServer("s", "v1")
	s.AddTool(mcp.NewTool("made"), ask(s))
	return server.ServeStdio(s)
}

// Legacy keeps server-initiated requests: mcp-go sends them on
// 2026-07-28 over stdio. Not reported.
func Legacy() error {
	s := server.NewMCPServer("s", "v1", server.WithLegacyServerInitiatedRequests())
	s.AddTool(mcp.NewTool("confirm"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		_, err := s.RequestElicitation(ctx, mcp.ElicitationRequest{})
		return nil, err
	})
	return server.ServeStdio(s)
}

// LegacyStateless has no way back, option or not.
func LegacyStateless() *server.StreamableHTTPServer {
	s := server.NewMCPServer("s", "v1", server.WithLegacyServerInitiatedRequests())
	s.AddTool(mcp.NewTool("confirm"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		_, err := s.RequestElicitation(ctx, mcp.ElicitationRequest{}) // want `OMCG0034: tool "confirm" .*its server is served stateless`
		return nil, err
	})
	return server.NewStreamableHTTPServer(s, server.WithStateLess(true))
}
