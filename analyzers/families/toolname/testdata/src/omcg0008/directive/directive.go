// Package directive declares //mcp:tool tools whose names the MCP spec
// does not allow, beside valid ones.
package directive

import "context"

type In struct {
	Q string `json:"q"`
}

type Out struct {
	N int `json:"n"`
}

// GetDocket has a quoted NAME with a space.
//
// want +2 `OMCG0008: tool name "get docket" is not valid: ' ' is not allowed \(use letters, digits, '_', '-', '.'\)`
//
//mcp:tool "get docket" readonly
func GetDocket(ctx context.Context, in In) (Out, error) { return Out{}, nil }

// ListCases has a name= value with a slash.
//
// want +2 `OMCG0008: tool name "list/cases" is not valid: '/' is not allowed`
//
//mcp:tool name=list/cases idempotent
func ListCases(ctx context.Context, in In) (Out, error) { return Out{}, nil }

// The nearest valid name, read_only, would read as a misspelt key, so the
// fix writes it as name=read_only.
//
// want +2 `OMCG0008: tool name "read ##only" is not valid: ' ' and '#' are not allowed`
//
//mcp:tool "read ##only"
func ReadOnly(ctx context.Context, in In) (Out, error) { return Out{}, nil }

// Not flagged: a valid name, and one derived from the func name.
//
//mcp:tool close_case
func CloseCase(ctx context.Context, in In) (Out, error) { return Out{}, nil }

//mcp:tool
func OpenCase(ctx context.Context, in In) (Out, error) { return Out{}, nil }
