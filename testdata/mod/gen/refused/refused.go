// Package refused declares tools that mcpvet reports: gen refuses to write
// its file and lists why, in the words of the analyzers that report them.
package refused

import (
	"context"
	"time"
)

type In struct {
	Done chan bool `json:"done"`
}

// Watch has a result that is no tool result.
//
//mcp:tool
func Watch(ctx context.Context) (chan int, error) { return nil, nil }

// Bad has an input with no schema.
//
//mcp:tool bad.name!
func Bad(in In) error { return nil }

// Twice has the name of Again.
//
//mcp:tool again
func Twice() {}

// Again is the second tool named again.
//
//mcp:tool
func Again() {}

// Unnamed has an unnamed parameter among several.
//
//mcp:tool
func Unnamed(string, int) {}

// Generic has type parameters.
//
//mcp:tool titel="x"
func Generic[T any](v T) {}

// At takes one time.Time, a string in JSON: an argument t (not refused).
//
//mcp:tool
func At(t time.Time) {}

var (
	//mcp:tool
	notAFunc = 1
)

type store struct{}

// Put puts.
//
//mcp:tool put_lower
func (s *store) Put() {}

// Store has the name of store, but for case.
type Store struct{}

// Put puts.
//
//mcp:tool put_upper
func (s *Store) Put() {}

// RegisterTools is the package's own, which the generated file would
// declare again.
func RegisterTools() {}

// Typo has a misspelt //mcp:tool line.
//
//mcp:tol
func Typo() {}

// Box is generic.
type Box[T any] struct{ v T }

// Get is a method of a generic type.
//
//mcp:tool
func (b *Box[T]) Get() {}

// Two takes two contexts.
//
//mcp:tool
func Two(a, b context.Context) {}

// Other has a directive of another kind, misspelt: an error (OMCG0015)
// like any other, so gen refuses the package for it too.
//
//mcp:ignored
func Other() {}
