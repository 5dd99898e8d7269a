package analyzers_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/packages"
)

// The layers of the module, bottom first: a package imports only packages
// of its own layer or below, and a family no other family. Under
// analyzers/ a layer is a folder (analyzers/<layer>/ for the packages
// others may import, analyzers/internal/<layer>/ for the rest), so that
// where a package stands is where it is; a package outside those folders
// is placed here (a new one must be).
var layers = []struct {
	name string
	pkgs []string // relative to the module; "dir/..." for a tree
}{
	{"foundation", []string{
		"docs/diagnostics", "internal/stdsyntax", "internal/gcpace", "schema", "schema/...",
		// The analyzer framework among them: at the bottom, importing no model.
		"analyzers/internal/foundation/...",
	}},
	// The syntax index and control flow the passes that follow values
	// share.
	{"substrates", []string{"analyzers/substrate/..."}},
	{"models", []string{"analyzers/internal/model/...", "analyzers/model/..."}},
	{"fact passes", []string{"analyzers/facts/..."}},
	// The framework's view of the package's tools, for the codes that
	// judge them.
	{"code support", []string{"analyzers/internal/support/..."}},
	{"families", []string{familiesDir + "..."}},
	{"registry", []string{"analyzers"}},
	{"drivers", []string{"cmd/...", "internal/genload", "plugin", "analyzers/nogo", "analyzers/nogo/..."}},
	{"examples", []string{"examples/..."}},
	{"test support", []string{"analyzers/internal/fixturetest", "internal/fixturemod", "internal/testtier", "internal/inspector", "internal/runtimetests", "internal/runtimetests/..."}},
}

// familiesDir holds the packages of diagnostic codes, one folder each.
const familiesDir = "analyzers/families/"

// debts are the imports that break the layers today (none), each with why it is
// still there. Paying one off means deleting its line: the test fails on
// a debt that no longer exists, so that the list only shrinks.
var debts = map[string]string{}

const modulePath = "github.com/mcpvet/mcpvet/"

// TestLayers holds the module's packages to their layers.
func TestLayers(t *testing.T) {
	pkgs, err := packages.Load(&packages.Config{Mode: packages.NeedName | packages.NeedImports, Dir: repoRoot}, "./...")
	if err != nil {
		t.Fatal(err)
	}
	layerOf := func(path string) (int, bool) {
		rel, ok := strings.CutPrefix(path, modulePath)
		if path == strings.TrimSuffix(modulePath, "/") {
			rel, ok = "", true
		}
		if !ok {
			return 0, false
		}
		best, bestLen := -1, -1
		for i, l := range layers {
			for _, p := range l.pkgs {
				tree, isTree := strings.CutSuffix(p, "/...")
				if (rel == p || isTree && strings.HasPrefix(rel, tree+"/")) && len(p) > bestLen {
					best, bestLen = i, len(p)
				}
			}
		}
		return best, best >= 0
	}
	var broken []string
	seen := map[string]bool{}
	for _, p := range pkgs {
		from, ok := layerOf(p.PkgPath)
		if !ok {
			if strings.HasPrefix(p.PkgPath, modulePath) {
				t.Errorf("%s has no layer: place it in layers", p.PkgPath)
			}
			continue
		}
		for imp := range p.Imports {
			to, ok := layerOf(imp)
			if !ok {
				continue
			}
			edge := fmt.Sprintf("%s -> %s", strings.TrimPrefix(p.PkgPath, modulePath), strings.TrimPrefix(imp, modulePath))
			var why string
			switch {
			case to > from:
				why = fmt.Sprintf("%s imports %s, a layer above it", layers[from].name, layers[to].name)
			case from == to && layers[from].name == "families" && p.PkgPath != imp && !sameFamily(p.PkgPath, imp):
				why = "a family imports another family"
			default:
				continue
			}
			if _, owed := debts[edge]; owed {
				seen[edge] = true
				continue
			}
			broken = append(broken, edge+": "+why)
		}
	}
	slices.Sort(broken)
	for _, b := range broken {
		t.Error(b)
	}
	for edge := range debts {
		if !seen[edge] {
			t.Errorf("the debt %s is paid: delete it from debts", edge)
		}
	}
}

// sameFamily reports whether two packages of the families' folder are of
// one family (a family's own internal packages).
func sameFamily(a, b string) bool {
	family := func(path string) string {
		rel := strings.TrimPrefix(path, modulePath+familiesDir)
		name, _, _ := strings.Cut(rel, "/")
		return name
	}
	return family(a) == family(b)
}
