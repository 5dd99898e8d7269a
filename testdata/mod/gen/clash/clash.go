// Package clash declares names the generated file would otherwise use for
// its locals and imports: it must pick others.
package clash

import "context"

var ctx = context.Background()

type in struct {
	Q string `json:"q"`
}

func json() string { return "" }

var mcpvetimpl = 1

type mcp struct{}

// Search searches.
//
//mcp:tool
func Search(c context.Context, q in) (string, error) { return q.Q + json(), c.Err() }

// req is a tool named like the request parameter.
//
//mcp:tool
//mcp:param n "a number"
func req(n int) int { return n + mcpvetimpl }

var _ = ctx
var _ mcp
