// Package a holds //mcp:tool directives on things the generator can and
// cannot register (OMCG0001).
package a

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Query struct {
	Case string `json:"case"`
}

type Docket struct {
	Entries []string `json:"entries"`
}

// ---- Not flagged: what the generator registers. ----

// GetDocket is a package-level func.
//
//mcp:tool readonly
func GetDocket(ctx context.Context, in Query) (Docket, error) { return Docket{}, nil }

// Court is a named type of this package; its methods can be tools.
type Court struct{}

// ListCases has a pointer receiver.
//
//mcp:tool
func (c *Court) ListCases(ctx context.Context, req *mcp.CallToolRequest, in Query) (Docket, error) {
	return Docket{}, nil
}

// CourtName has a value receiver.
//
//mcp:tool
func (c Court) CourtName(ctx context.Context) (string, error) { return "", nil }

// Bench is an alias of a type of this package: its methods are Court's.
type Bench = Court

// Judges has a receiver written with the alias.
//
//mcp:tool
func (b Bench) Judges(ctx context.Context) ([]string, error) { return nil, nil }

// main is an ordinary func outside package main, so it can be referred to.
//
//mcp:tool
func main() {}

// Registered with the SDK, not with a directive: nothing to check.
func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "docket"}, func(ctx context.Context, req *mcp.CallToolRequest, in Query) (*mcp.CallToolResult, Docket, error) {
		return nil, Docket{}, nil
	})
}

// ---- Flagged. ----

// A var holding a func.
// want +2 `OMCG0001: //mcp:tool cannot register this: it documents a var GetDocketVar, not a func; put //mcp:tool in the doc comment of a package-level func or method`
//
//mcp:tool
var GetDocketVar = func(ctx context.Context, in Query) (Docket, error) { return Docket{}, nil }

// A grouped var declaration.
// want +2 `OMCG0001: //mcp:tool cannot register this: it documents a var declaration, not a func`
//
//mcp:tool
var (
	handlerA = GetDocket
	handlerB = GetDocket
)

const (
	// A const in a group.
	// want +2 `OMCG0001: //mcp:tool cannot register this: it documents a const ToolName, not a func`
	//
	//mcp:tool
	ToolName = "get_docket"
)

// A type.
// want +2 `OMCG0001: //mcp:tool cannot register this: it documents a type Handler, not a func`
//
//mcp:tool
type Handler func(ctx context.Context, in Query) (Docket, error)

// Server has a func-typed field.
type Server struct {
	// A struct field.
	// want +2 `OMCG0001: //mcp:tool cannot register this: it documents the struct field Lookup, which is not a declaration`
	//
	//mcp:tool
	Lookup func(ctx context.Context, in Query) (Docket, error)
}

// Looker has a method.
type Looker interface {
	// An interface method.
	// want +2 `OMCG0001: //mcp:tool cannot register this: it documents the interface method Look, which has no body to register; put //mcp:tool on a method of a concrete type or on a package-level func`
	//
	//mcp:tool
	Look(ctx context.Context, in Query) (Docket, error)
}

// RegisterLocal declares handlers inside a func.
func RegisterLocal(s *mcp.Server) {
	// want +1 `OMCG0001: //mcp:tool cannot register this: it documents a func literal inside func RegisterLocal; only package-level funcs and methods can be tools: move the handler to a package-level func`
	//mcp:tool
	h := func(ctx context.Context, req *mcp.CallToolRequest, in Query) (*mcp.CallToolResult, Docket, error) {
		return nil, Docket{}, nil
	}
	mcp.AddTool(s, &mcp.Tool{Name: "local"}, h)

	// want +1 `OMCG0001: //mcp:tool cannot register this: it documents a local declaration or statement inside func RegisterLocal`
	//mcp:tool
	type local struct{}
	_ = local{}
}

// init cannot be referred to.
// want +2 `OMCG0001: //mcp:tool cannot register this: func init cannot be referred to`
//
//mcp:tool
func init() {}

// A func named _ cannot be referred to.
// want +2 `OMCG0001: //mcp:tool cannot register this: a func or method named _ cannot be referred to; give it a name`
//
//mcp:tool
func _(ctx context.Context) error { return nil }

// want +1 `OMCG0001: //mcp:tool cannot register this: it is not attached to func Detached: a blank line separates them; remove the blank line so the directive is in the func's doc comment`
//mcp:tool readonly

func Detached(ctx context.Context, in Query) (Docket, error) { return Docket{}, nil }

// want +2 `OMCG0001: //mcp:tool cannot register this: it is not attached to func DetachedDoc: a blank line separates them`

//mcp:tool

// DetachedDoc has a doc comment of its own.
func DetachedDoc(ctx context.Context, in Query) (Docket, error) { return Docket{}, nil }

// A trailing comment is not a doc comment.
// want +1 `OMCG0001: //mcp:tool cannot register this: it is not attached to a func declaration`
func Trailing(ctx context.Context) error { return nil } //mcp:tool

// want +1 `OMCG0001: //mcp:tool cannot register this: it is not attached to a func declaration \(a //mcp:tool line must be in the func's doc comment, with no blank line between\)`
//mcp:tool

var afterFloating = 1

// Handlers holds func literals.
var Handlers = []any{
	// want +1 `OMCG0001: //mcp:tool cannot register this: it documents a func literal inside a var declaration; only package-level funcs and methods can be tools`
	//mcp:tool
	func(ctx context.Context, in Query) (Docket, error) { return Docket{}, nil },
}

type (
	// A type in a group.
	// want +2 `OMCG0001: //mcp:tool cannot register this: it documents a type Grouped, not a func`
	//
	//mcp:tool
	Grouped struct{}
)

// want +1 `OMCG0001: //mcp:tool cannot register this: it is not attached to a func declaration`
//mcp:tool
