// Package directive declares //mcp:tool tools whose names the MCP spec
// does not allow. A want line sits just above each directive it concerns
// (want +2, past the blank line gofmt puts before a directive), so that the directive line itself stays as written.
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

// FindCase has a quoted name= value.
//
// want +2 `OMCG0008: tool name "find case!" is not valid: ' ' and '!' are not allowed`
//
//mcp:tool title="Find a case" name="find case!"
func FindCase(ctx context.Context, in In) (Out, error) { return Out{}, nil }

// Bare NAME with a colon.
//
// want +2 `OMCG0008: tool name "case:close" is not valid: ':' is not allowed`
//
//mcp:tool case:close
func CloseCase(ctx context.Context, in In) (Out, error) { return Out{}, nil }

// The nearest valid name, read_only, would read as a misspelt key, so the
// fix writes it as name=read_only.
//
// want +2 `OMCG0008: tool name "read ##only" is not valid: ' ' and '#' are not allowed`
//
//mcp:tool "read ##only"
func ReadOnly(ctx context.Context, in In) (Out, error) { return Out{}, nil }

// Not flagged: an empty name= is OMCG0015's (tooldecl); the name derived
// from the func, empty_name, is valid.
//
//mcp:tool name=""
func EmptyName(ctx context.Context, in In) (Out, error) { return Out{}, nil }

// GetÜbersicht derives a name with a non-ASCII letter: reported at the
// func name; the fix gives the directive a NAME.
//
//mcp:tool readonly
func GetÜbersicht(ctx context.Context, in In) (Out, error) { return Out{}, nil } // want `OMCG0008: tool name "get_übersicht" is not valid: 'ü' is not allowed`

// Not flagged: a derived name.
//
//mcp:tool
func SearchDocs(ctx context.Context, in In) (Out, error) { return Out{}, nil }

// Not flagged: valid names, given as NAME and as name=.
//
//mcp:tool docs.search-v2
func SearchDocsV2(ctx context.Context, in In) (Out, error) { return Out{}, nil }

//mcp:tool name="Get_Docket_3"
func GetDocket3(ctx context.Context, in In) (Out, error) { return Out{}, nil }
