package toolname

import (
	"fmt"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/apifacts"
	"github.com/mcpvet/mcpvet/analyzers/internal/analyzerutil"
)

// OMCG0008 reports tool names the MCP spec does not allow.
var OMCG0008 = analyzerutil.New(analyzerutil.Code{
	Code:  "OMCG0008",
	Title: "the tool name is not valid",
	Doc: `
A tool name must be 1 to 128 characters, each an ASCII letter, a digit,
'_', '-' or '.' (the MCP spec). The go-sdk only logs an error for any other
name and registers the tool anyway, so the mistake surfaces at the client,
which may refuse the tool or the whole tool list. Checked: //mcp:tool names
(given or derived from the func), the Name of mcp.Tool values passed to
mcp.AddTool, (*mcp.Server).AddTool and runtime.AddTool (a literal, a
constant, a constant expression), mark3labs mcp.NewTool("..."), and the
name= of //mcp:expose on a handler whose route becomes a tool.

Bad:

	mcp.AddTool(s, &mcp.Tool{Name: "get docket"}, getDocket)

Good:

	mcp.AddTool(s, &mcp.Tool{Name: "get_docket"}, getDocket)

The suggested fix renames the tool to the nearest valid name: each run of
characters that are not allowed becomes one '_', and the name is cut to
128 characters.`,
	Requires: []*analysis.Analyzer{apifacts.Analyzer},
	Run:      run0008,
})

func run0008(p *analyzerutil.Pass) {
	var fs []finding
	// An empty name= is OMCG0015's: mcpfacts reads it as no name and
	// derives one from the func, which is checked here like any other.
	for _, t := range names(p) {
		if isValid(t.name) {
			continue
		}
		msg := fmt.Sprintf("tool name %s is not valid: %s", strconv.Quote(t.name), invalidReasons(t.name))
		fs = append(fs, finding{site: t.site, msg: msg, newName: nearestValid(t.name)})
	}
	reportNames(p, fs)
}

// invalidReasons says what is wrong with a name that is not valid, and
// what to do.
func invalidReasons(name string) string {
	if name == "" {
		return "it is empty (give the tool a name)"
	}
	var reasons []string
	var bad []string
	seen := map[rune]bool{}
	ascii := true
	for _, r := range name {
		if r >= 0x80 {
			ascii = false
		}
		if !validRune(r) && !seen[r] {
			seen[r] = true
			bad = append(bad, strconv.QuoteRune(r))
		}
	}
	switch len(bad) {
	case 0:
	case 1:
		reasons = append(reasons, bad[0]+" is not allowed (use letters, digits, '_', '-', '.')")
	default:
		reasons = append(reasons, strings.Join(bad[:len(bad)-1], ", ")+" and "+bad[len(bad)-1]+" are not allowed (use letters, digits, '_', '-', '.')")
	}
	if len(name) > specMaxLen {
		unit := "characters"
		if !ascii {
			unit = "bytes"
		}
		reasons = append(reasons, fmt.Sprintf("it is %d %s long (at most %d)", len(name), unit, specMaxLen))
	}
	return strings.Join(reasons, "; ")
}
