package tooldecl

import (
	"go/token"
	"go/types"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
)

// TestAnalyzers runs each code's analyzer on its fixtures in
// testdata/mod/<code>/, a module that uses the real go-sdk. The fixtures
// state with want comments what must be reported; every declaration
// without one must produce nothing. Where a code has suggested fixes, the
// .golden files next to the fixtures hold the files after all fixes.
func TestAnalyzers(t *testing.T) {
	dir := fixturetest.Dir(t)
	for _, tc := range []struct {
		analyzer *analysis.Analyzer
		fixes    bool
	}{
		{OMCG0001, true},
		{OMCG0004, false},
		{OMCG0009, false},
		{OMCG0010, false},
		{OMCG0012, true},
		{OMCG0015, true},
		{OMCG0019, true},
	} {
		t.Run(tc.analyzer.Name, func(t *testing.T) {
			t.Parallel()
			pattern := "./" + tc.analyzer.Name + "/..."
			if tc.fixes {
				analysistest.RunWithSuggestedFixes(t, dir, tc.analyzer, pattern)
			} else {
				analysistest.Run(t, dir, tc.analyzer, pattern)
			}
		})
	}
}

// TestReceiverProblem covers the receivers Go rejects, which go vet never
// shows an analyzer but gopls (RunDespiteErrors) may: built by hand here,
// since go/types reports such a receiver without keeping its type.
func TestReceiverProblem(t *testing.T) {
	pkg := types.NewPackage("example.com/p", "p")
	other := types.NewPackage("example.com/q", "q")
	named := func(p *types.Package, name string, u types.Type) *types.Named {
		return types.NewNamed(types.NewTypeName(token.NoPos, p, name, nil), u, nil)
	}
	T := named(pkg, "T", types.NewStruct(nil, nil))
	O := named(other, "O", types.NewStruct(nil, nil))
	P := named(pkg, "P", types.NewPointer(T))
	I := named(pkg, "I", types.NewInterfaceType(nil, nil))
	A := types.NewAlias(types.NewTypeName(token.NoPos, pkg, "A", nil), T)
	for _, tc := range []struct {
		recv types.Type
		want string // "" for a receiver the generated code can take
	}{
		{T, ""},
		{types.NewPointer(T), ""},
		{A, ""},
		{types.NewPointer(A), ""},
		{types.NewPointer(types.NewPointer(T)), "is a pointer to a pointer"},
		{O, "is not declared in this package"},
		{types.NewPointer(O), "is not declared in this package"},
		{P, "is a pointer type"},
		{I, "is an interface"},
		{types.NewStruct(nil, nil), "is not a named type"},
		{types.Typ[types.Int], "is not a named type"},
	} {
		got := receiverProblem(tc.recv, pkg)
		if tc.want == "" && got != "" || !strings.Contains(got, tc.want) {
			t.Errorf("receiverProblem(%s) = %q, want %q", tc.recv, got, tc.want)
		}
	}
}

// TestAnalyzerList checks the names and order of the analyzers; their
// docs and pages are checked over all codes (analyzers/docs_test.go).
func TestAnalyzerList(t *testing.T) {
	want := []string{"omcg0001", "omcg0004", "omcg0009", "omcg0010", "omcg0012", "omcg0015", "omcg0019"}
	if err := analysis.Validate(Analyzers); err != nil {
		t.Fatal(err)
	}
	if len(Analyzers) != len(want) {
		t.Fatalf("%d analyzers, want %d", len(Analyzers), len(want))
	}
	for i, a := range Analyzers {
		if a.Name != want[i] {
			t.Errorf("Analyzers[%d] = %s, want %s", i, a.Name, want[i])
		}
	}
}
