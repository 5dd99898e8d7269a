package schematype_test

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"

	"github.com/mcpvet/mcpvet/analyzers/families/schematype"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
)

// omcg0014Dirs are OMCG0014's fixtures that want comments describe: all
// but crosspkg, whose findings are in another package's file than the one
// analyzed (TestOMCG0014Elsewhere reads them).
var omcg0014Dirs = []string{"fixtures/omcg0014/a", "fixtures/omcg0014/anytrue", "fixtures/omcg0014/nilmap", "fixtures/omcg0014/percause", "fixtures/omcg0014/wrapped"}

// omcg0014 runs OMCG0014 on its fixtures, from the one load of them
// that the tests share, and returns its actions on the packages in dirs.
func omcg0014(t *testing.T, dirs ...string) []*checker.Action {
	pkgs := fixturetest.Load(t, fixturetest.Dir(t), "./omcg0014/...")
	return fixturetest.Actions(t, pkgs, schematype.OMCG0014, dirs...)
}

// TestOMCG0014Advice: every OMCG0014 says what following its advice
// changes besides the schemas (runtime.AddTool's error policy and its
// text-only results that are not objects; runtime/addtool_test.go holds
// both against the real go-sdk), not only that the signature is the same.
func TestOMCG0014Advice(t *testing.T) {
	const advice = `; use runtime.AddTool (same signature, schemas that follow encoding/json; unlike mcp.AddTool, it sends "The tool failed." for an error that is not a *runtime.ToolError, and a result that is not an object as text only, without an output schema) or set the tool's schema explicitly`
	n := 0
	for _, act := range omcg0014(t, omcg0014Dirs...) {
		for _, d := range act.Diagnostics {
			n++
			if !strings.HasSuffix(d.Message, advice) {
				t.Errorf("%s: %q does not end with the advice %q", act.Package.Fset.Position(d.Pos), d.Message, advice)
			}
		}
	}
	if n == 0 {
		t.Fatal("no OMCG0014 diagnostic: the test proves nothing")
	}
}

// TestOMCG0014PerCause: a type that many fields of many tools use is one
// finding, whose related locations list every tool and every field (what
// -json and SARIF carry beyond the first names of the message).
func TestOMCG0014PerCause(t *testing.T) {
	var n int
	for _, act := range omcg0014(t, "fixtures/omcg0014/percause") {
		for _, d := range act.Diagnostics {
			n++
			tools, fields := 0, 0
			for _, rel := range d.Related {
				switch {
				case strings.HasPrefix(rel.Message, "reaches tool "):
					tools++
				case rel.Message == "a field of this type":
					fields++
				}
			}
			if tools != 5 || fields != 5 {
				t.Errorf("%s: related lists %d tools and %d fields, want 5 and 5", d.Message, tools, fields)
			}
		}
	}
	if n != 1 {
		t.Errorf("%d diagnostics, want 1", n)
	}
}

// TestOMCG0014Elsewhere: a type with its own JSON form, declared in
// package util and used by the tools of packages alpha and beta, is
// reported at its declaration by both, with the same message, which names
// no tool (neither package sees the other's), and each package's tools in
// the related locations: a driver that prints the module's findings
// together prints one. Before, each package reported it at its own first
// field, naming its own tools: two findings for one cause. A want comment
// cannot say this (the diagnostic is in util's file while alpha is
// analyzed), so the test reads the diagnostics itself.
func TestOMCG0014Elsewhere(t *testing.T) {
	var rec recorder
	byPkg := map[string][]analysis.Diagnostic{}
	var posns []string
	for _, act := range omcg0014(t, "fixtures/omcg0014/crosspkg") {
		fixturetest.CheckWant(&rec, act)
		for _, d := range act.Diagnostics {
			byPkg[act.Package.Name] = append(byPkg[act.Package.Name], d)
			posns = append(posns, act.Package.Fset.Position(d.Pos).String())
		}
	}
	// analysistest calls each diagnostic in util's file unexpected, as it
	// looks for a want comment in the analyzed package's own files.
	for _, e := range rec.errs {
		if !strings.Contains(e, "unexpected diagnostic: OMCG0014: util.StringOrInt: ") {
			t.Error(e)
		}
	}
	const msg = "OMCG0014: util.StringOrInt: the go-sdk infers the Go shape of util.StringOrInt (a string), but encoding/json reads whatever its UnmarshalJSON method does"
	if len(byPkg) != 2 || len(byPkg["alpha"]) != 1 || len(byPkg["beta"]) != 1 {
		t.Fatalf("diagnostics by package: %v, want one in alpha and one in beta", byPkg)
	}
	for name, ds := range byPkg {
		d := ds[0]
		if !strings.HasPrefix(d.Message, msg) {
			t.Errorf("%s: %q, want it to start with %q", name, d.Message, msg)
		}
		if d.Message != byPkg["alpha"][0].Message {
			t.Errorf("%s: message %q differs from alpha's %q", name, d.Message, byPkg["alpha"][0].Message)
		}
		var tools []string
		for _, rel := range d.Related {
			if tool, ok := strings.CutPrefix(rel.Message, "reaches tool "); ok {
				tools = append(tools, tool)
			}
		}
		if want := []string{name + "_get", name + "_list"}; !slices.Equal(tools, want) {
			t.Errorf("%s: related tools %v, want %v", name, tools, want)
		}
	}
	for _, p := range posns {
		if !strings.HasSuffix(p, filepath.Join("omcg0014", "crosspkg", "util", "util.go")+":12:1") {
			t.Errorf("reported at %s, want util.go:12:1 (the type's line)", p)
		}
	}
}

// recorder is an analysistest.Testing that keeps what it is told.
type recorder struct{ errs []string }

func (r *recorder) Errorf(format string, args ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}
