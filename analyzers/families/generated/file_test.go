package generated_test

import (
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers"
	"github.com/mcpvet/mcpvet/analyzers/families/generated"
)

// TestBlocking: generated.Analyzer requires the analyzer of every
// error-severity code but OMCG0005, and of no warning: those are the
// codes whose diagnostics refuse a package.
func TestBlocking(t *testing.T) {
	var want []string
	for _, c := range analyzers.Codes() {
		if c.Severity == analyzers.Error && c.Code != "OMCG0005" {
			want = append(want, c.Analyzer.Name)
		}
	}
	var got []string
	for _, a := range generated.Analyzer.Requires {
		if _, ok := analyzers.Lookup(a.Name); ok {
			got = append(got, a.Name)
		}
	}
	slices.Sort(want)
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("generated.Analyzer requires the codes %v; want every error code but OMCG0005: %v", got, want)
	}
	if !slices.Contains(generated.OMCG0005.Requires, generated.Analyzer) {
		t.Errorf("OMCG0005 does not require generated.Analyzer")
	}
	if err := analysis.Validate(analyzers.All); err != nil {
		t.Error(err)
	}
}

// TestLiteral: schemas and facts are written as raw strings, joined with
// "`" around backquotes, and read back as they were.
func TestLiteral(t *testing.T) {
	for _, s := range []string{
		`{"type":"string"}`,
		"say `hi` twice ``",
		"`",
		"line\nbreak\ttab",
		"carriage\rreturn",
		"\x00nul",
		"\ufeffbom",
		`back\slash "quotes"`,
	} {
		lit := generated.Literal(s)
		tv, err := types.Eval(token.NewFileSet(), nil, token.NoPos, lit)
		if err != nil {
			t.Errorf("Literal(%q) = %s: %v", s, lit, err)
			continue
		}
		if got := constant.StringVal(tv.Value); got != s {
			t.Errorf("Literal(%q) = %s reads back as %q", s, lit, got)
		}
		if !strings.ContainsAny(s, "\r\x00\ufeff") && !strings.HasPrefix(lit, "`") {
			t.Errorf("Literal(%q) = %s; want a raw string", s, lit)
		}
	}
}

func TestExplain(t *testing.T) {
	file := func(facts string, tools ...string) []byte {
		var b strings.Builder
		b.WriteString(generated.Header + "\n\npackage p\n\nfunc init() { runtime.RegisterFacts(`" + facts + "`) }\n\nfunc RegisterTools(s *mcp.Server) {\n\truntime.Register(s,\n")
		for _, tl := range tools {
			name, in, _ := strings.Cut(tl, "=")
			b.WriteString("\t\truntime.GeneratedTool{Tool: &mcp.Tool{Name: \"" + name + "\"}, Input: json.RawMessage(`" + in + "`)},\n")
		}
		b.WriteString("\t)\n}\n")
		return []byte(b.String())
	}
	base := file("{}", "a={}", "b={}")
	for _, tc := range []struct {
		name       string
		have, want []byte
		explain    string
	}{
		{"schema", base, file("{}", "a={}", `b={"type":"object"}`), `the input schema of tool "b" changed`},
		{"added", base, file("{}", "a={}", "b={}", "c={}"), `tool "c" is not registered`},
		{"removed", base, file("{}", "a={}"), `it registers tool "b", which is no longer declared`},
		{"facts", base, file(`{"enums":{}}`, "a={}", "b={}"), `the type facts (doc comments, enum values) changed`},
		{"unneeded", base, nil, `no tool of this package needs it any more`},
		{"not ours", []byte("package p\n"), base, `it was not written by mcpvet gen`},
		{"format", base, append(slices.Clone(base), '\n'), `it differs from what mcpvet gen writes now`},
		{"many", base, file("{}", "c={}", "d={}", "e={}", "f={}"), `tool "c" is not registered; tool "d" is not registered; tool "e" is not registered; and 3 more`},
		{"old contract", []byte(generated.Header + "\n\npackage p\n\nimport rt \"github.com/mcpvet/mcpvet/runtime\"\n\nfunc init() { rt.RegisterFacts(`{}`) }\n"), base,
			`it was written by an older mcpvet gen for the runtime.Register contract`},
		{"route options", []byte(generated.Header + "\n\npackage p\n\nimport \"github.com/mcpvet/mcpvet/runtime\"\n\nfunc RegisterRouteTools(s *mcp.Server, opts runtime.APIOptions) {}\n"), base,
			`tool "a" is not registered; tool "b" is not registered`},
	} {
		if got := generated.Explain(tc.have, tc.want); got != tc.explain {
			t.Errorf("%s: Explain = %q; want %q", tc.name, got, tc.explain)
		}
	}
}
