package tooldecl

import (
	"go/token"
	"go/types"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
)

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
