// Package sdk registers go-sdk handlers that send requests of their own
// to the client while they serve a call, and some that do not
// (testdata/mod/omcg0034/sdk).
package sdk

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"omcg0034/asker"
)

type In struct {
	City string `json:"city"`
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "book"}, book)
	s.AddTool(&mcp.Tool{Name: "summarize", InputSchema: map[string]any{"type": "object"}}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		_, err := req.Session.CreateMessage(ctx, &mcp.CreateMessageParams{MaxTokens: 10}) // want `OMCG0034: tool "summarize" sends its own request to the client \(\(\*mcp\.ServerSession\)\.CreateMessage\) while it serves a call: summarize → \(\*mcp\.ServerSession\)\.CreateMessage; it fails on every call on protocol revision 2026-07-28 \(the go-sdk client's default\) and on a stateless server; return the sampling request as an input request \(InputRequests in the result, the answer in the retried call\)`
		return nil, err
	})
	// Through a function of another package: the path crosses it, and the
	// finding is at the call here.
	mcp.AddTool(s, &mcp.Tool{Name: "delete"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		ok, err := asker.Confirm(ctx, req.Session, in.City) // want `OMCG0034: tool "delete" sends its own request to the client \(\(\*mcp\.ServerSession\)\.Elicit\) while it serves a call: delete → asker\.Confirm → \(\*mcp\.ServerSession\)\.Elicit; it fails on every call on protocol revision 2026-07-28`
		return nil, ok, err
	})
	s.AddPrompt(&mcp.Prompt{Name: "greet"}, greet)
	s.AddResource(&mcp.Resource{URI: "file:///roots", Name: "roots"}, roots)

	// Logging is a notification, not a request: not reported.
	mcp.AddTool(s, &mcp.Tool{Name: "quiet"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		req.Session.Log(ctx, &mcp.LoggingMessageParams{Level: "info", Data: "x"})
		return nil, nil, nil
	})
}

func book(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	n, err := ask(ctx, req.Session)
	return nil, n, err
}

// ask is a helper: the path goes through it.
func ask(ctx context.Context, ss *mcp.ServerSession) (int, error) {
	res, err := ss.Elicit(ctx, &mcp.ElicitParams{Message: "Nights?"}) // want `OMCG0034: tool "book" sends its own request to the client \(\(\*mcp\.ServerSession\)\.Elicit\) while it serves a call: book → book → ask → \(\*mcp\.ServerSession\)\.Elicit; it fails on every call on protocol revision 2026-07-28 \(the go-sdk client's default\) and on a stateless server; return the form as an input request \(InputRequests in the result, the answer in the retried call\), or call runtime\.Elicit\[T\], which does it on every revision`
	if err != nil {
		return 0, err
	}
	return len(res.Content), nil
}

func greet(ctx context.Context, req *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	_, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "Name?"}) // want `OMCG0034: prompt "greet" sends its own request to the client \(\(\*mcp\.ServerSession\)\.Elicit\) while it serves a call: greet → greet → \(\*mcp\.ServerSession\)\.Elicit; it fails`
	return &mcp.GetPromptResult{}, err
}

func roots(ctx context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
	_, err := req.Session.ListRoots(ctx, nil) // want `OMCG0034: resource "file:///roots" sends its own request to the client \(\(\*mcp\.ServerSession\)\.ListRoots\) while it serves a call: file:///roots → roots → \(\*mcp\.ServerSession\)\.ListRoots; it fails on every call on protocol revision 2026-07-28 \(the go-sdk client's default\) and on a stateless server; return a roots request as an input request \(InputRequests in the result, the answer in the retried call\), or call runtime\.ListRoots, which does it on every revision, or take the paths as tool arguments`
	return &mcp.ReadResourceResult{}, err
}

// notHandler elicits, but no handler reaches it: not reported.
func notHandler(ctx context.Context, ss *mcp.ServerSession) {
	ss.Elicit(ctx, &mcp.ElicitParams{Message: "m"})
}

var _ = notHandler
