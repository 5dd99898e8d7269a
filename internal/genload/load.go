package gen

import (
	"bytes"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"runtime/debug"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/mcpvet/mcpvet/analyzers/apifacts"
	"github.com/mcpvet/mcpvet/analyzers/mcpfacts"
)

// Config says where and how Load loads packages.
type Config struct {
	// Dir is the directory the patterns are relative to ("" means the
	// current directory).
	Dir string
	// Env is the environment of the go command (nil means os.Environ()).
	Env []string
	// BuildFlags are passed to the go command (-tags=...).
	BuildFlags []string
}

// Package is one package Load found, with what gen makes of it.
type Package struct {
	Path, Name string
	// Dir is the package's directory, where its generated file lives.
	Dir string
	// Fset holds the positions of Result.
	Fset *token.FileSet
	// Result is what mcpfacts found in the package.
	Result *mcpfacts.Result
	// API is what apifacts found in the package: its routes, config and
	// route tools.
	API *apifacts.Result
	// Src is the content the generated file must have, nil when the
	// package needs none.
	Src []byte
	// Err is why gen refuses the package (an *Error), if it does.
	Err error
	// Existing is the content of the package's mcpvet_gen.go, nil when it
	// has none.
	Existing []byte
	// InMainModule is false for a package of a dependency, which gen
	// never writes to.
	InMainModule bool
}

// GenPath is the path of the package's generated file.
func (p *Package) GenPath() string { return filepath.Join(p.Dir, FileName) }

// Load loads the packages matching patterns and runs mcpfacts, apifacts
// and File on each.
//
// The existing generated files are replaced, while loading, by a bare
// package clause: what gen writes never depends on them, and a stale file
// that no longer compiles (it calls a func that was renamed) must not keep
// gen from replacing it. The errors this causes elsewhere (undefined:
// RegisterTools), and those of a package whose file does not exist yet,
// are set aside: they stand only if no new file declares the name. Any
// other error in a matched package fails the load, since the tools would
// be read from broken code.
func Load(cfg Config, patterns ...string) ([]*Package, error) {
	if len(patterns) == 0 {
		patterns = []string{"."}
	}
	base := packages.Config{Dir: cfg.Dir, Env: cfg.Env, BuildFlags: cfg.BuildFlags}

	// First the file lists, to find the generated files.
	list := base
	list.Mode = packages.NeedName | packages.NeedFiles | packages.NeedModule
	roots, err := packages.Load(&list, patterns...)
	if err != nil {
		return nil, err
	}
	var errs []error
	overlay := map[string][]byte{}
	existing := map[string][]byte{}
	declared := map[string]bool{} // names the generated files declare
	for _, p := range roots {
		for _, e := range p.Errors {
			errs = append(errs, errors.New(e.Error()))
		}
		for _, f := range p.GoFiles {
			if filepath.Base(f) != FileName {
				continue
			}
			src, err := os.ReadFile(f)
			if err != nil {
				errs = append(errs, err)
				continue
			}
			if !HasHeader(src) {
				errs = append(errs, fmt.Errorf("%s was not written by mcpvet gen (it does not start with %q); rename it, or remove it so that mcpvet gen can write it", f, Header))
				continue
			}
			existing[f] = src
			overlay[f] = []byte("package " + p.Name + "\n")
			for _, name := range declaredNames(f, src) {
				declared[name] = true
			}
		}
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}

	full := base
	full.Mode = packages.LoadAllSyntax | packages.NeedModule
	full.Overlay = overlay
	pkgs, err := packages.Load(&full, patterns...)
	if err != nil {
		return nil, err
	}
	// Errors that the missing (or replaced) generated file explains are
	// set aside until the new files are known to declare those names.
	var pending []packages.Error
	for _, p := range pkgs {
		for _, e := range p.Errors {
			if name := undefinedName(e); name != "" && (declared[name] || generatedName.MatchString(name)) {
				pending = append(pending, e)
				continue
			}
			errs = append(errs, errors.New(e.Error()))
		}
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}

	graph, err := checker.Analyze([]*analysis.Analyzer{genAnalyzer}, pkgs, nil)
	if err != nil {
		return nil, err
	}
	var out []*Package
	for _, act := range graph.Roots {
		if act.Err != nil {
			errs = append(errs, fmt.Errorf("%s: %v", act.Package.PkgPath, act.Err))
			continue
		}
		r := act.Result.(*passResult)
		p := &Package{
			Path: act.Package.PkgPath, Name: act.Package.Name, Fset: act.Package.Fset,
			Result: r.res, API: r.api, Src: r.src, Err: r.err,
			InMainModule: act.Package.Module == nil || act.Package.Module.Main,
		}
		if len(act.Package.GoFiles) > 0 {
			p.Dir = filepath.Dir(act.Package.GoFiles[0])
		}
		p.Existing = existing[p.GenPath()]
		out = append(out, p)
	}
	// The set-aside errors stand unless a new file declares the name, or
	// a package gen refuses explains them (its problems are reported).
	generated := map[string]bool{}
	refused := false
	for _, p := range out {
		refused = refused || p.Err != nil
		if p.Src != nil {
			for _, name := range declaredNames(p.GenPath(), p.Src) {
				generated[name] = true
			}
		}
	}
	for _, e := range pending {
		if !generated[undefinedName(e)] && !refused {
			errs = append(errs, errors.New(e.Error()))
		}
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	slices.SortFunc(out, func(a, b *Package) int { return strings.Compare(a.Path, b.Path) })
	return out, nil
}

// declaredNames lists the package-level names a generated file declares.
func declaredNames(filename string, src []byte) []string {
	f, err := parser.ParseFile(token.NewFileSet(), filename, src, parser.SkipObjectResolution)
	if err != nil {
		return nil
	}
	var names []string
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv == nil {
			names = append(names, fd.Name.Name)
		}
	}
	return names
}

var (
	undefined = regexp.MustCompile(`^undefined: (?:[\pL_][\pL\pN_]*\.)?([\pL_][\pL\pN_]*)$`)
	// generatedName matches the functions a generated file declares.
	generatedName = regexp.MustCompile(`^(?:Register[\pL\pN_]*Tools|RouteTools)$`)
)

// undefinedName is the name an "undefined: NAME" type error is about, or "".
func undefinedName(e packages.Error) string {
	if e.Kind != packages.TypeError {
		return ""
	}
	if m := undefined.FindStringSubmatch(e.Msg); m != nil {
		return m[1]
	}
	return ""
}

// passResult is what genAnalyzer computes for one package.
type passResult struct {
	res *mcpfacts.Result
	api *apifacts.Result
	src []byte
	err error
}

// factsDespiteErrors is mcpfacts running on packages with type errors too:
// those Load expects where a package uses its generated file's functions.
// A panic becomes an error of that package.
var factsDespiteErrors = func() *analysis.Analyzer {
	a := *mcpfacts.Analyzer
	a.RunDespiteErrors = true
	a.Run = func(pass *analysis.Pass) (_ any, err error) {
		defer func() {
			if r := recover(); r != nil {
				err = fmt.Errorf("mcpfacts: internal error: %v\n%s", r, debug.Stack())
			}
		}()
		return mcpfacts.Analyzer.Run(pass)
	}
	return &a
}()

// apiDespiteErrors is apifacts running despite type errors, on the result
// of factsDespiteErrors: it stands in for mcpfacts.Analyzer, whose result
// apifacts reads (the enum values and doc comments of every package, for
// the schemas), so that gen computes the schemas go vet does. (The two
// copies never share a graph with the originals: a fact type belongs to
// one analyzer.)
var apiDespiteErrors = func() *analysis.Analyzer {
	a := *apifacts.Analyzer
	a.RunDespiteErrors = true
	a.Requires = []*analysis.Analyzer{factsDespiteErrors}
	a.Run = func(pass *analysis.Pass) (_ any, err error) {
		defer func() {
			if r := recover(); r != nil {
				err = fmt.Errorf("apifacts: internal error: %v\n%s", r, debug.Stack())
			}
		}()
		p := *pass
		p.ResultOf = map[*analysis.Analyzer]any{mcpfacts.Analyzer: pass.ResultOf[factsDespiteErrors]}
		return apifacts.Analyzer.Run(&p)
	}
	return &a
}()

var genAnalyzer = &analysis.Analyzer{
	Name:             "mcpvetgen",
	Doc:              "compute the content of mcpvet_gen.go",
	Requires:         []*analysis.Analyzer{factsDespiteErrors, apiDespiteErrors},
	RunDespiteErrors: true,
	ResultType:       reflect.TypeFor[*passResult](),
	Run: func(pass *analysis.Pass) (_ any, err error) {
		defer func() {
			if r := recover(); r != nil {
				err = fmt.Errorf("mcpvet gen: internal error: %v\n%s", r, debug.Stack())
			}
		}()
		res, _ := pass.ResultOf[factsDespiteErrors].(*mcpfacts.Result)
		api, _ := pass.ResultOf[apiDespiteErrors].(*apifacts.Result)
		if res == nil {
			return &passResult{res: &mcpfacts.Result{}, api: api}, nil
		}
		src, err := File(pass, res, api)
		return &passResult{res: res, api: api, src: src, err: err}, nil
	},
}

// Action is what Write did.
type Action int

const (
	Unchanged Action = iota
	Wrote
	Removed
)

func (a Action) String() string {
	switch a {
	case Wrote:
		return "wrote"
	case Removed:
		return "removed"
	}
	return "unchanged"
}

// Write brings the package's generated file up to date: it writes Src
// when the file differs, and removes a file mcpvet gen wrote once when the
// package no longer needs one. It touches nothing else.
func Write(p *Package) (Action, error) {
	if p.Err != nil {
		return Unchanged, p.Err
	}
	if p.Src == nil && p.Existing == nil || bytes.Equal(p.Src, p.Existing) {
		return Unchanged, nil
	}
	if !p.InMainModule {
		return Unchanged, fmt.Errorf("mcpvet gen: %s is not in the main module; run mcpvet gen in its own module", p.Path)
	}
	if p.Src == nil {
		if err := os.Remove(p.GenPath()); err != nil {
			return Unchanged, err
		}
		return Removed, nil
	}
	if p.Dir == "" {
		return Unchanged, fmt.Errorf("mcpvet gen: %s: no directory to write %s in", p.Path, FileName)
	}
	if err := os.WriteFile(p.GenPath(), p.Src, 0o666); err != nil {
		return Unchanged, err
	}
	return Wrote, nil
}
