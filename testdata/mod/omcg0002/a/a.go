// Package a shows tool inputs that have no schema (flagged) beside inputs
// that do (not flagged).
package a

import (
	"context"

	"github.com/mcpvet/mcpvet/runtime"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Out struct {
	OK bool `json:"ok"`
}

// Flagged: a channel, a func, a complex number, an error, a bad map key.
type Bad struct {
	Done   chan bool         // want `OMCG0002: bad, bad_again: Bad.Done: type chan bool has no JSON form`
	Hook   func()            // want `OMCG0002: bad, bad_again: Bad.Hook: type func\(\) has no JSON form`
	Z      complex128        // want `OMCG0002: bad, bad_again: Bad.Z: type complex128 has no JSON form`
	Err    error             // want `OMCG0002: bad, bad_again: Bad.Err: non-empty interface type error has no schema`
	Scores map[float64]int   // want `OMCG0002: bad, bad_again: Bad.Scores: map key type float64 is not a string, an integer or a text marshaler`
	Fine   map[int]string    // not flagged: encoding/json writes integer keys as strings
	Names  map[Key]string    // not flagged: Key is a text unmarshaler
	Writer TextOnly          // want `OMCG0002: bad, bad_again: Bad.Writer: a.TextOnly marshals as text but has no UnmarshalText`
	Any    any               // not flagged: any value
	Raw    map[string][]byte // not flagged
}

// Key is a map key that encoding/json reads through UnmarshalText.
type Key struct{ A, B string }

func (k *Key) UnmarshalText(b []byte) error { return nil }
func (k Key) MarshalText() ([]byte, error)  { return nil, nil }

// TextOnly can be written as text but not read back.
type TextOnly struct{ V int }

func (TextOnly) MarshalText() ([]byte, error) { return nil, nil }

func bad(ctx context.Context, req *mcp.CallToolRequest, in Bad) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

// Good is an input every rule can describe: not flagged.
type Good struct {
	Name  string            `json:"name"`
	Tags  []string          `json:"tags,omitempty"`
	Attrs map[string]string `json:"attrs,omitempty"`
}

func good(ctx context.Context, req *mcp.CallToolRequest, in Good) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

// Register adds both tools; only Bad's fields are reported, once each even
// though two tools use the type, naming both tools in sorted order.
func Register(s *mcp.Server) {
	runtime.AddTool(s, &mcp.Tool{Name: "bad_again"}, bad)
	runtime.AddTool(s, &mcp.Tool{Name: "bad"}, bad)
	runtime.AddTool(s, &mcp.Tool{Name: "good"}, good)
}

// Sum takes separate parameters; a func parameter has no schema.
//
//mcp:tool
func Sum(a int, f func()) int { return a } // want `OMCG0002: sum: f: type func\(\) has no JSON form`
