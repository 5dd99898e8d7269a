package lsp

import (
	"context"
	"errors"
	"fmt"
	"go/types"
	"os"
	"reflect"
	"runtime"
	"runtime/debug"
	"slices"
	"sync"

	"golang.org/x/tools/go/analysis"
)

// The analysis driver: it runs analyzers on one built package, with the
// facts of its dependencies from their nodes, as the go/analysis checker
// does in memory. Facts live in the action that exported them; an
// importer looks them up through the node that owns the fact's package,
// so nothing is copied from package to package.

type reflectType = reflect.Type

type objectFactKey struct {
	obj types.Object
	typ reflect.Type
}

// Errors of an action that did not run; not worth a log line (the
// failure of the prerequisite has one).
var (
	errSkipped      = errors.New("analysis skipped due to errors in package")
	errPrerequisite = errors.New("failed prerequisite")
)

// runAnalyzers runs list (requirements first) on n. It returns ctx.Err()
// if it was cancelled; an analyzer's own failure is kept in its action.
//
// Each analyzer runs as soon as those it requires have, beside the
// others, as many at a time as there are CPUs (as unitchecker runs a
// unit's analyzers): after an edit only the edited package is built
// again, and the value-flow pass alone would otherwise leave a core
// idle for most of the wait.
func (e *engine) runAnalyzers(ctx context.Context, n *node, list []*analysis.Analyzer) error {
	acts := make(map[*analysis.Analyzer]*action, len(list))
	done := make(map[*analysis.Analyzer]chan struct{}, len(list))
	for _, a := range list {
		acts[a] = &action{objFacts: map[objectFactKey]analysis.Fact{}, pkgFacts: map[reflectType]analysis.Fact{}}
		done[a] = make(chan struct{})
	}
	n.actions = acts
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	for _, a := range list {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer close(done[a])
			act := acts[a]
			inputs := make(map[*analysis.Analyzer]any, len(a.Requires))
			for _, req := range a.Requires {
				if done[req] != nil {
					<-done[req]
				}
				r := acts[req]
				if r == nil || r.err != nil {
					act.err = fmt.Errorf("%w %s", errPrerequisite, req.Name)
					return
				}
				inputs[req] = r.result
			}
			if n.illTyped && !a.RunDespiteErrors {
				act.err = errSkipped
				return
			}
			sem <- struct{}{}
			defer func() { <-sem }()
			if err := ctx.Err(); err != nil {
				act.err = err
				return
			}
			act.result, act.err = runPass(e.pass(n, a, act, inputs))
			if act.err == nil && reflect.TypeOf(act.result) != a.ResultType {
				act.result, act.err = nil, fmt.Errorf("analyzer %s returned a %T, not its ResultType %v", a.Name, act.result, a.ResultType)
			}
			if act.err != nil && !errors.Is(act.err, errSkipped) && !errors.Is(act.err, errPrerequisite) {
				e.logf("%s on %s: %v", a.Name, n.id, act.err)
			}
		}()
	}
	wg.Wait()
	return ctx.Err()
}

// runPass runs an analyzer, turning a panic into an error: one analyzer
// failing on one package must not take the server down.
func runPass(pass *analysis.Pass) (result any, err error) {
	defer func() {
		if r := recover(); r != nil {
			result, err = nil, fmt.Errorf("panic: %v\n%s", r, debug.Stack())
		}
	}()
	return pass.Analyzer.Run(pass)
}

func (e *engine) pass(n *node, a *analysis.Analyzer, act *action, inputs map[*analysis.Analyzer]any) *analysis.Pass {
	// actionOf is the action of a on the package whose build is pkg:
	// n's own, or a dependency's.
	actionOf := func(pkg *types.Package) *action {
		if pkg == nil {
			return nil
		}
		if pkg == n.pkg {
			return act
		}
		if owner := e.nodeOf(pkg); owner != nil {
			return owner.actions[a]
		}
		return nil
	}
	// each calls fn with n and every package it depends on, once.
	each := func(fn func(d *node, da *action)) {
		seen := map[*node]bool{}
		var visit func(d *node)
		visit = func(d *node) {
			if d == nil || seen[d] {
				return
			}
			seen[d] = true
			for _, dep := range d.deps {
				visit(dep)
			}
			if d == n {
				fn(d, act)
			} else if da := d.actions[a]; da != nil {
				fn(d, da)
			}
		}
		visit(n)
	}
	pass := &analysis.Pass{
		Analyzer:     a,
		Fset:         e.fset,
		Files:        n.files,
		OtherFiles:   n.otherFiles,
		IgnoredFiles: n.ignoredFiles,
		Pkg:          n.pkg,
		TypesInfo:    n.info,
		TypesSizes:   n.sizes,
		TypeErrors:   n.typeErrors,
		Module:       n.module,
		ResultOf:     inputs,
		Report:       func(d analysis.Diagnostic) { act.diags = append(act.diags, d) },
		ImportObjectFact: func(obj types.Object, fact analysis.Fact) bool {
			if obj == nil {
				return false
			}
			oa := actionOf(obj.Pkg())
			if oa == nil {
				return false
			}
			f, ok := oa.objFacts[objectFactKey{obj, reflect.TypeOf(fact)}]
			if ok {
				reflect.ValueOf(fact).Elem().Set(reflect.ValueOf(f).Elem())
			}
			return ok
		},
		ExportObjectFact: func(obj types.Object, fact analysis.Fact) {
			if obj == nil || obj.Pkg() != n.pkg {
				panic(fmt.Sprintf("%s: a fact about %v, which is not of package %s", a.Name, obj, n.pkg.Path()))
			}
			act.objFacts[objectFactKey{obj, reflect.TypeOf(fact)}] = fact
		},
		ImportPackageFact: func(pkg *types.Package, fact analysis.Fact) bool {
			pa := actionOf(pkg)
			if pa == nil {
				return false
			}
			f, ok := pa.pkgFacts[reflect.TypeOf(fact)]
			if ok {
				reflect.ValueOf(fact).Elem().Set(reflect.ValueOf(f).Elem())
			}
			return ok
		},
		ExportPackageFact: func(fact analysis.Fact) {
			act.pkgFacts[reflect.TypeOf(fact)] = fact
		},
		AllObjectFacts: func() []analysis.ObjectFact {
			var out []analysis.ObjectFact
			each(func(d *node, da *action) {
				for k, f := range da.objFacts {
					out = append(out, analysis.ObjectFact{Object: k.obj, Fact: f})
				}
			})
			return out
		},
		AllPackageFacts: func() []analysis.PackageFact {
			var out []analysis.PackageFact
			each(func(d *node, da *action) {
				for _, f := range da.pkgFacts {
					out = append(out, analysis.PackageFact{Package: d.pkg, Fact: f})
				}
			})
			return out
		},
	}
	pass.ReadFile = func(name string) ([]byte, error) {
		if !slices.Contains(n.goFiles, name) && !slices.Contains(n.otherFiles, name) && !slices.Contains(n.ignoredFiles, name) {
			return nil, fmt.Errorf("Pass.ReadFile: %s is not among the files of package %s", name, n.pkg.Path())
		}
		if c, ok := e.overlay[name]; ok {
			return slices.Clone(c), nil
		}
		return os.ReadFile(name)
	}
	return pass
}

func stack() []byte { return debug.Stack() }
