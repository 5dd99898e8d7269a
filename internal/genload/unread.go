package genload

import (
	"go/ast"
	"go/token"
	"strconv"
	"strings"

	"golang.org/x/tools/go/packages"
)

// An MCP library, whatever it is called, holds the method every server
// answers (tools/call) as a string, and lists tools with an input schema
// (a field tagged json:"inputSchema"). Either alone is not enough:
// OpenTelemetry's semantic conventions name MCP's methods too, to label
// spans, and list no tool.
const (
	mcpMethod   = "tools/call"
	toolListTag = `json:"inputSchema`
)

// unreadLibraries sets, on each package loaded, the MCP libraries it
// imports that mcpvet does not read: modules other than the ones it
// reads whose code answers tools/call. Their tools are not seen, and
// -coverage says so instead of staying silent.
func unreadLibraries(roots []*packages.Package, out []*Package) {
	method, listing := map[string]bool{}, map[string]bool{}
	packages.Visit(roots, nil, func(p *packages.Package) {
		mod := p.Module
		if mod == nil || mod.Main || isLibrary(mod.Path) { // the libraries mcpvet reads
			return
		}
		m, l := mcpMarks(p)
		method[mod.Path] = method[mod.Path] || m
		listing[mod.Path] = listing[mod.Path] || l
	})
	mcpModules := map[string]bool{}
	for mod := range method {
		if method[mod] && listing[mod] {
			mcpModules[mod] = true
		}
	}
	if len(mcpModules) == 0 {
		return
	}
	byPath := map[string]*packages.Package{}
	for _, p := range roots {
		byPath[p.PkgPath] = p
	}
	for _, p := range out {
		lp := byPath[p.Path]
		if lp == nil {
			continue
		}
		seen := map[string]bool{}
		for _, imp := range lp.Imports {
			if m := imp.Module; m != nil && mcpModules[m.Path] && !seen[m.Path] {
				seen[m.Path] = true
				p.UnreadLibraries = append(p.UnreadLibraries, m.Path)
			}
		}
	}
}

// mcpMarks reports whether a package's code holds the string
// "tools/call", and a struct field tagged json:"inputSchema".
func mcpMarks(p *packages.Package) (method, listing bool) {
	for _, f := range p.Syntax {
		ast.Inspect(f, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.BasicLit:
				if x.Kind == token.STRING {
					if s, err := strconv.Unquote(x.Value); err == nil && s == mcpMethod {
						method = true
					}
				}
			case *ast.Field:
				if x.Tag != nil && strings.Contains(x.Tag.Value, toolListTag) {
					listing = true
				}
			}
			return !(method && listing)
		})
	}
	return method, listing
}
