package lsp

import (
	"context"
	"crypto/sha256"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"

	"github.com/mcpvet/mcpvet/analyzers"
	"github.com/mcpvet/mcpvet/internal/stdsyntax"
)

// An engine analyzes the packages of the open files of one module,
// keeping what it can between runs.
//
// It asks go list (through go/packages) for the package graph only: the
// files and imports of each package. It parses and type-checks every
// package itself, from source, dependencies first, and runs the
// analyzers on it, as the go/analysis checker does: every analyzer on
// the packages of open files (the roots), and the analyzers with facts
// on all their dependencies. Each package remembers a key, a hash of
// its files' contents and of the builds of its imports; a package whose
// key has not changed keeps its types, its facts and its diagnostics.
// So after an edit only the edited package and the packages that import
// it are type-checked and analyzed again; the standard library and the
// module cache, type-checked once, stay.
//
// The graph is loaded again only when it may have changed: a file's
// package clause, imports or build constraints changed, a file was
// opened that is in no loaded package, a .go file appeared or went in a
// package directory, or a go.mod or go.sum changed. Packages whose keys
// have not changed keep their builds across such a reload too.
type engine struct {
	dir  string   // where go list runs
	env  []string // its environment
	logf func(format string, args ...any)

	rootAnalyzers []*analysis.Analyzer // every analyzer, requirements first
	factAnalyzers []*analysis.Analyzer // what must run on dependencies

	fset       *token.FileSet
	immutables []string // directories whose files never change

	mu     sync.Mutex // guards disk and parsed during a run
	disk   map[string]*diskFile
	parsed map[string]*parsedFile

	meta    *metadata
	nodes   map[string]*node // by package ID
	serials atomic.Uint64

	typesMu sync.RWMutex
	byTypes map[*types.Package]*node

	overlay map[string][]byte // the open files of the current run
	used    time.Time         // when it last ran, to drop engines no file needs
}

// parsedFile is a file's syntax, reused while its contents stay the same.
type parsedFile struct {
	hash    hash
	file    *ast.File
	tok     *token.File
	content []byte
	err     error
}

// metadata is the package graph from the last go list.
type metadata struct {
	pkgs     map[string]*packages.Package   // by ID
	forFile  map[string][]*packages.Package // by compiled file
	headers  map[string]string              // by path: header() of every file that may change
	dirs     map[string][]string            // directory of a package that may change: its .go files
	modFiles map[string]stamp               // go.mod and go.sum of the modules that may change
	open     map[string]bool                // the files open at load
}

// node is one package's build: its types, and per analyzer its facts,
// result and diagnostics.
type node struct {
	id     string
	key    hash   // of the inputs of the build; zero: no valid build
	serial uint64 // changes with every build, so importers see it
	pkg    *types.Package

	// files and info are dropped after analysis for a package of the
	// module cache or GOROOT that is not a root.
	files        []*ast.File
	info         *types.Info
	typeErrors   []types.Error
	illTyped     bool
	module       *analysis.Module
	sizes        types.Sizes
	goFiles      []string // compiled files, in the order of files
	otherFiles   []string
	ignoredFiles []string
	deps         []*node

	actions  map[*analysis.Analyzer]*action
	rootDone bool // actions holds every analyzer, not only the fact ones
}

// action is one analyzer's run on one package.
type action struct {
	objFacts map[objectFactKey]analysis.Fact
	pkgFacts map[reflectType]analysis.Fact
	result   any
	diags    []analysis.Diagnostic
	err      error
}

// runStats says what a run did, for the log and the tests.
type runStats struct {
	Loaded   string // why the package graph was loaded, "" if it was not
	Checked  int    // packages parsed and type-checked
	Analyzed int    // packages whose analyzers ran
	Reused   int    // packages kept as they were
}

func (s runStats) String() string {
	out := fmt.Sprintf("%d packages type-checked, %d analyzed, %d reused", s.Checked, s.Analyzed, s.Reused)
	if s.Loaded != "" {
		out = "package graph loaded (" + s.Loaded + "); " + out
	}
	return out
}

func newEngine(dir string, env []string, list []*analysis.Analyzer, logf func(string, ...any)) *engine {
	e := &engine{
		dir:        dir,
		env:        env,
		logf:       logf,
		fset:       token.NewFileSet(),
		immutables: goRoots(dir, env),
		disk:       map[string]*diskFile{},
		parsed:     map[string]*parsedFile{},
		nodes:      map[string]*node{},
		byTypes:    map[*types.Package]*node{},
	}
	e.rootAnalyzers, e.factAnalyzers = plan(list)
	return e
}

// plan orders the analyzers and their requirements, requirements first,
// and picks those that run on dependencies: the analyzers with facts and
// what they require.
func plan(list []*analysis.Analyzer) (all, facts []*analysis.Analyzer) {
	all = analyzers.WithRequirements(list)
	need := map[*analysis.Analyzer]bool{}
	var mark func(a *analysis.Analyzer)
	mark = func(a *analysis.Analyzer) {
		if need[a] {
			return
		}
		need[a] = true
		for _, r := range a.Requires {
			mark(r)
		}
	}
	for _, a := range all {
		if len(a.FactTypes) > 0 {
			mark(a)
		}
	}
	for _, a := range all {
		if need[a] {
			facts = append(facts, a)
		}
	}
	return all, facts
}

// result is what one run found.
type result struct {
	// diags are the diagnostics of the root packages, with the analyzer
	// that reported each.
	diags []reported
	// files are the files of the root packages: the ones the run speaks
	// for, with or without diagnostics.
	files []string
	stats runStats
}

type reported struct {
	analyzer *analysis.Analyzer
	diag     analysis.Diagnostic
}

// analyze analyzes the packages of the open files given with their
// contents. When ctx is cancelled it stops between two packages (or two
// analyzers) and returns ctx.Err(); what it finished is kept.
func (e *engine) analyze(ctx context.Context, overlay map[string][]byte) (*result, error) {
	e.overlay = overlay
	defer func() { e.overlay = nil }()
	res := &result{}
	if why := e.stale(overlay); why != "" {
		if err := e.load(ctx, overlay); err != nil {
			return nil, err
		}
		res.stats.Loaded = why
	}
	roots := e.roots(overlay)
	isRoot := map[string]bool{}
	for _, r := range roots {
		isRoot[r.ID] = true
	}
	var order []*packages.Package
	packages.Visit(roots, nil, func(p *packages.Package) { order = append(order, p) })
	for _, p := range order {
		if e.nodes[p.ID] == nil {
			e.nodes[p.ID] = &node{id: p.ID}
		}
	}

	// Build every package once its imports are built, as many at a time
	// as there are CPUs.
	done := make(map[string]chan struct{}, len(order))
	for _, p := range order {
		done[p.ID] = make(chan struct{})
	}
	var (
		wg      sync.WaitGroup
		statsMu sync.Mutex
		sem     = make(chan struct{}, runtime.GOMAXPROCS(0))
	)
	for _, p := range order {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer close(done[p.ID])
			for _, imp := range p.Imports {
				<-done[imp.ID]
			}
			if ctx.Err() != nil {
				return
			}
			sem <- struct{}{}
			defer func() { <-sem }()
			did := e.build(ctx, p, isRoot[p.ID])
			statsMu.Lock()
			switch did {
			case checked:
				res.stats.Checked++
				res.stats.Analyzed++
			case analyzed:
				res.stats.Analyzed++
			case reused:
				res.stats.Reused++
			}
			statsMu.Unlock()
		}()
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, err
	}

	for _, r := range roots {
		n := e.nodes[r.ID]
		res.files = append(res.files, n.goFiles...)
		for _, a := range e.rootAnalyzers {
			if act := n.actions[a]; act != nil {
				for _, d := range act.diags {
					res.diags = append(res.diags, reported{a, d})
				}
			}
		}
	}
	return res, nil
}

// stale says why the package graph must be loaded again ("" if it need
// not be).
func (e *engine) stale(overlay map[string][]byte) string {
	m := e.meta
	if m == nil {
		return "first run"
	}
	for path := range overlay {
		if !m.open[path] && m.forFile[path] == nil {
			return "a file was opened that no loaded package holds: " + filepath.Base(path)
		}
	}
	for path, h := range m.headers {
		content, err := e.content(path, true)
		if err != nil {
			return "a file went: " + filepath.Base(path)
		}
		if header(content) != h {
			return "the package clause, imports or build constraints of " + filepath.Base(path) + " changed"
		}
	}
	for dir, names := range m.dirs {
		if !slices.Equal(goNames(dir), names) {
			return "Go files were added to or removed from " + dir
		}
	}
	for path, st := range m.modFiles {
		fi, err := os.Stat(path)
		if (err != nil) != (st == stamp{}) || err == nil && stampOf(fi) != st {
			return filepath.Base(path) + " changed"
		}
	}
	return ""
}

// load loads the package graph of the open files.
func (e *engine) load(ctx context.Context, overlay map[string][]byte) error {
	cfg := &packages.Config{
		Mode: packages.NeedName | packages.NeedFiles | packages.NeedCompiledGoFiles |
			packages.NeedImports | packages.NeedDeps | packages.NeedModule | packages.NeedTypesSizes,
		Context: ctx,
		Dir:     e.dir,
		Env:     e.env,
		Overlay: overlay,
		Tests:   true,
	}
	pkgs, err := loadFiles(cfg, e.dir, overlay)
	if err != nil {
		return err
	}
	m := &metadata{
		pkgs:     map[string]*packages.Package{},
		forFile:  map[string][]*packages.Package{},
		headers:  map[string]string{},
		dirs:     map[string][]string{},
		modFiles: map[string]stamp{},
		open:     map[string]bool{},
	}
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		m.pkgs[p.ID] = p
		for _, f := range p.CompiledGoFiles {
			m.forFile[f] = append(m.forFile[f], p)
		}
		if e.immutable(p) {
			return
		}
		for _, f := range p.CompiledGoFiles {
			if c, err := e.content(f, true); err == nil {
				m.headers[f] = header(c)
			}
		}
		for _, f := range p.GoFiles {
			m.dirs[filepath.Dir(f)] = goNames(filepath.Dir(f))
		}
		if p.Module != nil && p.Module.GoMod != "" {
			for _, f := range []string{p.Module.GoMod, filepath.Join(filepath.Dir(p.Module.GoMod), "go.sum")} {
				var st stamp
				if fi, err := os.Stat(f); err == nil {
					st = stampOf(fi)
				}
				m.modFiles[f] = st
			}
		}
	})
	for path, c := range overlay {
		m.open[path] = true
		m.headers[path] = header(c)
	}
	e.meta = m
	// Forget the packages that are gone.
	for id, n := range e.nodes {
		if m.pkgs[id] == nil {
			e.forget(n)
			delete(e.nodes, id)
		}
	}
	return nil
}

// loadFiles loads the packages that hold the open files. A file= query
// costs go/packages a go list of the whole graph for each file, so the
// files under dir (the engine's module) are asked for by their
// directories, all in one go list; file= stays for a file no package of
// its directory holds (excluded by a build constraint, in a nested
// module) and for files outside dir.
func loadFiles(cfg *packages.Config, dir string, overlay map[string][]byte) ([]*packages.Package, error) {
	var inside, outside []string
	for path := range overlay {
		if within(dir, path) {
			inside = append(inside, path)
		} else {
			outside = append(outside, path)
		}
	}
	pkgs, err := packages.Load(cfg, patterns(inside, outside)...)
	if err != nil || len(inside) == 0 {
		return pkgs, err
	}
	held := map[string]bool{}
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		for _, f := range p.CompiledGoFiles {
			held[f] = true
		}
	})
	unheld := slices.DeleteFunc(slices.Clone(inside), func(path string) bool { return held[path] })
	if len(unheld) == 0 {
		return pkgs, nil
	}
	return packages.Load(cfg, patterns(inside, append(outside, unheld...))...)
}

// patterns asks go list for the directories of byDir and for byFile by
// file= queries, sorted and each once.
func patterns(byDir, byFile []string) []string {
	var out []string
	for _, f := range byDir {
		out = append(out, filepath.Dir(f))
	}
	for _, f := range byFile {
		out = append(out, "file="+f)
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// within reports whether path is below dir.
func within(dir, path string) bool {
	rel, err := filepath.Rel(dir, path)
	return err == nil && filepath.IsLocal(rel)
}

// roots picks the packages to analyze fully: for each open file, the
// package that holds it, and for a _test.go file the test variant. When
// the test variant of a package is a root, the plain package is not: the
// variant holds all its files.
func (e *engine) roots(overlay map[string][]byte) []*packages.Package {
	chosen := map[string]*packages.Package{}
	for path := range overlay {
		var pick *packages.Package
		for _, p := range e.meta.forFile[path] {
			if strings.HasSuffix(p.ID, ".test") {
				continue // the generated test main
			}
			variant := strings.Contains(p.ID, " [")
			if pick == nil || variant == isTestFile(path) {
				pick = p
			}
		}
		if pick != nil {
			chosen[pick.ID] = pick
		}
	}
	for id, p := range chosen {
		if strings.Contains(id, " [") {
			for id2, q := range chosen {
				if !strings.Contains(id2, " [") && q.PkgPath == p.PkgPath {
					delete(chosen, id2)
				}
			}
		}
	}
	var out []*packages.Package
	for _, p := range chosen {
		out = append(out, p)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}

// immutable reports whether a package's files never change (GOROOT, the
// module cache).
func (e *engine) immutable(p *packages.Package) bool {
	files := p.GoFiles
	if len(files) == 0 {
		files = p.CompiledGoFiles
	}
	if len(files) == 0 {
		return true
	}
	return under(files[0], e.immutables)
}

// content returns a file's contents: the open buffer, else the file on
// disk, read again only when its modification time or size changes.
// mutable says the file may change on disk.
func (e *engine) content(path string, mutable bool) ([]byte, error) {
	c, _, err := e.read(path, mutable)
	return c, err
}

func (e *engine) read(path string, mutable bool) ([]byte, hash, error) {
	if c, ok := e.overlay[path]; ok {
		return c, sha256.Sum256(c), nil
	}
	e.mu.Lock()
	df := e.disk[path]
	e.mu.Unlock()
	if df != nil && !mutable && df.content != nil {
		return df.content, df.hash, nil
	}
	fi, err := os.Stat(path)
	if err != nil {
		return nil, hash{}, err
	}
	if df != nil && df.content != nil && df.stamp == stampOf(fi) {
		return df.content, df.hash, nil
	}
	c, err := os.ReadFile(path)
	if err != nil {
		return nil, hash{}, err
	}
	df = &diskFile{stamp: stampOf(fi), hash: sha256.Sum256(c), content: c}
	e.mu.Lock()
	e.disk[path] = df
	e.mu.Unlock()
	return c, df.hash, nil
}

// hashOf returns the hash of a file's contents; for a file that never
// changes, without reading it again.
func (e *engine) hashOf(path string, mutable bool) (hash, error) {
	if !mutable {
		if _, ok := e.overlay[path]; !ok {
			e.mu.Lock()
			df := e.disk[path]
			e.mu.Unlock()
			if df != nil {
				return df.hash, nil
			}
		}
	}
	_, h, err := e.read(path, mutable)
	return h, err
}

// dropContent forgets the contents of files that never change once they
// are parsed: their hashes are enough to tell that nothing changed.
func (e *engine) dropContent(path string) {
	e.mu.Lock()
	if df := e.disk[path]; df != nil {
		df.content = nil
	}
	e.mu.Unlock()
}

// What build did.
const (
	failed = iota
	checked
	analyzed
	reused
)

// build brings the node of p up to date, its imports being up to date.
func (e *engine) build(ctx context.Context, p *packages.Package, root bool) (did int) {
	n := e.nodes[p.ID]
	defer func() {
		if r := recover(); r != nil {
			e.logf("internal error building %s: %v\n%s", p.ID, r, stack())
			n.key = hash{}
			did = failed
		}
	}()
	if p.PkgPath == "unsafe" {
		// Not type-checked from source: go/types provides it.
		n.pkg = types.Unsafe
		return reused
	}
	mutable := !e.immutable(p)

	// The key: this package's files and errors, and the builds of its
	// imports.
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%s\x00", p.ID, p.Name)
	if p.Module != nil {
		fmt.Fprintf(h, "go%s\x00", p.Module.GoVersion)
	}
	for _, f := range p.CompiledGoFiles {
		fh, err := e.hashOf(f, mutable)
		if err != nil {
			fmt.Fprintf(h, "%s: %v\x00", f, err)
		}
		fmt.Fprintf(h, "%s\x00%x\x00", f, fh)
	}
	for _, err := range p.Errors {
		fmt.Fprintf(h, "%s\x00", err)
	}
	paths := make([]string, 0, len(p.Imports))
	for path := range p.Imports {
		paths = append(paths, path)
	}
	sort.Strings(paths)
	for _, path := range paths {
		imp := p.Imports[path]
		fmt.Fprintf(h, "%s\x00%s\x00%d\x00", path, imp.ID, e.nodes[imp.ID].serial)
	}
	var key hash
	h.Sum(key[:0])

	if n.pkg != nil && n.key == key {
		if !root || n.rootDone {
			return reused
		}
		if n.files != nil {
			// A dependency became a root: run the other analyzers.
			if e.runAnalyzers(ctx, n, e.rootAnalyzers) != nil {
				return failed
			}
			n.rootDone = true
			return analyzed
		}
	}

	e.check(p, n)
	n.key = key
	list := e.factAnalyzers
	if root {
		list = e.rootAnalyzers
	}
	if e.runAnalyzers(ctx, n, list) != nil {
		n.key = hash{} // cancelled: build again next time
		return failed
	}
	n.rootDone = root
	if !mutable && !root {
		// Keep the types and facts; let the syntax go.
		n.files, n.info = nil, nil
		e.mu.Lock()
		for _, f := range p.CompiledGoFiles {
			delete(e.parsed, f)
		}
		e.mu.Unlock()
		for _, f := range p.CompiledGoFiles {
			e.dropContent(f)
		}
	}
	return checked
}

// check parses and type-checks p into n.
func (e *engine) check(p *packages.Package, n *node) {
	mutable := !e.immutable(p)
	illTyped := len(p.Errors) > 0
	var files []*ast.File
	var goFiles []string
	for _, path := range p.CompiledGoFiles {
		pf := e.parse(path, mutable)
		if pf == nil {
			illTyped = true
			continue
		}
		if pf.err != nil {
			illTyped = true
		}
		files = append(files, pf.file)
		goFiles = append(goFiles, path)
	}

	info := &types.Info{
		Types:        map[ast.Expr]types.TypeAndValue{},
		Defs:         map[*ast.Ident]types.Object{},
		Uses:         map[*ast.Ident]types.Object{},
		Implicits:    map[ast.Node]types.Object{},
		Instances:    map[*ast.Ident]types.Instance{},
		Scopes:       map[ast.Node]*types.Scope{},
		Selections:   map[*ast.SelectorExpr]*types.Selection{},
		FileVersions: map[*ast.File]string{},
	}
	var typeErrors []types.Error
	deps := make([]*node, 0, len(p.Imports))
	for _, imp := range p.Imports {
		deps = append(deps, e.nodes[imp.ID])
	}
	cfg := &types.Config{
		Importer: importerFunc(func(path string) (*types.Package, error) {
			if path == "unsafe" {
				return types.Unsafe, nil
			}
			imp := p.Imports[path]
			if imp == nil {
				return nil, fmt.Errorf("no package for import %s", path)
			}
			dn := e.nodes[imp.ID]
			if dn == nil || dn.pkg == nil {
				return nil, fmt.Errorf("could not import %s", path)
			}
			return dn.pkg, nil
		}),
		Error: func(err error) {
			if te, ok := err.(types.Error); ok && !stdsyntax.Soft(te) {
				typeErrors = append(typeErrors, te)
			}
		},
		Sizes: p.TypesSizes,
	}
	if p.Module != nil && p.Module.GoVersion != "" {
		cfg.GoVersion = "go" + p.Module.GoVersion
	}
	pkg := types.NewPackage(p.PkgPath, p.Name)
	_ = types.NewChecker(cfg, e.fset, pkg, info).Files(files)

	e.typesMu.Lock()
	if n.pkg != nil {
		delete(e.byTypes, n.pkg)
	}
	e.byTypes[pkg] = n
	e.typesMu.Unlock()

	n.pkg, n.files, n.info, n.goFiles = pkg, files, info, goFiles
	n.typeErrors, n.illTyped = typeErrors, illTyped || len(typeErrors) > 0
	n.sizes, n.module, n.deps = p.TypesSizes, moduleOf(p.Module), deps
	n.otherFiles, n.ignoredFiles = p.OtherFiles, p.IgnoredFiles
	n.serial = e.serials.Add(1)
	n.actions, n.rootDone = nil, false
}

// parse returns the syntax of a file, parsed again only when its
// contents changed; nil if it cannot be read.
func (e *engine) parse(path string, mutable bool) *parsedFile {
	content, h, err := e.read(path, mutable)
	if err != nil {
		return nil
	}
	e.mu.Lock()
	pf := e.parsed[path]
	e.mu.Unlock()
	if pf != nil && pf.hash == h {
		return pf
	}
	f, perr := stdsyntax.ParseFile(e.fset, path, content)
	if f == nil {
		return nil
	}
	npf := &parsedFile{hash: h, file: f, tok: e.fset.File(f.FileStart), content: content, err: perr}
	e.mu.Lock()
	if old := e.parsed[path]; old != nil && old.tok != nil {
		e.fset.RemoveFile(old.tok)
	}
	e.parsed[path] = npf
	e.mu.Unlock()
	return npf
}

// forget lets a package that left the graph go.
func (e *engine) forget(n *node) {
	e.typesMu.Lock()
	if n.pkg != nil {
		delete(e.byTypes, n.pkg)
	}
	e.typesMu.Unlock()
	for _, f := range n.files {
		if tf := e.fset.File(f.FileStart); tf != nil {
			e.fset.RemoveFile(tf)
		}
	}
	for _, path := range n.goFiles {
		delete(e.parsed, path)
	}
}

// nodeOf returns the node whose current build is pkg.
func (e *engine) nodeOf(pkg *types.Package) *node {
	e.typesMu.RLock()
	defer e.typesMu.RUnlock()
	return e.byTypes[pkg]
}

// fileContent returns the contents a token.File was parsed from, for
// converting its offsets to editor positions.
func (e *engine) fileContent(tf *token.File) []byte {
	e.mu.Lock()
	pf := e.parsed[tf.Name()]
	e.mu.Unlock()
	if pf != nil && pf.tok == tf {
		return pf.content
	}
	if c, ok := e.overlay[tf.Name()]; ok && len(c) == tf.Size() {
		return c
	}
	c, err := os.ReadFile(tf.Name())
	if err != nil || len(c) != tf.Size() {
		return nil
	}
	return c
}

func moduleOf(m *packages.Module) *analysis.Module {
	if m == nil {
		return &analysis.Module{}
	}
	am := &analysis.Module{Path: m.Path, Version: m.Version, GoVersion: m.GoVersion}
	if m.Replace != nil {
		am.Replace = moduleOf(m.Replace)
	}
	return am
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }
