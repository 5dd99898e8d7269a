package generated

import (
	"bytes"
	"go/ast"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/facts/apifacts"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
	"github.com/mcpvet/mcpvet/runtime/schema"
)

var OMCG0005 = omcg0005.Analyzer

var omcg0005 = toolpass.New(toolpass.Code{
	Code:     "OMCG0005",
	Severity: analyzerutil.Error,
	Since:    "v0.1.0",
	// The generated file holds the route tools too, so the checks need
	// the routes apifacts finds; Analyzer computes the file.
	Requires: []*analysis.Analyzer{apifacts.Analyzer, Analyzer},
	Run:      runGenerated,
})

// enumsOnly hides doc comments: what the runtime sees of a package without
// a generated file is nothing; with enum values it would be complete.
type enumsOnly struct{ schema.Facts }

func (enumsOnly) TypeDoc(string, string) string          { return "" }
func (enumsOnly) FieldDoc(string, string, string) string { return "" }

// runGenerated reports what the generator cannot write (the conflicts),
// and, when gen would write the package's file, a file that is missing,
// stale or no longer needed, and quick-path tools that need facts a
// generated file would give them. When gen refuses the package it says
// nothing else: the codes that refuse it say why, each once, and running
// mcpvet gen would not help until they are fixed.
func runGenerated(p *toolpass.Pass) {
	gen, _ := p.ResultOf[Analyzer].(*Result)
	if gen == nil {
		return
	}
	for _, d := range gen.Conflicts {
		p.Pass.Pass.Report(d)
	}
	if gen.Refused() {
		return
	}
	hasDirectives := false
	for _, t := range p.Facts.Tools {
		switch {
		case t.Directive() != nil:
			hasDirectives = true
		case t.Style() == mcptool.RuntimeAddTool:
			if p.Facts.GenFile != nil || t.In == nil {
				continue
			}
			if what := missingFacts(p, t); what != "" {
				p.Report(t.Pos, t.End, nil, "runtime.AddTool cannot see %s by reflection, so the schema it serves differs from the one mcpvet checked; run mcpvet gen (go generate) so the runtime gets the facts", what)
			}
		}
	}
	if hasDirectives && p.Facts.GenFile == nil {
		for _, t := range p.Facts.Tools {
			if d := t.Directive(); d != nil {
				p.Report(d.Decl.Name.Pos(), d.Decl.Name.End(), nil, "tool %q has no registration: this package has no %s; run mcpvet gen (go generate)", t.Name, knowledge.GenFileName)
			}
		}
	}
	if p.Facts.GenFile == nil {
		for _, r := range p.Facts.Resources {
			what := "resource"
			if r.Template {
				what = "resource template"
			}
			p.Report(r.Decl.Name.Pos(), r.Decl.Name.End(), nil, "%s %s has no registration: this package has no %s; run mcpvet gen (go generate) and call RegisterResources", what, r.URI, knowledge.GenFileName)
		}
		for _, pr := range p.Facts.Prompts {
			p.Report(pr.Decl.Name.Pos(), pr.Decl.Name.End(), nil, "prompt %q has no registration: this package has no %s; run mcpvet gen (go generate) and call RegisterPrompts", pr.Name, knowledge.GenFileName)
		}
	}
	checkStale(p, gen.Src)
}

// missingFacts says what the reflect side would miss for a quick-path
// tool: the enum values its schemas use.
func missingFacts(p *toolpass.Pass, t *mcptool.Tool) string {
	view := p.Facts.View
	check := func(dir schema.Direction, s *schema.Schema) bool {
		if s == nil {
			return false
		}
		typ := t.In
		if dir == schema.Output {
			typ = t.Out
		}
		with, _ := view.Generate(typ, schema.Options{Direction: dir, Facts: enumsOnly{p.Facts.Facts}})
		without, _ := view.Generate(typ, schema.Options{Direction: dir})
		return string(schema.Encode(with)) != string(schema.Encode(without))
	}
	if check(schema.Input, t.Input) || check(schema.Output, t.Output) {
		return "enum constants"
	}
	return ""
}

// checkStale reports a generated file whose content is not what mcpvet gen
// would write now (want): a //mcp:tool added, removed or changed since, a
// type whose schema or facts changed, a route tool added, removed or
// changed, or a file no tool needs any more; and a package whose route
// tools have no generated file at all.
func checkStale(p *toolpass.Pass, want []byte) {
	api, _ := p.ResultOf[apifacts.Analyzer].(*apifacts.Result)
	gf := p.Facts.GenFile
	if gf == nil {
		checkMissingRoutes(p, api)
		return
	}
	have, err := p.ReadFile(p.Fset.File(gf.FileStart).Name())
	if err != nil || bytes.Equal(have, want) {
		return
	}
	p.Report(gf.Package, gf.Name.End(), nil, "%s is stale: %s; run mcpvet gen (go generate)", knowledge.GenFileName, Explain(have, want))
}

// checkMissingRoutes reports, once, route tools of a package that has no
// generated file: at the config that selects them, or at the first one.
func checkMissingRoutes(p *toolpass.Pass, api *apifacts.Result) {
	if api == nil || len(api.Tools) == 0 {
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
	p.Report(at.Pos(), at.End(), nil, "%s no registration: this package has no %s; run mcpvet gen (go generate) and call RegisterRouteTools", what, knowledge.GenFileName)
}
