// Package resources holds //mcp:resource and //mcp:prompt directives on
// things the generator cannot register (OMCG0001).
package resources

import "context"

// Good is a resource on a func.
//
//mcp:resource config://good
func Good(ctx context.Context) (string, error) { return "", nil }

// Settings is a var.
// want +2 `OMCG0001: //mcp:resource cannot register this: it documents a var Settings, not a func; put //mcp:resource in the doc comment of a package-level func or method`
//
//mcp:resource config://settings
var Settings = func(ctx context.Context) (string, error) { return "", nil }

// want +1 `OMCG0001: //mcp:prompt cannot register this: it is not attached to func Detached: a blank line separates them; remove the blank line so the directive is in the func's doc comment`
//mcp:prompt

func Detached(ctx context.Context) (string, error) { return "", nil }

func Inside() {
	// want +1 `OMCG0001: //mcp:prompt cannot register this: it documents a local declaration or statement inside func Inside; only package-level funcs and methods can be prompts: move the handler to a package-level func`
	//mcp:prompt
	_ = 1
}
