// Package resources holds //mcp:resource and //mcp:prompt methods of
// generic types (OMCG0010).
package resources

import "context"

type Store[T any] struct{ items []T }

type Plain struct{}

// Count is a method of a plain type.
//
//mcp:resource store://count
func (p *Plain) Count(ctx context.Context) (string, error) { return "", nil }

// Items is a method of a generic type.
//
//mcp:resource store://items
func (s *Store[T]) Items(ctx context.Context) (string, error) { return "", nil } // want `OMCG0010: //mcp:resource method Store.Items is a method of the generic type Store, whose type arguments the generated code cannot choose; declare the resource on a non-generic type \(it may hold a Store of the types it serves\) or as a package-level func`

// Ask is a prompt method of a generic type.
//
//mcp:prompt
func (s *Store[T]) Ask(ctx context.Context) (string, error) { return "", nil } // want `OMCG0010: //mcp:prompt method Store.Ask`
