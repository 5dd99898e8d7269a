// Package registry finds the family package of every code: where the
// package-level *analysis.Analyzer variable named as the code is
// declared. The generator of the nogo packages and of the README's code
// lists reads it, and so does the test that holds both to analyzers.Codes.
package registry

import (
	"fmt"
	"go/types"
	"strings"

	"golang.org/x/tools/go/packages"

	"github.com/mcpvet/mcpvet/analyzers"
	"github.com/mcpvet/mcpvet/docs/diagnostics"
)

const modulePath = "github.com/mcpvet/mcpvet/"

// Declared maps each code of analyzers.Codes to the package that declares
// its analyzer variable, loaded from dir (any directory of the module).
func Declared(dir string) (map[string]*types.Package, error) {
	pkgs, err := packages.Load(&packages.Config{Mode: packages.NeedName | packages.NeedTypes, Dir: dir}, modulePath+"analyzers/...")
	if err != nil {
		return nil, err
	}
	declared := map[string]*types.Package{}
	for _, p := range pkgs {
		if p.Types == nil || strings.Contains(p.PkgPath, "/nogo") {
			continue
		}
		for _, name := range p.Types.Scope().Names() {
			if v, ok := p.Types.Scope().Lookup(name).(*types.Var); ok && types.TypeString(v.Type(), nil) == "*golang.org/x/tools/go/analysis.Analyzer" {
				declared[name] = p.Types
			}
		}
	}
	for _, c := range analyzers.Codes() {
		if declared[c.Code] == nil {
			return nil, fmt.Errorf("%s: no package-level variable %s under analyzers/", c.Code, c.Code)
		}
	}
	return declared, nil
}

// Families lists the family packages in the order of analyzers.Codes,
// each with its codes, as the README's package list names them.
func Families(declared map[string]*types.Package) []diagnostics.Family {
	var out []diagnostics.Family
	at := map[string]int{}
	for _, c := range analyzers.Codes() {
		dir := strings.TrimPrefix(declared[c.Code].Path(), modulePath) + "/"
		i, ok := at[dir]
		if !ok {
			i = len(out)
			at[dir] = i
			out = append(out, diagnostics.Family{Dir: dir})
		}
		out[i].Codes = append(out[i].Codes, c.Code)
	}
	return out
}
