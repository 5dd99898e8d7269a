package genload

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/packages"

	"github.com/mcpvet/mcpvet/analyzers/model/mcpresource"
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
// -coverage says so instead of staying silent. A package of the main
// module that answers tools/call itself, in a module whose code lists
// tools and whose packages import none of the libraries mcpvet reads, is
// marked too (AnswersItself): a server with its own MCP code. A module
// that serves with a library mcpvet reads and looks at the method in
// front of it (github-mcp-server's HTTP middleware switches on it) is
// not one.
func unreadLibraries(roots []*packages.Package, out []*Package) {
	method, listing, usesLibrary := map[string]bool{}, map[string]bool{}, map[string]bool{}
	answers, creates := map[*packages.Package]bool{}, map[*packages.Package]bool{}
	packages.Visit(roots, nil, func(p *packages.Package) {
		mod := p.Module
		if mod == nil || isLibrary(mod.Path) { // the libraries mcpvet reads
			return
		}
		m, a, l := mcpMarks(p)
		listing[mod.Path] = listing[mod.Path] || l
		if mod.Main {
			answers[p] = a
			creates[p] = createsServer(p)
			usesLibrary[mod.Path] = usesLibrary[mod.Path] || importsLibrary(p)
			return
		}
		method[mod.Path] = method[mod.Path] || m
	})
	mcpModules := map[string]bool{}
	for mod := range method {
		if method[mod] && listing[mod] {
			mcpModules[mod] = true
		}
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
		p.AnswersItself = answers[lp] && listing[lp.Module.Path] && !usesLibrary[lp.Module.Path]
		p.CreatesServer = creates[lp]
		seen := map[string]bool{}
		for _, imp := range lp.Imports {
			if m := imp.Module; m != nil && mcpModules[m.Path] && !seen[m.Path] {
				seen[m.Path] = true
				p.UnreadLibraries = append(p.UnreadLibraries, m.Path)
			}
		}
	}
}

// createsServer reports whether p calls a function that returns a server
// of an MCP library mcpvet reads, by the result's type.
func createsServer(p *packages.Package) bool {
	if p.TypesInfo == nil {
		return false
	}
	found := false
	for _, f := range p.Syntax {
		ast.Inspect(f, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok && !found {
				if t := p.TypesInfo.TypeOf(call); t != nil {
					found = mcpresource.IsServer(t)
				}
			}
			return !found
		})
	}
	return found
}

// importsLibrary reports whether p imports a package of a library
// mcpvet reads: its tools are that library's, whatever strings its code
// holds.
func importsLibrary(p *packages.Package) bool {
	for path := range p.Imports {
		if isLibrary(path) {
			return true
		}
	}
	return false
}

// mcpMarks reports whether a package's code holds the string
// "tools/call"; whether it answers it (a case of a switch, a
// comparison, a key of a map of funcs, or an argument of a call that is
// given a func beside it: SetRequestHandler("tools/call", func…), where
// a client only sends it); and whether it has a struct field tagged
// json:"inputSchema".
func mcpMarks(p *packages.Package) (method, answers, listing bool) {
	isMethod := func(e ast.Expr) bool {
		lit, ok := ast.Unparen(e).(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING {
			return false
		}
		s, err := strconv.Unquote(lit.Value)
		return err == nil && s == mcpMethod
	}
	isFunc := func(e ast.Expr) bool {
		if _, ok := ast.Unparen(e).(*ast.FuncLit); ok {
			return true
		}
		if p.TypesInfo == nil {
			return false
		}
		if t := p.TypesInfo.TypeOf(e); t != nil {
			_, ok := t.Underlying().(*types.Signature)
			return ok
		}
		return false
	}
	for _, f := range p.Syntax {
		ast.Inspect(f, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.BasicLit:
				method = method || isMethod(x)
			case *ast.CaseClause:
				answers = answers || slices.ContainsFunc(x.List, isMethod)
			case *ast.BinaryExpr:
				answers = answers || (x.Op == token.EQL || x.Op == token.NEQ) && (isMethod(x.X) || isMethod(x.Y))
			case *ast.KeyValueExpr:
				answers = answers || isMethod(x.Key) && isFunc(x.Value)
			case *ast.CallExpr:
				answers = answers || slices.ContainsFunc(x.Args, isMethod) && slices.ContainsFunc(x.Args, isFunc)
			case *ast.Field:
				if x.Tag != nil && strings.Contains(x.Tag.Value, toolListTag) {
					listing = true
				}
			}
			return !(method && answers && listing)
		})
	}
	return method, answers, listing
}
