// Package a shows //mcp:tool result forms that are not tools (flagged) and
// the forms that are (not flagged).
package a

import (
	"context"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Event struct {
	At time.Time `json:"at"`
}

// Watch returns a channel: flagged.
//
//mcp:tool
func Watch(ctx context.Context) (chan Event, error) { return nil, nil } // want `OMCG0003: the results of Watch are not a tool result form`

// Pair returns two values: flagged.
//
//mcp:tool
func Pair(ctx context.Context) (int, int) { return 0, 0 } // want `OMCG0003: the results of Pair are not a tool result form`

// ErrFirst puts the error first: flagged.
//
//mcp:tool
func ErrFirst(ctx context.Context) (error, string) { return nil, "" } // want `OMCG0003: the results of ErrFirst are not a tool result form`

// Report returns a struct whose field has no JSON form: flagged at the field.
//
//mcp:tool
func Report(ctx context.Context) (Result, error) { return Result{}, nil }

type Result struct {
	Total int        `json:"total"`
	Next  func() int `json:"-"`    // not flagged: json:"-" removes it
	Sink  chan int   `json:"sink"` // want `OMCG0003: report: Result.Sink: type chan int has no JSON form`
}

// The forms of docs/tools.md: none of these is flagged.

//mcp:tool
func None(ctx context.Context) error { return nil }

//mcp:tool
func Text(ctx context.Context) (string, error) { return "", nil }

//mcp:tool
func Blocks(ctx context.Context) ([]mcp.Content, error) { return nil, nil }

//mcp:tool
func Raw(ctx context.Context) (*mcp.CallToolResult, error) { return nil, nil }

//mcp:tool
func Count(ctx context.Context) (int, error) { return 0, nil }

//mcp:tool
func Events(ctx context.Context) ([]Event, error) { return nil, nil }

//mcp:tool
func Stats(ctx context.Context) (map[string]int, error) { return nil, nil }

//mcp:tool
func Latest(ctx context.Context) (*Event, error) { return nil, nil }

//mcp:tool
func Typed(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, Event, error) {
	return nil, Event{}, nil
}
