// Package wrapped registers its tools through a wrapper of its own and
// through a handler factory.
package wrapped

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Name string `json:"name"`
}

// addTool is the server's own registration layer.
func addTool(s *mcp.Server, name string, h mcp.ToolHandlerFor[In, any]) {
	mcp.AddTool(s, &mcp.Tool{Name: name, Description: name}, h)
}

// confirming makes a handler that asks the client.
func confirming(msg string) mcp.ToolHandlerFor[In, any] {
	return func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		_, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: msg}) // want `OMCG0034: tool "made" sends its own request to the client \(\(\*mcp\.ServerSession\)\.Elicit\) while it serves a call: made → \(\*mcp\.ServerSession\)\.Elicit; it fails on every call on protocol revision 2026-07-28`
		return nil, nil, err
	}
}

func Register(s *mcp.Server) {
	addTool(s, "ask", func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		_, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "Sure?"}) // want `OMCG0034: tool "ask" sends its own request to the client \(\(\*mcp\.ServerSession\)\.Elicit\) while it serves a call: ask → \(\*mcp\.ServerSession\)\.Elicit; it fails on every call on protocol revision 2026-07-28`
		return nil, nil, err
	})
	addTool(s, "plain", func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		return &mcp.CallToolResult{}, nil, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "made", Description: "made"}, confirming("Sure?"))
}
