// Package directives declares a tool with //mcp:tool but has no
// mcpvet_gen.go, so nothing registers it.
package directives

import "context"

type In struct {
	Q string `json:"q"`
}

// Search searches.
//
//mcp:tool
func Search(ctx context.Context, in In) ([]string, error) { return nil, nil } // want `OMCG0005: tool "search" has no registration`
