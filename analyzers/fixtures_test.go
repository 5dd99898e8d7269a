package analyzers_test

import (
	"bytes"
	"cmp"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/mcpvet/mcpvet/internal/stdsyntax"

	"github.com/mcpvet/mcpvet/analyzers"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/internal/fixturemod"
)

// TestEveryFixture loads every package of the fixture module once, with
// its dependencies (the go-sdk, mcp-go, the standard library), and runs
// every analyzer on it, as mcpvet ./... does there. Then, over what they
// report:
//
//   - no analyzer fails or panics, and every fact survives go vet's
//     encoding between packages (fixturetest.FactsEncode);
//   - no message names a position (file.go:N): a baseline matches findings
//     by message, so a position in it makes a baselined finding new again
//     when a line is added above (positions go to related locations);
//   - every suggested fix keeps the package building: each fix alone, and
//     the first fix of every finding together as mcpvet -fix applies them
//     (overlapping and generated-file fixes left out), type-check.
//
// One load serves all three: the load is most of the cost. The same runs
// over cmd/mcpvet's module of SDK mistakes (testdata/sdkmod), the cases
// the command's tests fix.
func TestEveryFixture(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the whole fixture module")
	}
	_, file, _, _ := runtime.Caller(0)
	for _, m := range []struct {
		name, dir          string
		minDiags, minFixes int
	}{
		{"testdata/mod", fixturetest.Dir(t), 100, 20},
		{"cmd/mcpvet/testdata/sdkmod", fixturemod.Use(t, filepath.Join(filepath.Dir(file), "..", "cmd", "mcpvet", "testdata", "sdkmod")), 10, 1},
	} {
		t.Run(m.name, func(t *testing.T) {
			g, pkgs, diags := analyzeAll(t, m.dir)
			if len(diags) < m.minDiags {
				t.Fatalf("%d diagnostics over %s: it did not load as it should", len(diags), m.name)
			}
			if m.name == "testdata/mod" {
				t.Run("Want", func(t *testing.T) { checkWants(t, g) })
				t.Run("KnowledgeCalled", func(t *testing.T) { knowledgeCalled(t, pkgs) })
			}
			t.Run("WellTyped", func(t *testing.T) { wellTyped(t, pkgs) })
			t.Run("NoPositions", func(t *testing.T) { noPositions(t, diags) })
			t.Run("FixesBuild", func(t *testing.T) { fixesBuild(t, pkgs, diags, m.minFixes) })
		})
	}
}

// analyzeAll loads every package of the module at dir, with its tests
// (as analysistest does, for the want comments of test files), and runs
// every analyzer on them; it returns the analysis, and the packages
// without their test variants with what the analyzers report in them, in
// source order.
func analyzeAll(t *testing.T, dir string) (*checker.Graph, []*packages.Package, []found) {
	all, err := stdsyntax.Load(&packages.Config{Mode: packages.LoadAllSyntax | packages.NeedModule, Dir: dir, Tests: true}, "./...")
	if err != nil {
		t.Fatal(err)
	}
	g, err := checker.Analyze(analyzers.All, all, nil)
	if err != nil {
		t.Fatal(err)
	}
	fixturetest.FactsEncode(t, g)
	// The checks below the want comments see each package once, as go
	// build does: not its test variant, its external tests or its test
	// main.
	var pkgs []*packages.Package
	for _, p := range all {
		if p.ID == p.PkgPath && !strings.HasSuffix(p.PkgPath, ".test") {
			pkgs = append(pkgs, p)
		}
	}
	var diags []found
	for act := range g.All() {
		if act.Err != nil {
			t.Errorf("%s: %v", act, act.Err)
		}
		if act.IsRoot && slices.Contains(pkgs, act.Package) {
			for _, d := range act.Diagnostics {
				diags = append(diags, found{act.Package, d})
			}
		}
	}
	slices.SortStableFunc(diags, func(a, b found) int {
		pa, pb := a.pkg.Fset.Position(a.d.Pos), b.pkg.Fset.Position(b.d.Pos)
		return cmp.Or(cmp.Compare(pa.Filename, pb.Filename), cmp.Compare(pa.Offset, pb.Offset))
	})
	return g, pkgs, diags
}

// illTypedDirs name the fixture directories that are ill-typed on
// purpose (an analyzer must say nothing wrong about broken code); every
// other fixture must type-check, or a "good" case proves nothing.
var illTypedDirs = []string{"illtyped", "oldcontract"}

// wellTyped fails for each package with type errors outside illTypedDirs.
func wellTyped(t *testing.T, pkgs []*packages.Package) {
	for _, p := range pkgs {
		if len(p.TypeErrors) == 0 || slices.ContainsFunc(strings.Split(p.PkgPath, "/"), func(elem string) bool {
			return slices.Contains(illTypedDirs, elem)
		}) {
			continue
		}
		t.Errorf("%s does not type-check: %v", p.PkgPath, p.TypeErrors[0])
	}
}

// sinkRoles are the roles of an argument that make a library function a
// sink of the security family (analyzers/facts/valueflow reads them): a
// function with one is called in a fixture of OMCG0029-OMCG0033, OMCG0046, where a
// want line says whether the call is flagged.
var sinkRoles = []knowledge.Arg{knowledge.Path, knowledge.TempDir, knowledge.Statement, knowledge.Fragment, knowledge.URL, knowledge.RemoteCommand, knowledge.Program, knowledge.Script}

// knowledgeCalled holds the library knowledge to the fixtures: every
// function of knowledge.Funcs is called in the fixture module, and every
// sink of the security family in one of its codes' fixtures; a library
// of fixturetest.LibraryModules, in its own module.
func knowledgeCalled(t *testing.T, pkgs []*packages.Package) {
	called, inSecurity := map[string]bool{}, map[string]bool{}
	security := regexp.MustCompile(`^fixtures/omcg003[0-3]/|^fixtures/omcg0029/|^fixtures/omcg0046/`)
	for _, p := range pkgs {
		for _, obj := range p.TypesInfo.Uses {
			if fn, ok := obj.(*types.Func); ok {
				called[fn.FullName()] = true
				if security.MatchString(p.PkgPath + "/") {
					inSecurity[fn.FullName()] = true
				}
			}
		}
	}
	for _, key := range slices.Sorted(maps.Keys(knowledge.Funcs())) {
		f := knowledge.Funcs()[key]
		if _, own := fixturetest.LibraryModules[knowledge.Package(key)]; own {
			continue // called in its own fixture module (security's TestBrowser)
		}
		switch {
		case !called[key]:
			t.Errorf("%s: the library knowledge's entry is called in no fixture", key)
		case slices.ContainsFunc(sinkRoles, func(r knowledge.Arg) bool { return f.Index(r) >= 0 }) && !inSecurity[key]:
			t.Errorf("%s: a sink of the security family is called in none of its fixtures", key)
		}
	}
}

// found is a diagnostic with the package it was reported in.
type found struct {
	pkg *packages.Package
	d   analysis.Diagnostic
}

// positionInText is what a position looks like in a message: file.go:12.
var positionInText = regexp.MustCompile(`\.go:\d+`)

func noPositions(t *testing.T, diags []found) {
	for _, f := range diags {
		texts := []string{f.d.Message}
		for _, fix := range f.d.SuggestedFixes {
			texts = append(texts, fix.Message)
		}
		for _, r := range f.d.Related {
			texts = append(texts, r.Message)
		}
		for _, s := range texts {
			if positionInText.MatchString(s) {
				t.Errorf("%s: a message names a position (put it in a related location):\n%s", f.pkg.Fset.Position(f.d.Pos), s)
			}
		}
	}
}

// fixesBuild applies the fixes and type-checks what they change.
func fixesBuild(t *testing.T, pkgs []*packages.Package, diags []found, minFixes int) {
	m := newModule(t, pkgs)
	fixes := 0
	var together []analysis.SuggestedFix
	for _, f := range diags {
		for i, fix := range f.d.SuggestedFixes {
			fixes++
			what := fmt.Sprintf("%s: fix %q of %q", f.pkg.Fset.Position(f.d.Pos), fix.Message, f.d.Message)
			m.check(t, what, []analysis.SuggestedFix{fix})
			if i == 0 {
				together = append(together, fix)
			}
		}
	}
	if fixes < minFixes {
		t.Fatalf("only %d suggested fixes over the module: the test proves little", fixes)
	}
	t.Logf("%d diagnostics, %d suggested fixes", len(diags), fixes)
	m.check(t, "the first fix of every finding, together as mcpvet -fix applies them", together)
}

// module is the fixture module's packages, to type-check them again with
// some files edited.
type module struct {
	fset *token.FileSet
	// pkgs are the module's packages in dependency order (imports first).
	pkgs []*packages.Package
	// of is the module package a file belongs to, by file name.
	of map[string]*packages.Package
	// generated are the files the go command generated code says it is
	// (mcpvet -fix leaves their fixes out).
	generated map[string]bool
	// broken are packages that do not type-check as loaded: the fixtures
	// of editor input. They are not checked.
	broken map[*packages.Package]bool
}

func newModule(t *testing.T, roots []*packages.Package) *module {
	m := &module{of: map[string]*packages.Package{}, generated: map[string]bool{}, broken: map[*packages.Package]bool{}}
	inModule := map[*packages.Package]bool{}
	for _, p := range roots {
		inModule[p] = true
	}
	packages.Visit(roots, nil, func(p *packages.Package) {
		if !inModule[p] {
			return
		}
		m.fset = p.Fset
		m.pkgs = append(m.pkgs, p)
		if len(p.Errors) > 0 || len(p.TypeErrors) > 0 {
			m.broken[p] = true
		}
		for i, file := range p.CompiledGoFiles {
			m.of[file] = p
			if i < len(p.Syntax) && ast.IsGenerated(p.Syntax[i]) {
				m.generated[file] = true
			}
		}
	})
	if len(m.broken) > 0 {
		names := []string{}
		for p := range m.broken {
			names = append(names, p.PkgPath)
		}
		slices.Sort(names)
		t.Logf("not type-checked after fixes, since they do not type-check before: %s", strings.Join(names, ", "))
	}
	return m
}

// check applies fixes, in order and all of the edits of a fix or none,
// leaving out a fix that overlaps one already taken (mcpvet -fix, when
// there are several, also leaves out those in generated files), and
// type-checks every package of the module that they change or that
// imports one that changed.
func (m *module) check(t *testing.T, what string, fixes []analysis.SuggestedFix) {
	t.Helper()
	edits := map[string][]analysis.TextEdit{}
next:
	for _, fix := range fixes {
		for _, e := range fix.TextEdits {
			file := m.fset.File(e.Pos)
			if file == nil {
				t.Errorf("%s: an edit outside every file", what)
				return
			}
			if len(fixes) > 1 && m.generated[file.Name()] {
				continue next
			}
			for _, o := range edits[file.Name()] {
				if overlap(e, o) {
					continue next
				}
			}
		}
		for _, e := range fix.TextEdits {
			name := m.fset.File(e.Pos).Name()
			edits[name] = append(edits[name], e)
		}
	}
	if len(edits) == 0 {
		return
	}

	changed := map[*packages.Package]map[string][]byte{}
	for name, es := range edits {
		p := m.of[name]
		if p == nil {
			t.Errorf("%s: edits %s, which is in no package of the fixture module", what, name)
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		out, err := applyEdits(m.fset.File(es[0].Pos), src, es)
		if err != nil {
			t.Errorf("%s: %v", what, err)
			continue
		}
		if changed[p] == nil {
			changed[p] = map[string][]byte{}
		}
		changed[p][name] = out
	}

	// Re-check in dependency order, so that an importer sees the edited
	// types of what it imports.
	rechecked := map[string]*types.Package{}
	for _, p := range m.pkgs {
		dirty := changed[p] != nil
		for path := range p.Imports {
			if rechecked[path] != nil {
				dirty = true
			}
		}
		if !dirty || m.broken[p] {
			continue
		}
		tp, errs := m.typeCheck(p, changed[p], rechecked)
		for _, err := range errs {
			t.Errorf("%s: the package %s no longer builds: %v", what, p.PkgPath, err)
		}
		if len(errs) > 0 {
			for name, src := range changed[p] {
				t.Logf("%s after the fix:\n%s", name, src)
			}
			return
		}
		rechecked[p.PkgPath] = tp
	}
}

// typeCheck type-checks p with the files of edited in place of its own,
// importing the re-checked packages where there are some.
func (m *module) typeCheck(p *packages.Package, edited map[string][]byte, rechecked map[string]*types.Package) (*types.Package, []error) {
	fset := token.NewFileSet()
	var files []*ast.File
	var errs []error
	for _, name := range p.CompiledGoFiles {
		var src any
		if b, ok := edited[name]; ok {
			src = b
		}
		f, err := parser.ParseFile(fset, name, src, parser.SkipObjectResolution)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		files = append(files, f)
	}
	if len(errs) > 0 {
		return nil, errs
	}
	conf := types.Config{
		Importer: importerFunc(func(path string) (*types.Package, error) {
			if tp := rechecked[path]; tp != nil {
				return tp, nil
			}
			if imp := p.Imports[path]; imp != nil {
				return imp.Types, nil
			}
			return nil, fmt.Errorf("%s is not imported by %s as loaded", path, p.PkgPath)
		}),
		Error: func(err error) { errs = append(errs, err) },
	}
	if p.Module != nil && p.Module.GoVersion != "" {
		conf.GoVersion = "go" + p.Module.GoVersion
	}
	tp, _ := conf.Check(p.PkgPath, fset, files, nil)
	return tp, errs
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }

// overlap reports whether two edits of one file cannot both be applied
// (identical edits, one fix reported twice, can).
func overlap(a, b analysis.TextEdit) bool {
	ae, be := cmp.Or(a.End, a.Pos), cmp.Or(b.End, b.Pos)
	if a.Pos == b.Pos && ae == be && bytes.Equal(a.NewText, b.NewText) {
		return false
	}
	if a.Pos == ae && b.Pos == be {
		return a.Pos == b.Pos
	}
	return a.Pos < be && b.Pos < ae || a.Pos == ae && b.Pos < a.Pos && a.Pos < be || b.Pos == be && a.Pos < b.Pos && b.Pos < ae
}

// applyEdits applies non-overlapping edits of file to its source.
func applyEdits(file *token.File, src []byte, edits []analysis.TextEdit) ([]byte, error) {
	if file.Size() != len(src) {
		return nil, fmt.Errorf("%s changed since it was loaded", file.Name())
	}
	edits = slices.Clone(edits)
	slices.SortStableFunc(edits, func(a, b analysis.TextEdit) int { return cmp.Compare(a.Pos, b.Pos) })
	var out bytes.Buffer
	at := 0
	for i, e := range edits {
		if i > 0 && e.Pos == edits[i-1].Pos && e.End == edits[i-1].End && bytes.Equal(e.NewText, edits[i-1].NewText) {
			continue // one fix reported twice
		}
		start, end := file.Offset(e.Pos), file.Offset(cmp.Or(e.End, e.Pos))
		out.Write(src[at:start])
		out.Write(e.NewText)
		at = end
	}
	out.Write(src[at:])
	return out.Bytes(), nil
}
