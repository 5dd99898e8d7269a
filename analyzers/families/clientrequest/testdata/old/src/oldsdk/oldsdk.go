// Package oldsdk is a server on a go-sdk before v1.7.0, which never
// negotiates protocol revision 2026-07-28: a handler's request to the
// client is sent on every revision it speaks, so with sessions it is not
// reported (testdata/mod/omcg0034/oldsdk, a module of its own on
// go-sdk v1.6.0).
package oldsdk

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct{}

func confirm(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	_, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "Sure?"})
	return nil, nil, err
}

func summarize(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	_, err := req.Session.CreateMessage(ctx, &mcp.CreateMessageParams{MaxTokens: 10})
	return nil, nil, err
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "confirm"}, confirm)
	mcp.AddTool(s, &mcp.Tool{Name: "summarize"}, summarize)
}
