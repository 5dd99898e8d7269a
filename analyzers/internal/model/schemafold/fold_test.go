package schemafold

import (
	"encoding/json"
	"go/ast"
	"go/constant"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"

	"github.com/mcpvet/mcpvet/analyzers/substrate/astflow"
)

// TestFoldMatchesRunTime folds the source of foldCases and compares it
// with the values the compiled test holds.
func TestFoldMatchesRunTime(t *testing.T) {
	cfg := &packages.Config{Mode: packages.LoadAllSyntax, Tests: true, Dir: "."}
	pkgs, err := packages.Load(cfg, ".")
	if err != nil {
		t.Fatal(err)
	}
	var pkg *packages.Package
	for _, p := range pkgs {
		for _, f := range p.GoFiles {
			if filepath.Base(f) == "foldcases_test.go" {
				pkg = p
			}
		}
	}
	if pkg == nil || len(pkg.Errors) > 0 {
		t.Fatalf("test package not loaded: %v", pkgs)
	}
	flow, err := astflow.Analyzer.Run(&analysis.Pass{Fset: pkg.Fset, Files: pkg.Syntax, Pkg: pkg.Types, TypesInfo: pkg.TypesInfo})
	if err != nil {
		t.Fatal(err)
	}
	f := New(pkg.TypesInfo, flow.(*astflow.Index))
	seen := 0
	for _, file := range pkg.Syntax {
		ast.Inspect(file, func(n ast.Node) bool {
			vs, ok := n.(*ast.ValueSpec)
			if !ok || len(vs.Names) != 1 || vs.Names[0].Name != "foldCases" {
				return true
			}
			for _, elt := range vs.Values[0].(*ast.CompositeLit).Elts {
				kv := elt.(*ast.KeyValueExpr)
				key := constant.StringVal(pkg.TypesInfo.Types[kv.Key].Value)
				seen++
				v, ok := f.Fold(kv.Value, anyType)
				if strings.HasPrefix(key, "unfolded/") {
					if ok {
						t.Errorf("%s: folded, want not folded", key)
					}
					continue
				}
				if !ok {
					t.Errorf("%s: not folded", key)
					continue
				}
				got, err := json.Marshal(v.Interface())
				if err != nil {
					t.Fatal(err)
				}
				want, _ := json.Marshal(foldCases[key])
				if key == "text" {
					// Texts that are not constants are left out.
					want = []byte(`{"type":"object"}`)
				}
				if string(got) != string(want) {
					t.Errorf("%s: folded\n%s\nrun time\n%s", key, got, want)
				}
			}
			return false
		})
	}
	if seen != len(foldCases) {
		t.Errorf("folded %d cases, want %d", seen, len(foldCases))
	}
}
