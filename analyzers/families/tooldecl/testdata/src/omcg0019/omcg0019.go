// Package omcg0019 holds //mcp:resource templates whose variables and
// parameters match, and some whose do not.
package omcg0019

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// ---- Not flagged. ----

// Docket has one parameter per variable, in another order, with the
// request and context filled in.
//
//mcp:resource docket://{court}/{number} mime=text/markdown
func Docket(ctx context.Context, req *mcp.ReadResourceRequest, number int, court string) (string, error) {
	return "", nil
}

// Search has operators and modifiers: {?q,page} and {+path:3}.
//
//mcp:resource search://{+path:3}{?q,page}
func Search(path string, q *string, page *int) (string, error) { return "", nil }

// Settings is static and takes no parameter.
//
//mcp:resource config://settings
func Settings(ctx context.Context) (map[string]string, error) { return nil, nil }

// ---- Flagged. ----

// Typo names a variable num, and a parameter number.
// want +2 `OMCG0019: template variable num of case://{court}/{num} has no parameter to fill: the template's variables are court and num, the parameters of Typo are court and number; did you mean number\?`
//
//mcp:resource case://{court}/{num}
func Typo(court string, number int) (string, error) { return "", nil } // want `OMCG0019: parameter number of Typo is filled by no variable of case://{court}/{num}: the template's variables are court and num, the parameters of Typo are court and number; did you mean {num}\?`

// Missing has a variable no parameter takes.
// want +2 `OMCG0019: template variable year of report://{court}/{year} has no parameter to fill: the template's variables are court and year, the parameters of Missing are court`
//
//mcp:resource report://{court}/{year}
func Missing(court string) (string, error) { return "", nil }

// Static takes a parameter its URI cannot fill.
//
//mcp:resource config://theme
func Static(name string) (string, error) { return "", nil } // want `OMCG0019: parameter name of Static is filled by no variable: config://theme is a static URI, which has no {variables}; remove the parameter, or make the URI a template with a {name} variable`
