// Package omcg0001 holds //mcp:tool directives on things the generator
// can and cannot register.
package omcg0001

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

// Good is a resource on a func.
//
//mcp:resource config://good
func Good(ctx context.Context) (string, error) { return "", nil }

// Register uses the SDK, not a directive: nothing to check.
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

// A type.
// want +2 `OMCG0001: //mcp:tool cannot register this: it documents a type Handler, not a func`
//
//mcp:tool
type Handler func(ctx context.Context, in Query) (Docket, error)

// Looker has a method.
type Looker interface {
	// An interface method.
	// want +2 `OMCG0001: //mcp:tool cannot register this: it documents the interface method Look, which has no body to register`
	//
	//mcp:tool
	Look(ctx context.Context, in Query) (Docket, error)
}

// RegisterLocal declares a handler inside a func.
func RegisterLocal(s *mcp.Server) {
	// want +1 `OMCG0001: //mcp:tool cannot register this: it documents a func literal inside func RegisterLocal; only package-level funcs and methods can be tools: move the handler to a package-level func`
	//mcp:tool
	h := func(ctx context.Context, req *mcp.CallToolRequest, in Query) (*mcp.CallToolResult, Docket, error) {
		return nil, Docket{}, nil
	}
	mcp.AddTool(s, &mcp.Tool{Name: "local"}, h)
}

// init cannot be referred to.
// want +2 `OMCG0001: //mcp:tool cannot register this: func init cannot be referred to`
//
//mcp:tool
func init() {}

// want +1 `OMCG0001: //mcp:tool cannot register this: it is not attached to func Detached: a blank line separates them; remove the blank line so the directive is in the func's doc comment`
//mcp:tool readonly

func Detached(ctx context.Context, in Query) (Docket, error) { return Docket{}, nil }

// Settings is a var.
// want +2 `OMCG0001: //mcp:resource cannot register this: it documents a var Settings, not a func; put //mcp:resource in the doc comment of a package-level func or method`
//
//mcp:resource config://settings
var Settings = func(ctx context.Context) (string, error) { return "", nil }
