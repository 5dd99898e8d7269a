// Package omcg0004 holds //mcp:tool, //mcp:resource and //mcp:prompt
// funcs with and without type parameters.
package omcg0004

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Items[T any] struct {
	Items []T `json:"items"`
}

type Book struct {
	Title string `json:"title"`
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

// Item is generic.
//
//mcp:resource item://{id}
func Item[T any](ctx context.Context, id string) (string, error) { return "", nil } // want `OMCG0004: //mcp:resource func Item has type parameters, which the generated code cannot choose; declare a non-generic func for each type the resource serves \(it may call Item\)`

// Ask is generic.
//
//mcp:prompt
func Ask[T any](ctx context.Context) (string, error) { return "", nil } // want `OMCG0004: //mcp:prompt func Ask has type parameters`

// ---- Not flagged. ----

// CountBooks is the non-generic tool that calls the generic func.
//
//mcp:tool
func CountBooks(ctx context.Context, in Items[Book]) (Count, error) { return count(ctx, in) }

// count is generic, but not a tool.
func count[T any](ctx context.Context, in Items[T]) (Count, error) {
	return Count{N: len(in.Items)}, nil
}

// Plain is not generic.
//
//mcp:resource config://plain
func Plain(ctx context.Context) (string, error) { return "", nil }
