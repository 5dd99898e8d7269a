// Package illtyped does not type-check (Undefined is declared nowhere);
// tool names are checked in it all the same.
package illtyped

import "context"

type In struct {
	Ref Undefined `json:"ref"`
}

// want +2 `OMCG0008: tool name "find draft" is not valid: ' ' is not allowed`
//
//mcp:tool "find draft"
func FindDraft(ctx context.Context, in In) (string, error) { return "", nil }
