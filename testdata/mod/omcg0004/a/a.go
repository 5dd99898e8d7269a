// Package a holds //mcp:tool funcs with and without type parameters
// (OMCG0004).
package a

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Book struct {
	Title string `json:"title"`
}

type Items[T any] struct {
	Items []T `json:"items"`
}

type Count struct {
	N int `json:"n"`
}

// ---- Flagged. ----

// CountItems is generic: the generated code cannot pick T.
//
//mcp:tool
func CountItems[T any](ctx context.Context, in Items[T]) (Count, error) { // want `OMCG0004: //mcp:tool func CountItems has type parameters, which the generated code cannot choose; declare a non-generic func for each type the tool serves \(it may call CountItems\)`
	return Count{N: len(in.Items)}, nil
}

// Lookup has two type parameters.
//
//mcp:tool readonly
func Lookup[K comparable, V any](ctx context.Context, req *mcp.CallToolRequest, key K) (V, error) { // want `OMCG0004: //mcp:tool func Lookup has type parameters`
	var v V
	return v, nil
}

// Constrained has a constraint.
//
//mcp:tool
func Constrained[N ~int | ~float64](n N) (N, error) { return n, nil } // want `OMCG0004: //mcp:tool func Constrained has type parameters`

// ---- Not flagged. ----

// CountBooks is the non-generic tool that calls the generic func.
//
//mcp:tool
func CountBooks(ctx context.Context, in Items[Book]) (Count, error) { return count(ctx, in) }

// count is generic, but not a tool.
func count[T any](ctx context.Context, in Items[T]) (Count, error) {
	return Count{N: len(in.Items)}, nil
}

// Register uses the generic func with the SDK, instantiated.
func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "count_books"}, func(ctx context.Context, req *mcp.CallToolRequest, in Items[Book]) (*mcp.CallToolResult, Count, error) {
		c, err := count(ctx, in)
		return nil, c, err
	})
}
