package astflow_test

import (
	"go/ast"
	"go/token"
	"go/types"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"

	"github.com/mcpvet/mcpvet/analyzers/substrate/astflow"
)

// sdkPackages are the packages of the go-sdk module (v1.8.0, from the
// module cache), tests included, type-checked from source once.
var sdkPackages = sync.OnceValues(func() ([]*packages.Package, error) {
	out, err := exec.Command("go", "env", "GOMODCACHE").Output()
	if err != nil {
		return nil, err
	}
	dir := filepath.Join(strings.TrimSpace(string(out)), "github.com", "modelcontextprotocol", "go-sdk@v1.8.0")
	if _, err := os.Stat(dir); err != nil {
		return nil, err
	}
	cfg := &packages.Config{
		Mode:  packages.NeedName | packages.NeedFiles | packages.NeedSyntax | packages.NeedTypes | packages.NeedTypesInfo | packages.NeedImports | packages.NeedDeps,
		Dir:   dir,
		Tests: true,
		Env:   append(os.Environ(), "GOWORK=off", "GOPROXY=off", "GOFLAGS=-mod=mod"),
	}
	return packages.Load(cfg, "./...")
})

// newIndex is a fresh index of p, as the analyzer makes it.
func newIndex(b *testing.B, p *packages.Package) *astflow.Index {
	r, err := astflow.Analyzer.Run(&analysis.Pass{Fset: p.Fset, Files: p.Syntax, Pkg: p.Types, TypesInfo: p.TypesInfo})
	if err != nil {
		b.Fatal(err)
	}
	return r.(*astflow.Index)
}

// BenchmarkIndex measures what every package a pass asks about pays for
// the index: its one walk (the first question, Funcs), as a ratio to a
// bare ast.Inspect of the same files in the same iteration (walk-ratio),
// over the go-sdk module's packages. The two alternate, so that load from
// elsewhere on the machine falls on both alike.
//
//	go test -run '^$' -bench Index -benchtime 10x ./analyzers/substrate/astflow/
func BenchmarkIndex(b *testing.B) {
	pkgs, err := sdkPackages()
	if err != nil || len(pkgs) == 0 {
		b.Skipf("the go-sdk v1.8.0 module is not in the module cache: %v", err)
	}
	b.StopTimer()
	files := 0
	for _, p := range pkgs {
		files += len(p.Syntax)
	}
	b.Logf("%d packages, %d files (a file of a package and of its test variant counts twice)", len(pkgs), files)
	var walk, index time.Duration
	for i := 0; i < b.N; i++ {
		start := time.Now()
		nodes := 0
		for _, p := range pkgs {
			for _, f := range p.Syntax {
				ast.Inspect(f, func(ast.Node) bool { nodes++; return true })
			}
		}
		walk += time.Since(start)
		start = time.Now()
		for _, p := range pkgs {
			newIndex(b, p).Funcs()
		}
		index += time.Since(start)
	}
	b.ReportMetric(float64(walk.Milliseconds())/float64(b.N), "walk-ms/op")
	b.ReportMetric(float64(index.Milliseconds())/float64(b.N), "index-ms/op")
	b.ReportMetric(index.Seconds()/walk.Seconds(), "walk-ratio")
}

// BenchmarkLookups measures the lookups the registration interpreter
// (analyzers/internal/model/toolcalls) and apifacts' handler reading ask of the
// index, against the walks of their own they replace, in the same
// iteration (walks-ratio: lookups over walks), over the go-sdk module's
// packages, each asked about every package (the index itself made
// beforehand, untimed: the other passes pay for it): for every declared function,
// its defers, whether each parameter is used, and the parent of each of
// its calls; the package's composite literals; and the value of each
// package-level constant.
//
//	go test -run '^$' -bench Lookups -benchtime 10x ./analyzers/substrate/astflow/
func BenchmarkLookups(b *testing.B) {
	pkgs, err := sdkPackages()
	if err != nil || len(pkgs) == 0 {
		b.Skipf("the go-sdk v1.8.0 module is not in the module cache: %v", err)
	}
	b.StopTimer()
	var walks, lookups time.Duration
	sink := 0
	for i := 0; i < b.N; i++ {
		start := time.Now()
		for _, p := range pkgs {
			sink += privateWalks(p)
		}
		walks += time.Since(start)
		// The index is made for the other passes that ask (effects asks
		// about every package): only the lookups are timed.
		for _, p := range pkgs {
			x := newIndex(b, p)
			x.Funcs()
			start = time.Now()
			sink += indexLookups(x, p)
			lookups += time.Since(start)
		}
	}
	_ = sink
	b.ReportMetric(float64(walks.Milliseconds())/float64(b.N), "walks-ms/op")
	b.ReportMetric(float64(lookups.Milliseconds())/float64(b.N), "lookups-ms/op")
	b.ReportMetric(lookups.Seconds()/walks.Seconds(), "walks-ratio")
}

// indexLookups asks the index what privateWalks finds by walking.
func indexLookups(x *astflow.Index, p *packages.Package) int {
	n := len(x.Composites())
	for _, f := range x.Funcs() {
		d := f.Decl()
		if d == nil {
			continue
		}
		n += len(f.Defers())
		for _, field := range d.Type.Params.List {
			for _, id := range field.Names {
				if len(x.Uses(p.TypesInfo.Defs[id])) > 0 {
					n++
				}
			}
		}
		for _, c := range f.Calls() {
			if x.Parent(c) != nil {
				n++
			}
		}
	}
	for _, c := range packageConsts(p) {
		if x.ConstValue(c) != nil {
			n++
		}
	}
	return n
}

// privateWalks finds what indexLookups asks, as the lookups did before
// the index answered them: a walk of each body for its defers, of each
// body for each parameter's uses, a parent map of each body, a walk of
// each declaration for its composite literals, and a walk of the file
// for each constant.
func privateWalks(p *packages.Package) int {
	n := 0
	for _, file := range p.Syntax {
		for _, decl := range file.Decls {
			ast.Inspect(decl, func(m ast.Node) bool {
				if _, ok := m.(*ast.CompositeLit); ok {
					n++
				}
				return true
			})
			d, ok := decl.(*ast.FuncDecl)
			if !ok || d.Body == nil {
				continue
			}
			ast.Inspect(d.Body, func(m ast.Node) bool {
				switch m.(type) {
				case *ast.FuncLit:
					return false
				case *ast.DeferStmt:
					n++
				}
				return true
			})
			for _, field := range d.Type.Params.List {
				for _, id := range field.Names {
					obj := p.TypesInfo.Defs[id]
					used := false
					ast.Inspect(d.Body, func(m ast.Node) bool {
						if id, ok := m.(*ast.Ident); ok && p.TypesInfo.Uses[id] == obj {
							used = true
						}
						return !used
					})
					if used {
						n++
					}
				}
			}
			parents := map[ast.Node]ast.Node{}
			var stack []ast.Node
			ast.Inspect(d.Body, func(m ast.Node) bool {
				if m == nil {
					stack = stack[:len(stack)-1]
					return false
				}
				if len(stack) > 0 {
					parents[m] = stack[len(stack)-1]
				}
				stack = append(stack, m)
				return true
			})
			n += len(parents)
		}
	}
	for _, c := range packageConsts(p) {
		for _, file := range p.Syntax {
			if c.Pos() < file.Pos() || c.Pos() >= file.End() {
				continue
			}
			ast.Inspect(file, func(m ast.Node) bool {
				vs, ok := m.(*ast.ValueSpec)
				if !ok {
					return true
				}
				for i, id := range vs.Names {
					if id.Pos() == c.Pos() && i < len(vs.Values) {
						n++
					}
				}
				return false
			})
		}
	}
	return n
}

// packageConsts are the constants declared at p's package level.
func packageConsts(p *packages.Package) []*types.Const {
	var out []*types.Const
	scope := p.Types.Scope()
	for _, name := range scope.Names() {
		if c, ok := scope.Lookup(name).(*types.Const); ok && c.Pos() != token.NoPos {
			out = append(out, c)
		}
	}
	return out
}
