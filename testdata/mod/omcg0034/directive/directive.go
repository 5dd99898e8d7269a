// Package directive declares tools with //mcp:tool.
package directive

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	City string `json:"city"`
}

// Confirm asks before it books.
//
//mcp:tool
func Confirm(ctx context.Context, req *mcp.CallToolRequest, in In) (string, error) {
	_, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "Sure?"}) // want `OMCG0034: tool "confirm" sends its own request to the client \(\(\*mcp\.ServerSession\)\.Elicit\) while it serves a call: confirm → \(\*mcp\.ServerSession\)\.Elicit; it fails on every call on protocol revision 2026-07-28`
	return in.City, err
}

// Plain does not ask.
//
//mcp:tool
func Plain(ctx context.Context, in In) (string, error) { return in.City, nil }
