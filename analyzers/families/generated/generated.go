// Package generated computes mcpvet_gen.go, the file mcpvet gen writes in
// a package that declares //mcp:tool, //mcp:resource or //mcp:prompt
// funcs, exposes HTTP routes as tools
// (a runtime.Exposure config or //mcp:expose handlers), or registers
// runtime.AddTool tools whose schemas need type facts that reflection
// cannot see.
//
// Analyzer is a pass with a result, as buildssa and ctrlflow are: for each
// package it computes the content the file must have, or why mcpvet gen
// refuses to write it. It refuses exactly where a code of error severity
// reported a diagnostic in the package's own files (Result.Blockers, in
// the analyzers' own words: it Requires every such code's analyzer, which
// the registry gives it with Block, and restates none of their rules),
// and where the generator alone sees that
// it cannot write the file (Result.Conflicts, reported as OMCG0005: the
// functions it declares would collide with the package's own). Warnings
// never refuse. mcpvet gen runs Analyzer and writes Result.Src; OMCG0005
// compares it with the file on disk.
//
// The content depends only on the package's own declarations, never on
// the generated file itself (mcpfacts skips the registrations in it, and
// the generator ignores the names it declares), nor on _test.go files (go
// vet analyzes a package together with its tests; gen loads it without
// them). It is gofmt'ed and deterministic.
package generated

import (
	"cmp"
	"go/token"
	"reflect"
	"slices"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/facts/apifacts"
	"github.com/mcpvet/mcpvet/analyzers/facts/mcpfacts"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/passutil"
)

// Codes are this package's codes, each with its analyzer.
var Codes = []*analyzerutil.Analyzer{omcg0005}

// Analyzers are this package's code analyzers.
var Analyzers = analyzerutil.Analyzers(Codes)

// Result is what Analyzer computes for one package.
type Result struct {
	// Src is the content mcpvet_gen.go must have; nil when the package
	// needs no generated file, or when gen refuses it.
	Src []byte
	// Blockers are the error-severity diagnostics the code analyzers
	// reported in the package's own files (not its tests, not its
	// generated file), exactly as they reported them: gen refuses the
	// package until they are fixed.
	Blockers []analysis.Diagnostic
	// Conflicts are what keeps the generator from writing a file that no
	// other code reports (the names the file declares are taken; a tool
	// whose types do not type-check), as OMCG0005 diagnostics, which the
	// OMCG0005 analyzer reports as they are.
	Conflicts []analysis.Diagnostic
}

// Refused reports whether gen refuses to write the package's file.
func (r *Result) Refused() bool { return len(r.Blockers) > 0 || len(r.Conflicts) > 0 }

// Refusals are the Blockers and the Conflicts, in the order of their
// positions.
func (r *Result) Refusals(fset *token.FileSet) []analysis.Diagnostic {
	out := append(slices.Clone(r.Blockers), r.Conflicts...)
	sortDiagnostics(fset, out)
	return out
}

// Analyzer computes the content of a package's mcpvet_gen.go.
var Analyzer = &analysis.Analyzer{
	Name: "generated",
	Doc: `compute the content of mcpvet_gen.go, or why mcpvet gen refuses to write it

The result (*generated.Result) is what mcpvet gen writes and what OMCG0005
compares with the file on disk. It reports nothing itself.`,
	URL:              "https://github.com/mcpvet/mcpvet/tree/main/analyzers/generated",
	Requires:         []*analysis.Analyzer{mcpfacts.Analyzer, apifacts.Analyzer}, // and the blocking codes' (Block)
	RunDespiteErrors: true,
	ResultType:       reflect.TypeFor[*Result](),
	Run:              passutil.Guard("generated", run),
}

// blocking are the analyzers whose error diagnostics refuse a package:
// every error-severity code but OMCG0005. The registry (package
// analyzers) gives them with Block, so that this family imports no other
// and a new error code refuses gen without a line here.
var blocking []*analysis.Analyzer

// Block makes the error diagnostics of as refuse a package (Result.
// Blockers): Analyzer requires them and reads what they reported. The
// registry calls it once, with every code's analyzer, before any
// analysis runs; OMCG0005 and codes of another severity are left out.
func Block(as ...*analyzerutil.Analyzer) {
	for _, c := range as {
		if c.Code.Severity != analyzerutil.Error || c == omcg0005 || slices.Contains(blocking, c.Analyzer) {
			continue
		}
		blocking = append(blocking, c.Analyzer)
		Analyzer.Requires = append(Analyzer.Requires, c.Analyzer)
	}
}

func run(pass *analysis.Pass) (any, error) {
	res, _ := pass.ResultOf[mcpfacts.Analyzer].(*mcpfacts.Result)
	api, _ := pass.ResultOf[apifacts.Analyzer].(*apifacts.Result)
	if res == nil || passutil.IsStd(pass) {
		return &Result{}, nil
	}
	g := newGenerator(pass, res, api)
	// A package with nothing for gen (no directive, route or
	// runtime.AddTool tool, no generated file) is none of gen's business,
	// whatever else mcpvet reports there.
	if len(g.tools) == 0 && len(g.quick) == 0 && len(g.routes) == 0 && len(g.resources) == 0 && len(g.prompts) == 0 && res.GenFile == nil {
		return &Result{}, nil
	}
	g.readScope()
	r := &Result{Blockers: g.blockers(), Conflicts: g.conflicts()}
	if r.Refused() {
		return r, nil
	}
	src, err := g.file()
	if err != nil {
		return nil, err
	}
	r.Src = src
	return r, nil
}

// blockers lists the error diagnostics of the blocking analyzers in the
// package's own files.
func (g *generator) blockers() []analysis.Diagnostic {
	var out []analysis.Diagnostic
	for _, a := range blocking {
		rep, _ := g.pass.ResultOf[a].(*analyzerutil.Reported)
		if rep == nil || rep.Severity != analyzerutil.Error {
			continue
		}
		for _, d := range rep.Diagnostics {
			if !g.skipped(d.Pos) {
				out = append(out, d)
			}
		}
	}
	sortDiagnostics(g.pass.Fset, out)
	return out
}

// sortDiagnostics sorts ds by file, offset and message.
func sortDiagnostics(fset *token.FileSet, ds []analysis.Diagnostic) {
	slices.SortStableFunc(ds, func(a, b analysis.Diagnostic) int {
		pa, pb := fset.Position(a.Pos), fset.Position(b.Pos)
		return cmp.Or(cmp.Compare(pa.Filename, pb.Filename), cmp.Compare(pa.Offset, pb.Offset), cmp.Compare(a.Message, b.Message))
	})
}
