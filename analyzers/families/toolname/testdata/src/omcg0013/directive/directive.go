// Package directive declares //mcp:tool tools whose names are valid but
// that common clients refuse, beside names every client takes.
package directive

import "context"

type In struct {
	Q string `json:"q"`
}

type Out struct {
	N int `json:"n"`
}

// GetDocket has a NAME with a dot.
//
// want +2 `OMCG0013: tool name "docket.get" is valid MCP, but common clients refuse it: it contains '.'`
//
//mcp:tool docket.get readonly
func GetDocket(ctx context.Context, in In) (Out, error) { return Out{}, nil }

// GetTheDocketEntriesOfOneCaseNewestFirstIncludingTheSealedAndRedactedOnes
// derives a name longer than 64 characters: reported at the func name; the
// fix gives the directive a NAME.
//
//mcp:tool readonly
func GetTheDocketEntriesOfOneCaseNewestFirstIncludingTheSealedAndRedactedOnes(ctx context.Context, in In) (Out, error) { // want `OMCG0013: tool name "get_the_docket_entries_of_one_case_newest_first_including_the_sealed_and_redacted_ones" is valid MCP, but common clients refuse it: it is 86 characters long \(OpenAI and Gemini reject the tool list; at most 64\); Claude Code sends it as mcp__SERVER__get_the_docket`
	return Out{}, nil
}

// Not flagged: a derived name, and a NAME without a dot.
//
//mcp:tool
func ListCases(ctx context.Context, in In) (Out, error) { return Out{}, nil }

//mcp:tool docket_get
func Docket(ctx context.Context, in In) (Out, error) { return Out{}, nil }
