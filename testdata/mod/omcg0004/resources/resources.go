// Package resources holds generic //mcp:resource and //mcp:prompt funcs
// (OMCG0004).
package resources

import "context"

// Plain is not generic.
//
//mcp:resource config://plain
func Plain(ctx context.Context) (string, error) { return "", nil }

// Item is generic.
//
//mcp:resource item://{id}
func Item[T any](ctx context.Context, id string) (string, error) { return "", nil } // want `OMCG0004: //mcp:resource func Item has type parameters, which the generated code cannot choose; declare a non-generic func for each type the resource serves \(it may call Item\)`

// Ask is generic.
//
//mcp:prompt
func Ask[T any](ctx context.Context) (string, error) { return "", nil } // want `OMCG0004: //mcp:prompt func Ask has type parameters`
