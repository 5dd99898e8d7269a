package genload_test

import (
	"errors"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/mcpvet/mcpvet/internal/stdsyntax"

	"github.com/mcpvet/mcpvet/analyzers"
	"github.com/mcpvet/mcpvet/internal/genload"
)

// refusing are the fixtures gen must refuse.
var refusing = []string{"./gen/refused", "./gen/routesrefused"}

// mcpvetErrors runs every analyzer on the packages as mcpvet does and
// returns, by package path, its error-severity diagnostics as it prints
// them ("file:line:col: CODE: message"), and its warnings.
func mcpvetErrors(t *testing.T, patterns ...string) (errs, warnings map[string][]string) {
	t.Helper()
	pkgs, err := stdsyntax.Load(&packages.Config{Mode: packages.LoadAllSyntax, Dir: fixtures}, patterns...)
	if err != nil {
		t.Fatal(err)
	}
	g, err := checker.Analyze(analyzers.All, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	errs, warnings = map[string][]string{}, map[string][]string{}
	for _, act := range g.Roots {
		if act.Err != nil {
			t.Fatalf("%s: %v", act, act.Err)
		}
		code, ok := analyzers.Lookup(act.Analyzer.Name)
		for _, d := range act.Diagnostics {
			line := genload.Refused{Pos: act.Package.Fset.Position(d.Pos), Message: d.Message}.String()
			if !ok {
				t.Errorf("%s reports without a code: %s", act.Analyzer.Name, line)
			}
			path := strings.TrimPrefix(act.Package.PkgPath, "fixtures/")
			if code.Severity == analyzers.Error {
				errs[path] = append(errs[path], line)
			} else {
				warnings[path] = append(warnings[path], line)
			}
		}
	}
	return errs, warnings
}

// TestRefusalsAreDiagnostics: gen refuses a package with exactly the
// error diagnostics mcpvet reports there, line for line in mcpvet's
// words; the warnings refuse nothing; and none of those errors is an
// OMCG0005 asking to run mcpvet gen, which would refuse.
func TestRefusalsAreDiagnostics(t *testing.T) {
	pkgs := load(t)
	errs, warnings := mcpvetErrors(t, refusing...)
	for _, pattern := range refusing {
		path := strings.TrimPrefix(pattern, "./")
		p := pkgs[path]
		var r *genload.Refusal
		if !errors.As(p.Err, &r) || len(r.Diagnostics) == 0 || len(r.Errors) > 0 {
			t.Errorf("%s: gen does not refuse it with diagnostics: %v", path, p.Err)
			continue
		}
		var got []string
		for _, d := range r.Diagnostics {
			got = append(got, d.String())
		}
		slices.Sort(got)
		want := slices.Sorted(slices.Values(errs[path]))
		if !slices.Equal(got, want) {
			t.Errorf("%s: gen refuses with\n%s\nmcpvet reports the errors\n%s", path, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
		for _, line := range want {
			if strings.Contains(line, "run mcpvet gen") {
				t.Errorf("%s: mcpvet asks to run mcpvet gen, which refuses: %s", path, line)
			}
		}
		for _, line := range warnings[path] {
			if slices.Contains(got, line) {
				t.Errorf("%s: gen refuses for a warning: %s", path, line)
			}
		}
		if p.Src != nil {
			t.Errorf("%s: gen writes a file for a package it refuses", path)
		}
		if msg := p.Err.Error(); !strings.HasPrefix(msg, "mcpvet gen: "+p.Path+": fix these first") {
			t.Errorf("%s: error text:\n%s", path, msg)
		}
	}
}

// TestRefused: what refuses gen/refused, by place and code; the words are
// the analyzers' (TestRefusalsAreDiagnostics).
func TestRefused(t *testing.T) {
	checkRefusals(t, "gen/refused", []string{
		"refused.go:11 OMCG0002 bad.name!: In.Done: type chan bool has no JSON form",
		"refused.go:17 OMCG0003 the results of Watch are not a tool result form",
		`refused.go:21 OMCG0008 tool name "bad.name!" is not valid`,
		`refused.go:32 OMCG0007 tool name "again" is already used; the generated code registers both`,
		// No analyzer but the generator's own sees these.
		"refused.go:37 OMCG0005 mcpvet gen cannot write mcpvet_gen.go: a parameter of Unnamed has no name",
		"refused.go:37 OMCG0005 mcpvet gen cannot write mcpvet_gen.go: a parameter of Unnamed has no name",
		`refused.go:41 OMCG0015 unknown key "titel"`,
		"refused.go:42 OMCG0004 //mcp:tool func Generic has type parameters",
		"refused.go:50 OMCG0001 //mcp:tool cannot register this",
		"refused.go:62 OMCG0005 mcpvet gen cannot write mcpvet_gen.go: the tools of store and of Store would both be registered by RegisterStoreTools",
		"refused.go:71 OMCG0005 mcpvet gen cannot write mcpvet_gen.go: RegisterTools is declared here, and the generated file declares it",
		"refused.go:75 OMCG0015 unknown directive //mcp:tol; did you mean //mcp:tool?",
		"refused.go:84 OMCG0010 //mcp:tool method Box.Get is a method of the generic type Box",
		"refused.go:89 OMCG0009 //mcp:tool func Two has 2 context.Context parameters",
		// An error of any code refuses, not only those about tools.
		"refused.go:94 OMCG0015 unknown directive //mcp:ignored",
	})
}

// checkRefusals compares the refusals of a package, as "file:line CODE
// message", with the prefixes in want.
func checkRefusals(t *testing.T, path string, want []string) {
	t.Helper()
	p := load(t)[path]
	var r *genload.Refusal
	if !errors.As(p.Err, &r) {
		t.Fatalf("%s: error %v; want a *genload.Refusal", path, p.Err)
	}
	var got []string
	for _, d := range r.Diagnostics {
		file, line := filepath.Base(d.Pos.Filename), strconv.Itoa(d.Pos.Line)
		code, msg, _ := strings.Cut(d.Message, ": ")
		got = append(got, file+":"+line+" "+code+" "+msg)
	}
	if len(got) != len(want) {
		t.Fatalf("%s: refusals:\n%s\nwant:\n%s", path, strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	for i := range want {
		if !strings.HasPrefix(got[i], want[i]) {
			t.Errorf("%s: refusal %d: %s\nwant prefix: %s", path, i, got[i], want[i])
		}
	}
}
