package lsp

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"golang.org/x/tools/go/packages"
)

// TestLoadFiles: asking go list for the open files by their directories
// (one go list) finds, for every file, the packages a file= query of its
// own finds (one go list each): a plain file, a test file, an external
// test, a file of a nested module, a file no build includes, and a file
// outside the engine's module.
func TestLoadFiles(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"mod/go.mod":       "module example.com/mod\n\ngo 1.26\n",
		"mod/p/p.go":       "package p\n\nfunc P() {}\n",
		"mod/p/p_test.go":  "package p\n\nimport \"testing\"\n\nfunc TestP(t *testing.T) { P() }\n",
		"mod/p/x_test.go":  "package p_test\n\nimport \"example.com/mod/p\"\n\nvar _ = p.P\n",
		"mod/p/ignored.go": "//go:build ignore\n\npackage main\n\nfunc main() {}\n",
		"mod/q/q.go":       "package q\n\nimport \"example.com/mod/p\"\n\nvar Q = p.P\n",
		"mod/inner/go.mod": "module example.com/inner\n\ngo 1.26\n",
		"mod/inner/i.go":   "package inner\n",
		"other/go.mod":     "module example.com/other\n\ngo 1.26\n",
		"other/o.go":       "package other\n",
	})
	root := filepath.Join(dir, "mod")
	overlay := map[string][]byte{}
	for _, f := range []string{"mod/p/p.go", "mod/p/p_test.go", "mod/p/x_test.go", "mod/p/ignored.go", "mod/q/q.go", "mod/inner/i.go", "other/o.go"} {
		path := filepath.Join(dir, f)
		c, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		overlay[path] = c
	}
	cfg := func() *packages.Config {
		return &packages.Config{Mode: packages.NeedName | packages.NeedFiles | packages.NeedCompiledGoFiles, Dir: root, Env: append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod", "GOPROXY=off"), Overlay: overlay, Tests: true}
	}
	got, err := loadFiles(cfg(), root, overlay)
	if err != nil {
		t.Fatal(err)
	}
	for path := range overlay {
		want, err := packages.Load(cfg(), "file="+path)
		if err != nil {
			t.Fatal(err)
		}
		if g, w := holding(got, path), holding(want, path); !slices.Equal(g, w) {
			t.Errorf("%s: held by %q; a file= query finds %q", path, g, w)
		}
	}
}

// holding lists the IDs of the packages of the graph that compile path.
func holding(roots []*packages.Package, path string) []string {
	var ids []string
	packages.Visit(roots, nil, func(p *packages.Package) {
		if slices.Contains(p.CompiledGoFiles, path) {
			ids = append(ids, p.ID)
		}
	})
	slices.Sort(ids)
	return ids
}
