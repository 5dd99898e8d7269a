// Package resources holds //mcp:resource and //mcp:prompt funcs with
// more than one filled-in parameter of a kind (OMCG0009).
package resources

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// One has one of each.
//
//mcp:resource note://{id}
func One(ctx context.Context, req *mcp.ReadResourceRequest, id string) (string, error) {
	return "", nil
}

// TwoRequests has two requests.
//
//mcp:resource config://two
func TwoRequests(ctx context.Context, a, b *mcp.ReadResourceRequest) (string, error) { // want `OMCG0009: //mcp:resource func TwoRequests has 2 \*mcp.ReadResourceRequest parameters; a resource gets at most one, filled in by the server: remove parameter b`
	return "", nil
}

// TwoContexts has two contexts.
//
//mcp:prompt
func TwoContexts(ctx context.Context, req *mcp.GetPromptRequest, other context.Context) (string, error) { // want `OMCG0009: //mcp:prompt func TwoContexts has 2 context.Context parameters; a prompt gets at most one, filled in by the server: remove parameter other`
	return "", nil
}
