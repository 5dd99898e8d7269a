// Package toolpass builds the analyzers of the codes that judge a
// package's tools: a code's pass (analyzerutil's) with what the tool fact
// passes found (Facts, and API when the code requires apifacts), and the
// reporters that group one finding of many tools (Problems,
// SDKFindings). The framework below it, analyzerutil, knows no model; a
// code that reads the tools says so by being built here, which adds
// mcpfacts to what it requires.
package toolpass

import (
	"fmt"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/facts/apifacts"
	"github.com/mcpvet/mcpvet/analyzers/facts/mcpfacts"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/reasoncode"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
	"github.com/mcpvet/mcpvet/schema/sdkdialect"
)

// Pass is a code's pass with the tool fact passes' results.
type Pass struct {
	*analyzerutil.Pass
	Facts *mcpfacts.Result
	// API is the apifacts result when the code requires apifacts, else nil.
	API *apifacts.Result
}

// Code is a code that runs on a Pass.
type Code = analyzerutil.CodeOf[*Pass]

// New returns the analyzer of a code about the package's tools: it
// requires mcpfacts besides what c requires, and runs when mcpfacts has a
// result.
func New(c Code) *analyzerutil.Analyzer {
	c.Requires = append([]*analysis.Analyzer{mcpfacts.Analyzer}, c.Requires...)
	return analyzerutil.NewOf(c, func(p *analyzerutil.Pass) (*Pass, bool) {
		res, _ := p.ResultOf[mcpfacts.Analyzer].(*mcpfacts.Result)
		if res == nil {
			return nil, false
		}
		api, _ := p.ResultOf[apifacts.Analyzer].(*apifacts.Result)
		return &Pass{Pass: p, Facts: res, API: api}, true
	})
}

// Tools are the package's tools: those mcpfacts finds and, when the code
// requires apifacts, its route tools (origin *mcptool.Route), in that
// order. A route tool is a Tool like any other: what a code asks of tools
// in general it asks of these.
func (p *Pass) Tools() []*mcptool.Tool {
	if p.API == nil || len(p.API.Tools) == 0 {
		return p.Facts.Tools
	}
	out := slices.Clip(p.Facts.Tools)
	for _, r := range p.API.Tools {
		if r.Tool != nil {
			out = append(out, r.Tool)
		}
	}
	return out
}

// Problems calls fn once for each distinct schema problem (by position and
// message) that keep accepts, of the package's Tools: a type used by
// several tools is reported once, its Path prefixed with the tools that
// reach it, sorted (Reach: "list_docs, search_docs: SearchIn.Filter", the
// first three and a count beyond). The first path found is kept; Report,
// called from fn, attaches the group's related locations.
func (p *Pass) Problems(keep func(*mcptool.Tool, mcptool.Problem) bool, fn func(mcptool.Problem)) {
	var g analyzerutil.Group[mcptool.Problem]
	for _, t := range p.Tools() {
		for _, pr := range t.Problems {
			if keep(t, pr) {
				g.Add(analyzerutil.Spot{Pos: pr.Pos, Msg: pr.Message}, pr, reached(t), token.NoPos)
			}
		}
	}
	g.Each(p.Pass, func(pr mcptool.Problem, tools string, _ int) {
		pr.Path = tools + pr.Path
		fn(pr)
	})
}

// Owns reports whether a schema problem of tool t is the code's to
// report: the one table of analyzers/internal/foundation/reasoncode says which code
// each kind of problem belongs to. A code's own file adds what narrows it
// further and says it in its own words.
func (p *Pass) Owns(t *mcptool.Tool, pr mcptool.Problem) bool {
	sdk := t != nil && t.SDKInfers()
	return reasoncode.Problem(pr.Kind, pr.Direction, sdk) == p.Code
}

// OwnsSDK is Owns for a finding of the go-sdk model.
func (p *Pass) OwnsSDK(f mcptool.SDKFinding) bool {
	return reasoncode.SDK(f.Reason, f.Dir) == p.Code
}

// SDKFindings is Problems for the go-sdk dialect findings of mcp.AddTool
// tools: one per position and message, the Path prefixed with the tools,
// and one per type for a type whose own methods decide its JSON form.
func (p *Pass) SDKFindings(keep func(mcptool.SDKFinding) bool, fn func(mcptool.SDKFinding)) {
	var g analyzerutil.Group[mcptool.SDKFinding]
	for _, t := range p.Facts.Tools {
		for _, f := range t.SDK {
			// A panic where only tests register, or under a recover, is
			// not a start-up panic of the server.
			if f.Kind == sdkdialect.Panic && t.Contained != mcptool.NotContained {
				continue
			}
			if !keep(f) {
				continue
			}
			k, use := analyzerutil.Spot{Pos: f.Pos, Msg: f.Message}, token.NoPos
			if typeLevel[f.Reason] && f.Type != "" {
				// One finding per type, however many fields use it: at
				// its declaration when it is in this package.
				k, use = analyzerutil.Spot{Pos: p.typeDecl(f.Type), Msg: "type " + f.Type + ": " + f.Message}, f.Pos
				if k.Pos.IsValid() {
					f.Pos, f.End, f.Field = k.Pos, k.Pos+token.Pos(len(typeBase(f.Type))), nil
				} else if at := p.Elsewhere(p.importedType(f.Type)); at.IsValid() {
					// Declared in an imported package: there, once
					// for every package that uses it (elsewhere.go).
					k.Pos, f.Pos, f.End, f.Field = at, at, token.NoPos, nil
					g.MarkElsewhere(k)
				}
			}
			g.Add(k, f, reached(t), use)
		}
	}
	g.Each(p.Pass, func(f mcptool.SDKFinding, tools string, uses int) {
		switch {
		case typeLevel[f.Reason] && f.Field == nil && f.Pos.IsValid() && f.Pos == p.Elsewhere(p.importedType(f.Type)):
			f.Path = typeBaseQualified(strings.TrimPrefix(f.Type, "*")) // at a declaration of another package
		case typeLevel[f.Reason] && f.Field == nil && f.Pos == p.typeDecl(f.Type) && f.Pos.IsValid():
			f.Path = typeBase(f.Type) // at the type's declaration
			if uses > 1 {
				f.Path += fmt.Sprintf(" (at %d fields)", uses)
			}
		case uses > 1:
			f.Path += fmt.Sprintf(" (and %d more fields)", uses-1)
		}
		f.Path = tools + f.Path
		fn(f)
	})
}

// typeLevel are the SDK reasons that are about a type rather than the
// field that uses it: its methods decide its JSON form.
var typeLevel = map[sdkdialect.Reason]bool{
	sdkdialect.Marshaler:     true,
	sdkdialect.TextMarshaler: true,
}

// typeDecl is the declaration of a type of this package named as
// typesview names types (pkg.Name[args]), NoPos for any other.
func (p *Pass) typeDecl(name string) token.Pos {
	pkg, base, ok := strings.Cut(strings.TrimPrefix(typeBaseQualified(name), "*"), ".")
	if !ok || pkg != p.Pkg.Name() {
		return token.NoPos
	}
	if tn, ok := p.Pkg.Scope().Lookup(base).(*types.TypeName); ok {
		return tn.Pos()
	}
	return token.NoPos
}

// typeBaseQualified is pkg.Name of pkg.Name[args].
func typeBaseQualified(name string) string {
	if i := strings.IndexByte(name, '['); i >= 0 {
		return name[:i]
	}
	return name
}

// typeBase is Name of pkg.Name[args].
func typeBase(name string) string {
	q := typeBaseQualified(name)
	return q[strings.LastIndexByte(q, '.')+1:]
}

// reached is a tool as a related location names it: where it is named.
func reached(t *mcptool.Tool) analyzerutil.Reached {
	if t.NamePos.IsValid() {
		return analyzerutil.Reached{Name: t.Name, Pos: t.NamePos}
	}
	return analyzerutil.Reached{Name: t.Name, Pos: t.Pos}
}

// importedType is the type an SDK finding names as typesview writes
// types (pkg.Name[args], perhaps with a leading *), when it is declared in
// a package this one imports, directly or not, and no other imported
// package of that name declares one of that name: nil otherwise.
func (p *Pass) importedType(name string) types.Object {
	pkgName, base, ok := strings.Cut(strings.TrimPrefix(typeBaseQualified(name), "*"), ".")
	if !ok || pkgName == p.Pkg.Name() {
		return nil
	}
	var found *types.TypeName
	seen := map[*types.Package]bool{}
	var visit func(pkgs []*types.Package) bool
	visit = func(pkgs []*types.Package) bool {
		for _, pkg := range pkgs {
			if seen[pkg] {
				continue
			}
			seen[pkg] = true
			if pkg.Name() == pkgName {
				if tn, ok := pkg.Scope().Lookup(base).(*types.TypeName); ok {
					if found != nil {
						return false // two candidates: say nothing of either
					}
					found = tn
				}
			}
			if !visit(pkg.Imports()) {
				return false
			}
		}
		return true
	}
	if !visit(p.Pkg.Imports()) || found == nil {
		return nil // never a nil *TypeName in the interface
	}
	return found
}
