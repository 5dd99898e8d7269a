package genload

import (
	"go/token"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers"
)

// span is a range of source [pos, end] that a listed tool, resource or
// prompt is written in: its declaration, registration call or name.
type span struct{ pos, end token.Pos }

func (s span) holds(pos token.Pos) bool {
	return s.pos.IsValid() && s.pos <= pos && pos <= s.end
}

// problems are the diagnostics mcpvet reports about one thing the listing
// shows, in one style, as mcpvet prints them ("CODE: message"), each once:
// those reported within its spans or with a related location there (a
// finding in the handler, "tool declared here": the security and drift
// codes, all families alike), and those whose message starts with the
// names of the tools it concerns (the house style, "a, b: T.F: ...", for
// a type several tools share) when name is one of them. They are what
// mcpvet ./... says, so one cause is one line: a schema problem and the
// go-sdk's panic on it are one diagnostic there.
func problems(p *Package, name string, spans ...span) []string {
	out := []string{}
	in := func(pos token.Pos) bool { return slices.ContainsFunc(spans, func(s span) bool { return s.holds(pos) }) }
	for _, d := range p.Diagnostics {
		related := slices.ContainsFunc(d.Related, func(r analysis.RelatedInformation) bool { return in(r.Pos) })
		if in(d.Pos) || related || name != "" && concerns(d, name) {
			if !slices.Contains(out, d.Message) {
				out = append(out, d.Message)
			}
		}
	}
	return out
}

// concerns reports whether d's message starts with a list of tool names
// that holds name: "OMCG0002: list, search: In.Done: ...".
func concerns(d analysis.Diagnostic, name string) bool {
	msg := strings.TrimPrefix(d.Message, d.Category+": ")
	head, _, ok := strings.Cut(msg, ": ")
	return ok && slices.Contains(strings.Split(head, ", "), name)
}

// What of an mcp-go tool's input schema mcpvet could not fold: the
// listing says so, but it is mcpvet's own limit, not a problem of the code.
const (
	notFolded = "mcp-go: input schema not folded: "
	leftOut   = "mcp-go: input schema without "
)

// unknown reports whether a problem listed only says what mcpvet could
// not read: the unknown is silence, so it weighs nothing in the exit
// status (mcpvet ./... reports nothing for it either).
func unknown(problem string) bool {
	return strings.HasPrefix(problem, notFolded) || strings.HasPrefix(problem, leftOut)
}

// Severity is the worst severity of the problems listed (each starts with
// its code), and whether there are any: mcpvet schema exits as mcpvet does
// for them. A problem that only says what mcpvet could not fold is none.
func Severity(problems ...[]string) (worst analyzers.Severity, some bool) {
	worst = analyzers.Warning
	for _, ps := range problems {
		for _, pr := range ps {
			if unknown(pr) {
				continue
			}
			some = true
			code, _, _ := strings.Cut(pr, ": ")
			if c, ok := analyzers.Lookup(code); !ok || c.Severity == analyzers.Error {
				worst = analyzers.Error
			}
		}
	}
	return worst, some
}
