package clients_test

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"

	"github.com/mcpvet/mcpvet/analyzers/families/clients"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
	"github.com/mcpvet/mcpvet/analyzers/internal/model/clientprofile"
)

// TestUnselected: a client left out of -clients is not named, and
// none turns the family off.
func TestUnselected(t *testing.T) {
	for _, v := range []string{"none", "openai,cursor,copilot"} {
		if err := clientprofile.Analyzer.Flags.Set("clients", v); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { clientprofile.Analyzer.Flags.Set("clients", "all") })
		fixturetest.Run(t, omcg0023(t), clients.Analyzers, "fixtures/omcg0023/quiet")
	}
}

// omcg0023 is the load of OMCG0023's fixtures that the tests share.
func omcg0023(t *testing.T) []*packages.Package {
	return fixturetest.Load(t, fixturetest.Dir(t), "./omcg0023/...")
}

func TestOMCG0037(t *testing.T) {
	dir := fixturetest.Dir(t)
	// The fixed file builds: go build reads the golden file in a.go's
	// place (an overlay: nothing is written in the fixture module).
	src := filepath.Join(dir, "omcg0037", "a", "a.go")
	overlay, err := json.Marshal(map[string]map[string]string{"Replace": {src: src + ".golden"}})
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "overlay.json")
	if err := os.WriteFile(file, overlay, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", "build", "-overlay="+file, "./omcg0037/a")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("the fixed fixture does not build: %v\n%s", err, out)
	}
}

// TestOMCG0023Paths: a field that one tool reaches by three property
// paths is one finding, worded for the first path, the other two in its
// related locations (before, three findings at one field).
func TestOMCG0023Paths(t *testing.T) {
	n := 0
	for _, act := range fixturetest.Run(t, omcg0023(t), []*analysis.Analyzer{clients.OMCG0023}, "fixtures/omcg0023/paths") {
		for _, d := range act.Diagnostics {
			if !strings.Contains(d.Message, ".[].level") {
				continue
			}
			n++
			var also []string
			for _, rel := range d.Related {
				if w, ok := strings.CutPrefix(rel.Message, "also "); ok {
					also = append(also, w)
				}
			}
			if want := []string{`input property "merge.[].level"`, `input property "push.[].level"`}; !slices.Equal(also, want) {
				t.Errorf("%s: related paths %q, want %q", d.Message, also, want)
			}
		}
	}
	if n != 1 {
		t.Errorf("%d findings at Access.Level, want 1", n)
	}
}

// TestOMCG0023Elsewhere: the pointer fields of a struct that package page
// declares and the tools of alpha and beta embed are reported at their
// declarations, once per field in each package with the same message
// (naming the field, no tool, no fix: the packages that import page are
// not seen), each package's tools in the related locations. Before, each
// registration was reported, once per field: four findings for two
// causes, and a thousand on a server whose every list tool embeds one
// pagination struct. A want comment cannot say this (the diagnostic is in
// page's file while alpha is analyzed), so the test reads them itself.
func TestOMCG0023Elsewhere(t *testing.T) {
	var rec recorder
	type spot struct{ posn, msg string }
	tools := map[spot][]string{}
	for _, act := range fixturetest.Actions(t, omcg0023(t), clients.OMCG0023, "fixtures/omcg0023/crosspkg") {
		fixturetest.CheckWant(&rec, act)
		for _, d := range act.Diagnostics {
			if len(d.SuggestedFixes) > 0 {
				t.Errorf("%s: a fix in another package's file", d.Message)
			}
			k := spot{act.Package.Fset.Position(d.Pos).String(), d.Message}
			for _, rel := range d.Related {
				if tool, ok := strings.CutPrefix(rel.Message, "reaches tool "); ok {
					tools[k] = append(tools[k], act.Package.Name+":"+tool)
				}
			}
		}
	}
	for _, e := range rec.errs {
		if !strings.Contains(e, "unexpected diagnostic: OMCG0023: page.Input.") {
			t.Error(e)
		}
	}
	file := filepath.Join("omcg0023", "crosspkg", "page", "page.go")
	want := map[string]string{
		file + ":9:1":  `OMCG0023: page.Input.First has "type": ["null","integer"]: Gemini takes one type per schema`,
		file + ":10:1": `OMCG0023: page.Input.Last has "type": ["null","integer"]: Gemini takes one type per schema`,
	}
	if len(tools) != len(want) {
		t.Errorf("%d distinct findings, want %d: %v", len(tools), len(want), tools)
	}
	for k, got := range tools {
		var prefix string
		for suffix, w := range want {
			if strings.HasSuffix(k.posn, suffix) {
				prefix = w
			}
		}
		if prefix == "" || !strings.HasPrefix(k.msg, prefix) {
			t.Errorf("%s: %q, want one of %v", k.posn, k.msg, want)
		}
		if w := []string{"alpha:alpha_list", "beta:beta_list"}; !slices.Equal(got, w) {
			t.Errorf("%s: tools by package %v, want %v (each package reports its own)", k.posn, got, w)
		}
	}
}

// recorder is an analysistest.Testing that keeps what it is told.
type recorder struct{ errs []string }

func (r *recorder) Errorf(format string, args ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}
