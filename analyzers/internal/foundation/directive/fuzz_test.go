package directive

import (
	"go/ast"
	"go/token"
	"strings"
	"testing"
)

// FuzzParse feeds Parse comment text as an editor may hold it while its
// user types: Parse must not panic, and every position it returns (the
// name, each argument, each error and its fix) must lie within the
// comment, in order, so that a diagnostic or a fix built from it edits
// only the comment.
//
//	go test -fuzz FuzzParse ./analyzers/internal/foundation/directive
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		`//mcp:tool`,
		`//mcp:tool get_docket readonly idempotent`,
		`//mcp:tool title="Get docket" readonly=false`,
		`//mcp:tool name=x description="a \"quoted\" text"`,
		`//mcp:tool readonyl titel=x frobnicate=1 readonly readonly readonly=yes`,
		`//mcp:tool title="unterminated`,
		`//mcp:tool a name=b`,
		`//mcp:tol`,
		`//mcp:param city "The city to look up"`,
		`//mcp:param`,
		`//mcp:expose name= scope="x`,
		`//mcp:ignore // why`,
		"//mcp:tool\ttitle=\"a\\\"\" \"\\",
		"//mcp:tool ui=\"\xff\" ui.visibility=",
		`//mcp:tool "quoted name" =x ==`,
		`//mcp:resource docket://{court}/{number} mime=text/markdown size=3`,
		`//mcp:resource "ui://x" title="unterminated`,
		`//mcp:resource title=x`,
		`//mcp:prompt p title="T" description="D"`,
	} {
		f.Add(s)
	}
	const base = token.Pos(100)
	f.Fuzz(func(t *testing.T, text string) {
		if !strings.HasPrefix(text, Prefix) {
			text = Prefix + text
		}
		c := &ast.Comment{Slash: base, Text: text}
		d, ok := Parse(c)
		if !ok {
			// Only a text with no kind after the prefix is not a
			// directive.
			if k, _, _ := split(text); k != "" {
				t.Fatalf("Parse(%q): not a directive, but the kind is %q", text, k)
			}
			return
		}
		end := c.End()
		in := func(what string, pos, stop token.Pos) {
			if pos < base || stop > end || stop < pos {
				t.Fatalf("Parse(%q): %s at [%d, %d), outside the comment [%d, %d)", text, what, pos, stop, base, end)
			}
		}
		if d.Pos != base {
			t.Fatalf("Parse(%q): Pos %d, want %d", text, d.Pos, base)
		}
		in("the kind", d.Pos, d.KindEnd)
		if d.URI != "" || d.URIPos != token.NoPos {
			in("the URI", d.URIPos, d.URIEnd)
		}
		if d.Name != "" || d.NamePos != token.NoPos {
			in("the name", d.NamePos, d.NameEnd)
		}
		for _, a := range d.Args {
			in("argument "+a.Key, a.Pos, a.End)
			in("the value of "+a.Key, a.ValuePos, a.End)
		}
		for _, e := range d.Errors {
			in("error "+e.Msg, e.Pos, e.End)
			if e.Msg == "" {
				t.Fatalf("Parse(%q): an error with no message", text)
			}
			if e.Replacement != "" && !e.HasFix {
				t.Fatalf("Parse(%q): a replacement %q that is not a fix", text, e.Replacement)
			}
		}
	})
}
