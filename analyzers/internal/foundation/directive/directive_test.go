package directive

import (
	"go/ast"
	"go/token"
	"strings"
	"testing"
)

func parse(t *testing.T, text string) *Directive {
	t.Helper()
	d, ok := Parse(&ast.Comment{Slash: token.Pos(1), Text: text})
	if !ok {
		t.Fatalf("Parse(%q): not a directive", text)
	}
	return d
}

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		text   string
		name   string
		args   string // key=value pairs, space-separated
		errors []string
	}{
		{text: `//mcp:tool`, name: ""},
		{text: `//mcp:tool get_docket readonly idempotent`, name: "get_docket", args: "readonly=true idempotent=true"},
		{text: `//mcp:tool title="Get docket" readonly=false`, args: "title=Get docket readonly=false"},
		{text: `//mcp:tool name=x description="a \"quoted\" text"`, name: "x", args: `name=x description=a "quoted" text`},
		{text: `//mcp:tool readonyl`, errors: []string{`unknown key "readonyl" in //mcp:tool; did you mean readonly?`}},
		{text: `//mcp:tool titel=x`, errors: []string{`did you mean title?`}},
		{text: `//mcp:tool frobnicate=1`, errors: []string{`unknown key "frobnicate" in //mcp:tool (known: name, title`}},
		{text: `//mcp:tool readonly readonly`, args: "readonly=true", errors: []string{"key readonly is repeated"}},
		{text: `//mcp:tool readonly=yes`, errors: []string{`readonly takes true or false, not "yes"`}},
		{text: `//mcp:tool title="unterminated`, errors: []string{"unterminated string"}},
		{text: `//mcp:tool a b`, name: "a", errors: []string{`unknown key "b"`}},
		{text: `//mcp:tool a name=b`, name: "a", errors: []string{"the name is given twice"}},
		{text: `//mcp:tool title`, errors: []string{"key title needs a value"}},
		{text: `//mcp:tol`, errors: []string{"did you mean //mcp:tool?"}},
		{text: `//mcp:param city "The city to look up"`, name: "city"},
		{text: `//mcp:tool readonly // safe to retry`, args: "readonly=true"},
		{text: `//mcp:effects ok // purges its own cache`, args: "ok=true"},
		{text: `//mcp:effects okay`, errors: []string{`unknown key "okay" in //mcp:effects (known: ok)`}},
		{text: `//mcp:resource docket://{court}/{number} mime=text/markdown title="Docket"`, args: "mime=text/markdown title=Docket"},
		{text: `//mcp:resource config://settings name=settings size=120`, name: "settings", args: "name=settings size=120"},
		{text: `//mcp:resource "ui://weather/view"`},
		{text: `//mcp:resource`, errors: []string{"//mcp:resource needs the resource's URI or URI template first"}},
		{text: `//mcp:resource title="Docket"`, args: "title=Docket", errors: []string{"needs the resource's URI"}},
		{text: `//mcp:resource config://x mmie=text/plain`, errors: []string{`unknown key "mmie" in //mcp:resource; did you mean mime?`}},
		{text: `//mcp:resource config://x size=1 size=2`, args: "size=1", errors: []string{"key size is repeated"}},
		{text: `//mcp:resource config://x other://y`, errors: []string{`unknown key "other://y" in //mcp:resource (known: name, title, description, mime, size)`}},
		{text: `//mcp:prompt summarize_case title="Summarize a case"`, name: "summarize_case", args: "title=Summarize a case"},
		{text: `//mcp:prompt description="d"`, args: "description=d"},
		{text: `//mcp:prompt readonly`, name: "readonly"},
		{text: `//mcp:prompt titel=x`, errors: []string{`did you mean title?`}},
		{text: `//mcp:prmpt`, errors: []string{"did you mean //mcp:prompt?"}},
		{text: `//mcp:resorce x://y`, errors: []string{"did you mean //mcp:resource?"}},
	} {
		d := parse(t, tc.text)
		if d.Name != tc.name {
			t.Errorf("%s: name %q, want %q", tc.text, d.Name, tc.name)
		}
		var args []string
		for _, a := range d.Args {
			args = append(args, a.Key+"="+a.Value)
		}
		if got := strings.Join(args, " "); got != tc.args {
			t.Errorf("%s: args %q, want %q", tc.text, got, tc.args)
		}
		if len(d.Errors) != len(tc.errors) {
			t.Errorf("%s: %d errors %v, want %d", tc.text, len(d.Errors), d.Errors, len(tc.errors))
			continue
		}
		for i, e := range d.Errors {
			if !strings.Contains(e.Msg, tc.errors[i]) {
				t.Errorf("%s: error %q does not contain %q", tc.text, e.Msg, tc.errors[i])
			}
			if e.Pos < 1 || e.End > token.Pos(1+len(tc.text)) || e.End < e.Pos {
				t.Errorf("%s: error span [%d,%d) outside the comment", tc.text, e.Pos, e.End)
			}
		}
	}
}

func TestParamText(t *testing.T) {
	d := parse(t, `//mcp:param city "The city to look up"`)
	if d.Text != "The city to look up" {
		t.Errorf("text = %q", d.Text)
	}
}

func TestResourceURI(t *testing.T) {
	for _, tc := range []struct{ text, uri, raw string }{
		{`//mcp:resource docket://{court}/{number} mime=text/markdown`, "docket://{court}/{number}", "docket://{court}/{number}"},
		{`//mcp:resource "ui://weather/view" title=x`, "ui://weather/view", `"ui://weather/view"`},
		{`//mcp:resource a://b?x=1`, "a://b?x=1", "a://b?x=1"},
	} {
		d := parse(t, tc.text)
		if d.URI != tc.uri {
			t.Errorf("%s: URI %q, want %q", tc.text, d.URI, tc.uri)
		}
		if got := tc.text[d.URIPos-1 : d.URIEnd-1]; got != tc.raw {
			t.Errorf("%s: URI span %q, want %q", tc.text, got, tc.raw)
		}
		if d.URIQuoted != strings.HasPrefix(tc.raw, `"`) {
			t.Errorf("%s: URIQuoted = %v", tc.text, d.URIQuoted)
		}
	}
}

func TestNotADirective(t *testing.T) {
	for _, text := range []string{"// mcp:tool", "//go:generate x", "/* mcp:tool */", "//mcp:"} {
		if _, ok := Parse(&ast.Comment{Text: text}); ok {
			t.Errorf("Parse(%q) took it for a directive", text)
		}
	}
}

func TestDistance(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want int
	}{{"readonly", "readonyl", 1}, {"omitempy", "omitempty", 1}, {"", "abc", 3}, {"title", "title", 0}, {"kitten", "sitting", 3}} {
		if got := Distance(tc.a, tc.b); got != tc.want {
			t.Errorf("Distance(%q, %q) = %d, want %d", tc.a, tc.b, got, tc.want)
		}
	}
}
