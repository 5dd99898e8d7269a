// Package oldmark is a server on mcp-go v0.58.0, which predates protocol
// revision 2026-07-28 (it has no WithLegacyServerInitiatedRequests): a
// handler's request to the client is sent on every revision it speaks,
// and on a server with sessions it is not reported.
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
