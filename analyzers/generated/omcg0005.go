package schematype

import (
	"bytes"
	"go/ast"
	"strconv"
	"strings"

	"github.com/mcpvet/mcpvet/analyzers/apifacts"
	"github.com/mcpvet/mcpvet/analyzers/internal/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/mcpfacts"
	"github.com/mcpvet/mcpvet/internal/gen"
)

// The generated file holds the route tools too (api.md), so the stale
// check needs the routes apifacts finds.
func init() {
	OMCG0005.Requires = append(OMCG0005.Requires, apifacts.Analyzer)
}

// checkStale reports a generated file whose content is not what mcpvet gen
// would write now: a //mcp:tool added, removed or changed since, a type
// whose schema or facts changed, a route tool added, removed or changed,
// or a file no tool needs any more; and a package whose route tools have
// no generated file at all. It says nothing when gen would refuse the
// package: the analyzers report why.
func checkStale(p *analyzerutil.Pass) {
	api, _ := p.ResultOf[apifacts.Analyzer].(*apifacts.Result)
	gf := p.Facts.GenFile
	if gf == nil {
		checkMissingRoutes(p, api)
		return
	}
	want, err := gen.File(p.Pass, p.Facts, api)
	if err != nil {
		return
	}
	have, err := p.ReadFile(p.Fset.File(gf.FileStart).Name())
	if err != nil || bytes.Equal(have, want) {
		return
	}
	p.Report(gf.Package, gf.Name.End(), nil, "%s is stale: %s; run mcpvet gen (go generate)", mcpfacts.GenFileName, gen.Explain(have, want))
}

// checkMissingRoutes reports, once, route tools of a package that has no
// generated file: at the config that selects them, or at the first one.
func checkMissingRoutes(p *analyzerutil.Pass, api *apifacts.Result) {
	if api == nil || len(api.Tools) == 0 {
		return
	}
	if _, err := gen.File(p.Pass, p.Facts, api); err != nil {
		return
	}
	var at ast.Node = api.Tools[0].Route.Handler
	if api.Config != nil {
		at = api.Config.Name
	}
	var names []string
	for _, r := range api.Tools {
		names = append(names, strconv.Quote(r.Tool.Name))
	}
	const most = 3
	list := strings.Join(names, ", ")
	if len(names) > most {
		list = strings.Join(names[:most], ", ") + " and " + strconv.Itoa(len(names)-most) + " more"
	}
	what := "route tool " + list + " has"
	if len(names) > 1 {
		what = strconv.Itoa(len(names)) + " route tools (" + list + ") have"
	}
	p.Report(at.Pos(), at.End(), nil, "%s no registration: this package has no %s; run mcpvet gen (go generate) and call RegisterRouteTools", what, mcpfacts.GenFileName)
}
