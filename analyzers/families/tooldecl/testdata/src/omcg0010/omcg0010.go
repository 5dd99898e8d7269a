// Package omcg0010 holds //mcp:tool, //mcp:resource and //mcp:prompt
// methods of generic and non-generic types.
package omcg0010

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Book struct {
	Title string `json:"title"`
}

type Query struct {
	Text string `json:"text"`
}

type Count struct {
	N int `json:"n"`
}

// Store is generic.
type Store[T any] struct{ items []T }

// ---- Flagged. ----

// Count has a pointer receiver of a generic type.
//
//mcp:tool
func (s *Store[T]) Count(ctx context.Context) (Count, error) { // want `OMCG0010: //mcp:tool method Store.Count is a method of the generic type Store, whose type arguments the generated code cannot choose; declare the tool on a non-generic type \(it may hold a Store of the types it serves\) or as a package-level func`
	return Count{N: len(s.items)}, nil
}

// First has a value receiver of a generic type.
//
//mcp:tool readonly
func (s Store[T]) First(ctx context.Context, req *mcp.CallToolRequest, in Query) (Count, error) { // want `OMCG0010: //mcp:tool method Store.First is a method of the generic type Store`
	return Count{}, nil
}

// Items is a resource method of a generic type.
//
//mcp:resource store://items
func (s *Store[T]) Items(ctx context.Context) (string, error) { return "", nil } // want `OMCG0010: //mcp:resource method Store.Items is a method of the generic type Store, whose type arguments the generated code cannot choose; declare the resource on a non-generic type`

// Ask is a prompt method of a generic type.
//
//mcp:prompt
func (s *Store[T]) Ask(ctx context.Context) (string, error) { return "", nil } // want `OMCG0010: //mcp:prompt method Store.Ask`

// ---- Not flagged. ----

// BookStore is not generic; it holds a Store of books.
type BookStore struct{ store Store[Book] }

// Count is the tool, on the non-generic type.
//
//mcp:tool
func (b *BookStore) Count(ctx context.Context) (Count, error) { return b.store.Count(ctx) }

// Titles is a package-level func taking an instantiated generic type.
//
//mcp:tool
func Titles(ctx context.Context, in Store[Book]) (Count, error) { return Count{}, nil }

// Len is a method of a generic type without a directive.
func (s *Store[T]) Len() int { return len(s.items) }
