// Package a holds //mcp:tool funcs with one or more context.Context and
// *mcp.CallToolRequest parameters (OMCG0009).
package a

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

// GroupedContexts declares both contexts in one field.
//
//mcp:tool
func GroupedContexts(a, b context.Context, in Query) (Results, error) { // want `OMCG0009: //mcp:tool func GroupedContexts has 2 context.Context parameters; .*remove parameter b`
	return Results{}, nil
}

// ThreeContexts reports each extra one.
//
//mcp:tool
func ThreeContexts(
	ctx context.Context,
	ctx2 context.Context, // want `OMCG0009: //mcp:tool func ThreeContexts has 3 context.Context parameters; .*remove parameter ctx2`
	ctx3 context.Context, // want `OMCG0009: //mcp:tool func ThreeContexts has 3 context.Context parameters; .*remove parameter ctx3`
) error {
	return nil
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

// Both has two of each.
//
//mcp:tool
func Both(c1, c2 context.Context, r1, r2 *mcp.CallToolRequest) error { return nil } // want `OMCG0009: .*Both has 2 context.Context parameters.*remove parameter c2` `OMCG0009: .*Both has 2 \*mcp.CallToolRequest parameters.*remove parameter r2`

// Searcher has a method with two contexts.
type Searcher struct{}

// Search is a method.
//
//mcp:tool
func (s *Searcher) Search(ctx context.Context, in Query, _ context.Context) (Results, error) { // want `OMCG0009: //mcp:tool func Search has 2 context.Context parameters; .*remove parameter _`
	return Results{}, nil
}

// ---- Not flagged. ----

// One of each.
//
//mcp:tool
func OneOfEach(ctx context.Context, req *mcp.CallToolRequest, in Query) (Results, error) {
	return Results{}, nil
}

// Neither.
//
//mcp:tool
func Neither(in Query) (Results, error) { return Results{}, nil }

// SeparateArgs takes a context and plain arguments.
//
//mcp:tool
func SeparateArgs(ctx context.Context, text string, limit int) (Results, error) {
	return Results{}, nil
}

// notATool has two contexts, but no directive.
func notATool(a, b context.Context) {}

// Register uses the SDK, whose handler type fixes the parameters.
func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "search"}, func(ctx context.Context, req *mcp.CallToolRequest, in Query) (*mcp.CallToolResult, Results, error) {
		return nil, Results{}, nil
	})
}
