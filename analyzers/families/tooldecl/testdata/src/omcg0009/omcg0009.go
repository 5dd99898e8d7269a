// Package omcg0009 holds //mcp:tool, //mcp:resource and //mcp:prompt
// funcs with one or more filled-in parameters of a kind.
package omcg0009

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Query struct {
	Text string `json:"text"`
}

type Results struct {
	Hits []string `json:"hits"`
}

// ---- Flagged. ----

// TwoContexts has a second context.Context.
//
//mcp:tool
func TwoContexts(ctx context.Context, in Query, cancel context.Context) (Results, error) { // want `OMCG0009: //mcp:tool func TwoContexts has 2 context.Context parameters; a tool gets at most one, filled in by the server: remove parameter cancel`
	return Results{}, nil
}

// TwoRequests has a second *mcp.CallToolRequest.
//
//mcp:tool
func TwoRequests(ctx context.Context, req *mcp.CallToolRequest, in Query, again *mcp.CallToolRequest) (Results, error) { // want `OMCG0009: //mcp:tool func TwoRequests has 2 \*mcp.CallToolRequest parameters; a tool gets at most one, filled in by the server: remove parameter again`
	return Results{}, nil
}

// Unnamed has unnamed parameters.
//
//mcp:tool
func Unnamed(context.Context, context.Context) error { return nil } // want `OMCG0009: //mcp:tool func Unnamed has 2 context.Context parameters; .*remove an unnamed parameter`

// ReadTwice has two requests.
//
//mcp:resource config://two
func ReadTwice(ctx context.Context, a, b *mcp.ReadResourceRequest) (string, error) { // want `OMCG0009: //mcp:resource func ReadTwice has 2 \*mcp.ReadResourceRequest parameters; a resource gets at most one, filled in by the server: remove parameter b`
	return "", nil
}

// AskTwice has two contexts.
//
//mcp:prompt
func AskTwice(ctx context.Context, req *mcp.GetPromptRequest, other context.Context) (string, error) { // want `OMCG0009: //mcp:prompt func AskTwice has 2 context.Context parameters; a prompt gets at most one, filled in by the server: remove parameter other`
	return "", nil
}

// ---- Not flagged. ----

// OneOfEach has one of each.
//
//mcp:tool
func OneOfEach(ctx context.Context, req *mcp.CallToolRequest, in Query) (Results, error) {
	return Results{}, nil
}

// One has one of each.
//
//mcp:resource note://{id}
func One(ctx context.Context, req *mcp.ReadResourceRequest, id string) (string, error) {
	return "", nil
}

// notATool has two contexts, but no directive.
func notATool(a, b context.Context) {}
