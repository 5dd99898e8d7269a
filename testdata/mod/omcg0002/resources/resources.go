// Package resources holds //mcp:resource and //mcp:prompt parameters that
// are text-like, and some that are not (OMCG0002).
package resources

import (
	"context"
	"net/netip"
	"time"

	"github.com/google/uuid"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Level is an enum: its values are listed.
type Level string

const (
	Low  Level = "low"
	High Level = "high"
)

// Query is a struct, which has no text form.
type Query struct{ City string }

// ---- Not flagged. ----

// Every kind of text-like parameter, optional ones included.
//
//mcp:resource all://{s}/{b}/{i}/{u}/{f}/{t}/{d}/{id}/{addr}/{level}{?opt}
func All(ctx context.Context, req *mcp.ReadResourceRequest, s string, b bool, i int64, u uint8, f float64, t time.Time, d time.Duration, id uuid.UUID, addr netip.Addr, level Level, opt *int) (string, error) {
	return "", nil
}

// Ask takes text-like prompt arguments.
//
//mcp:prompt
func Ask(ctx context.Context, topic string, level *Level) (string, error) { return "", nil }

// ---- Flagged. ----

// Bad has a struct, a slice and a channel among its variables.
//
//mcp:resource bad://{q}/{tags}/{ch}
func Bad(
	q Query, // want `OMCG0002: resource bad: parameter q of type Query is not text-like: a resource parameter is parsed from text; use a string, a bool, a number, time.Time, time.Duration, a type with UnmarshalText, or a pointer to one for an optional variable`
	tags []string, // want `OMCG0002: resource bad: parameter tags of type \[\]string is not text-like`
	ch chan int, // want `OMCG0002: resource bad: parameter ch of type chan int is not text-like`
) (string, error) {
	return "", nil
}

// Plan has a map argument and a pointer to a pointer.
//
//mcp:prompt
func Plan(ctx context.Context, opts map[string]string, pp **string) (string, error) { // want `OMCG0002: prompt plan: parameter opts of type map\[string\]string is not text-like: a prompt parameter is parsed from text; use a string, a bool, a number, time.Time, time.Duration, a type with UnmarshalText, or a pointer to one for an optional argument` `OMCG0002: prompt plan: parameter pp of type \*\*string is not text-like`
	return "", nil
}
