// Package omcg0002 shows //mcp:tool inputs, //mcp:resource and
// //mcp:prompt parameters that have no schema (flagged) beside ones that
// do (not flagged).
package omcg0002

import (
	"context"
	"time"

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
	Writer TextOnly          // want `OMCG0002: bad, bad_again: Bad.Writer: omcg0002.TextOnly marshals as text but has no UnmarshalText`
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

// Both tools take Bad: each field is reported once, naming both tools in
// sorted order.
//
//mcp:tool bad_again
func BadAgain(ctx context.Context, in Bad) (Out, error) { return Out{}, nil }

//mcp:tool bad
func BadTool(ctx context.Context, in Bad) (Out, error) { return Out{}, nil }

// Good is an input every rule can describe: not flagged.
type Good struct {
	Name  string            `json:"name"`
	Tags  []string          `json:"tags,omitempty"`
	Attrs map[string]string `json:"attrs,omitempty"`
}

//mcp:tool
func GoodTool(ctx context.Context, req *mcp.CallToolRequest, in Good) (Out, error) {
	return Out{}, nil
}

// Sum takes separate parameters; a func parameter has no schema.
//
//mcp:tool
func Sum(a int, f func()) int { return a } // want `OMCG0002: sum: f: type func\(\) has no JSON form`

// Level is an enum: its values are listed.
type Level string

const (
	Low  Level = "low"
	High Level = "high"
)

// Query is a struct, which has no text form.
type Query struct{ City string }

// All takes text-like resource parameters, an optional one included: not
// flagged.
//
//mcp:resource all://{s}/{b}/{i}/{t}/{d}/{level}{?opt}
func All(ctx context.Context, req *mcp.ReadResourceRequest, s string, b bool, i int64, t time.Time, d time.Duration, level Level, opt *int) (string, error) {
	return "", nil
}

// Ask takes text-like prompt arguments: not flagged.
//
//mcp:prompt
func Ask(ctx context.Context, topic string, level *Level) (string, error) { return "", nil }

// Bad has a struct, a slice and a channel among its variables.
//
//mcp:resource bad://{q}/{tags}/{ch}
func BadResource(
	q Query, // want `OMCG0002: resource bad_resource: parameter q of type Query is not text-like: a resource parameter is parsed from text; use a string, a bool, a number, time.Time, time.Duration, a type with UnmarshalText, or a pointer to one for an optional variable`
	tags []string, // want `OMCG0002: resource bad_resource: parameter tags of type \[\]string is not text-like`
	ch chan int, // want `OMCG0002: resource bad_resource: parameter ch of type chan int is not text-like`
) (string, error) {
	return "", nil
}

// Plan has a map argument and a pointer to a pointer.
//
//mcp:prompt
func Plan(ctx context.Context, opts map[string]string, pp **string) (string, error) { // want `OMCG0002: prompt plan: parameter opts of type map\[string\]string is not text-like: a prompt parameter is parsed from text; use a string, a bool, a number, time.Time, time.Duration, a type with UnmarshalText, or a pointer to one for an optional argument` `OMCG0002: prompt plan: parameter pp of type \*\*string is not text-like`
	return "", nil
}
