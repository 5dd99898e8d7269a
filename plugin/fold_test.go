package plugin

import (
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/golangci/plugin-module-register/register"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/mcpvet/mcpvet/internal/fixturemod"
)

// TestOneIssuePerFinding runs the plugin's analyzers on the golangci-lint
// fixture, whose OMCG0007 finding has a related location: the finding
// reaches the driver with it in its message and with no Related, which
// golangci-lint would show as an issue of its own.
func TestOneIssuePerFinding(t *testing.T) {
	if err := fixturemod.Readonly(); err != nil {
		t.Fatal(err)
	}
	newPlugin, _ := register.GetPlugin("mcpvet")
	p, err := newPlugin(map[string]any{"disable": []any{"OMCG0013"}})
	if err != nil {
		t.Fatal(err)
	}
	as, err := p.BuildAnalyzers()
	if err != nil {
		t.Fatal(err)
	}
	cfg := &packages.Config{Mode: packages.LoadAllSyntax, Dir: "testdata/gclproj", Env: append(os.Environ(), "GOWORK=off")}
	pkgs, err := packages.Load(cfg, "./...")
	if err != nil {
		t.Fatal(err)
	}
	g, err := checker.Analyze(as, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	var msgs []string
	for act := range g.All() {
		if !act.IsRoot {
			continue
		}
		for _, d := range act.Diagnostics {
			if len(d.Related) > 0 {
				t.Errorf("%s: %s: still has %d related locations", act.Analyzer.Name, d.Message, len(d.Related))
			}
			msgs = append(msgs, d.Message)
		}
	}
	want := `OMCG0007: tool name "docs.search" is already used on the same server (s), and both registrations can run; the go-sdk keeps the last registration and silently drops the other: rename one of them (related: 25:33: tool name "docs.search" is first used here)`
	found := false
	for _, m := range msgs {
		found = found || m == want
	}
	if !found {
		t.Errorf("no diagnostic\n%s\namong\n%s", want, strings.Join(msgs, "\n"))
	}
}

// TestFoldRelated: a related location in the diagnostic's file is a line
// and column; one in another file has that file's path from the
// diagnostic's directory; several are separated by semicolons.
func TestFoldRelated(t *testing.T) {
	fset := token.NewFileSet()
	src := "package p\n\nvar a, b = 1, 2\n"
	f1 := fset.AddFile(filepath.Join("m", "p", "p.go"), -1, len(src))
	f1.SetLinesForContent([]byte(src))
	f2 := fset.AddFile(filepath.Join("m", "q", "q.go"), -1, len(src))
	f2.SetLinesForContent([]byte(src))
	d := analysis.Diagnostic{
		Pos:     f1.Pos(strings.Index(src, "b ")),
		Message: "OMCG0007: b",
		Related: []analysis.RelatedInformation{
			{Pos: f1.Pos(strings.Index(src, "a,")), Message: "a here"},
			{Pos: f2.Pos(strings.Index(src, "b ")), Message: "b there"},
		},
	}
	got := foldRelated(fset, d)
	if want := "OMCG0007: b (related: 3:5: a here; ../q/q.go:3:8: b there)"; got.Message != want || got.Related != nil {
		t.Errorf("foldRelated = %q, %v; want %q and no related", got.Message, got.Related, want)
	}
	if d := (analysis.Diagnostic{Message: "OMCG0008: x"}); foldRelated(fset, d).Message != d.Message {
		t.Errorf("a diagnostic without related locations changed: %q", foldRelated(fset, d).Message)
	}
}
