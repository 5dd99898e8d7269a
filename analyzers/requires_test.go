package analyzers_test

import (
	"slices"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers"
)

func TestWithRequirements(t *testing.T) {
	base := &analysis.Analyzer{Name: "base"}
	mid := &analysis.Analyzer{Name: "mid", Requires: []*analysis.Analyzer{base}}
	top := &analysis.Analyzer{Name: "top", Requires: []*analysis.Analyzer{mid, base}}
	other := &analysis.Analyzer{Name: "other", Requires: []*analysis.Analyzer{base}}
	got := analyzers.WithRequirements([]*analysis.Analyzer{top, other, mid})
	want := []*analysis.Analyzer{base, mid, top, other}
	if !slices.Equal(got, want) {
		var names []string
		for _, a := range got {
			names = append(names, a.Name)
		}
		t.Errorf("WithRequirements = %v, want base, mid, top, other", names)
	}
}
