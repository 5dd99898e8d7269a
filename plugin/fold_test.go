package plugin

import (
	"os"
	"strings"
	"testing"

	"github.com/golangci/plugin-module-register/register"
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
