// Package directives declares //mcp:tool tools: the generated
// RegisterTools registers all of them on one server, so two with one name
// are flagged.
package directives

import "context"

type In struct {
	Q string `json:"q"`
}

type Out struct {
	N int `json:"n"`
}

// Search searches.
//
//mcp:tool search
func Search(ctx context.Context, in In) (Out, error) { return Out{}, nil }

// Find has the name of Search.
//
// want +2 `OMCG0007: tool name "search" is already used; the generated code registers both and the go-sdk keeps the last registration, silently dropping the other: rename one of them`
//
//mcp:tool name=search readonly
func Find(ctx context.Context, in In) (Out, error) { return Out{}, nil }

// GetDocket derives the name get_docket.
//
//mcp:tool
func GetDocket(ctx context.Context, in In) (Out, error) { return Out{}, nil }

// Docket gives the name GetDocket derives.
//
// want +2 `OMCG0007: tool name "get_docket" is already used`
//
//mcp:tool get_docket
func Docket(ctx context.Context, in In) (Out, error) { return Out{}, nil }

// Not flagged: a name of its own.
//
//mcp:tool close_case
func CloseCase(ctx context.Context, in In) (Out, error) { return Out{}, nil }
