// Package markanswered has mcp-go servers whose requests to the client
// mcp-go still sends or answers on 2026-07-28, and near misses.
package markanswered

import (
	"context"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func ask(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		_, err := s.RequestElicitation(ctx, mcp.ElicitationRequest{}) // want `OMCG0034: tool "made" .*made → \(\*server\.MCPServer\)\.RequestElicitation; it fails on every call on protocol revision 2026-07-28`
		return nil, err
	}
}

// Legacy keeps server-initiated requests: mcp-go sends them on
// 2026-07-28 over stdio.
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

type sampler struct{}

func (sampler) CreateMessage(context.Context, mcp.CreateMessageRequest) (*mcp.CreateMessageResult, error) {
	return &mcp.CreateMessageResult{}, nil
}

// InProcess is served only to an in-process client with a sampling
// handler: the request is a call of that handler.
func InProcess() (*client.Client, error) {
	s := server.NewMCPServer("s", "v1")
	s.AddTool(mcp.NewTool("sample"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		_, err := s.RequestSampling(ctx, mcp.CreateMessageRequest{})
		return nil, err
	})
	return client.NewInProcessClientWithSamplingHandler(s, sampler{})
}

// Both is served in process and over stdio.
func Both() (*client.Client, error) {
	s := server.NewMCPServer("s", "v1")
	s.AddTool(mcp.NewTool("sample"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		_, err := s.RequestSampling(ctx, mcp.CreateMessageRequest{}) // want `OMCG0034: tool "sample" .*it fails on every call on protocol revision 2026-07-28`
		return nil, err
	})
	go server.ServeStdio(s)
	return client.NewInProcessClientWithSamplingHandler(s, sampler{})
}

// Plain is the usual server: reported.
func Plain() error {
	s := server.NewMCPServer("s", "v1")
	s.AddTool(mcp.NewTool("made"), ask(s))
	return server.ServeStdio(s)
}
