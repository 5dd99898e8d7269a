// Package percause has many tools that reach the same request to the
// client: one finding per request, naming the tools (the first three,
// sorted, and a count), with every registration as a related location.
package percause

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0034/asker"
)

type In struct {
	ID string `json:"id"`
}

func Register(s *mcp.Server) {
	// Five tools, one helper, one request: one finding, at the first
	// tool's call of the helper.
	mcp.AddTool(s, &mcp.Tool{Name: "drop_branch"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		ok, err := asker.Confirm(ctx, req.Session, "branch "+in.ID) // want `OMCG0034: drop_branch, drop_issue, drop_label and 2 more tools send their own request to the client \(\(\*mcp\.ServerSession\)\.Elicit\) while they serve a call, the first through drop_branch → asker\.Confirm → \(\*mcp\.ServerSession\)\.Elicit; it fails on every call on protocol revision 2026-07-28`
		return nil, ok, err
	})
	mcp.AddTool(s, &mcp.Tool{Name: "drop_tag"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		ok, err := asker.Confirm(ctx, req.Session, "tag "+in.ID)
		return nil, ok, err
	})
	mcp.AddTool(s, &mcp.Tool{Name: "drop_issue"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		ok, err := asker.Confirm(ctx, req.Session, "issue "+in.ID)
		return nil, ok, err
	})
	mcp.AddTool(s, &mcp.Tool{Name: "drop_label"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		ok, err := asker.Confirm(ctx, req.Session, "label "+in.ID)
		return nil, ok, err
	})
	mcp.AddTool(s, &mcp.Tool{Name: "drop_note"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		ok, err := asker.Confirm(ctx, req.Session, "note "+in.ID)
		return nil, ok, err
	})

	// Two tools, a helper of this package: one finding, at the request.
	mcp.AddTool(s, &mcp.Tool{Name: "pick"}, pick)
	mcp.AddTool(s, &mcp.Tool{Name: "choose"}, choose)

	// Another request is another cause: its own finding.
	mcp.AddTool(s, &mcp.Tool{Name: "summarize"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		_, err := req.Session.CreateMessage(ctx, &mcp.CreateMessageParams{MaxTokens: 10}) // want `OMCG0034: tool "summarize" sends its own request to the client \(\(\*mcp\.ServerSession\)\.CreateMessage\) while it serves a call: summarize → \(\*mcp\.ServerSession\)\.CreateMessage; it fails`
		return nil, nil, err
	})

	// A request guarded by the client's capability, its error dropped
	// (the action goes on unconfirmed): still reported. On 2026-07-28
	// the go-sdk fills the client's capabilities from each request, the
	// check passes, and the request returns an error on every call, so
	// the confirmation is skipped every time.
	mcp.AddTool(s, &mcp.Tool{Name: "purge"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		if p := req.Session.InitializeParams(); p != nil && p.Capabilities != nil && p.Capabilities.Elicitation != nil {
			res, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "Purge " + in.ID + "?"}) // want `OMCG0034: tool "purge" sends its own request to the client \(\(\*mcp\.ServerSession\)\.Elicit\) while it serves a call: purge → \(\*mcp\.ServerSession\)\.Elicit; it fails on every call on protocol revision 2026-07-28`
			if err == nil && res.Action != "accept" {
				return nil, "kept", nil
			}
		}
		return nil, "purged", nil
	})
}

func pick(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	n, err := ask(ctx, req.Session)
	return nil, n, err
}

func choose(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	n, err := ask(ctx, req.Session)
	return nil, n, err
}

func ask(ctx context.Context, ss *mcp.ServerSession) (int, error) {
	res, err := ss.Elicit(ctx, &mcp.ElicitParams{Message: "Which one?"}) // want `OMCG0034: tools choose, pick send their own request to the client \(\(\*mcp\.ServerSession\)\.Elicit\) while they serve a call, the first through choose → choose → ask → \(\*mcp\.ServerSession\)\.Elicit; it fails on every call`
	if err != nil {
		return 0, err
	}
	return len(res.Content), nil
}
