// Package genload loads packages for mcpvet gen and mcpvet schema: it
// runs generated.Analyzer on them with go/packages and the analysis
// checker, and writes or removes each package's mcpvet_gen.go. The
// analyzers compute the file and say why gen refuses it; loading and
// writing files is the commands' part. (The examples' tests use it too, to
// hold their committed files to what gen writes.)
package genload

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/mcpvet/mcpvet/internal/stdsyntax"

	"github.com/mcpvet/mcpvet/analyzers"
	"github.com/mcpvet/mcpvet/analyzers/facts/apifacts"
	"github.com/mcpvet/mcpvet/analyzers/facts/mcpfacts"
	"github.com/mcpvet/mcpvet/analyzers/facts/valueflow"
	"github.com/mcpvet/mcpvet/analyzers/families/drift"
	"github.com/mcpvet/mcpvet/analyzers/families/generated"
	"github.com/mcpvet/mcpvet/analyzers/families/security"
	"github.com/mcpvet/mcpvet/analyzers/families/toolname"
)

// FileName is the name of the generated file.
const FileName = generated.FileName

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
	// Fset holds the positions of Result, API and Gen.
	Fset *token.FileSet
	// Result is what mcpfacts found in the package (nil when it does
	// not load).
	Result *mcpfacts.Result
	// API is what apifacts found in the package: its routes, config and
	// route tools.
	API *apifacts.Result
	// Gen is what generated.Analyzer computed: the file's content, or
	// the diagnostics that refuse it (nil when the package does not
	// load).
	Gen *generated.Result
	// Names are the diagnostics about tool names (OMCG0007, OMCG0008)
	// and field ties (OMCG0007) in the package, whatever declares the
	// tools: mcpvet schema lists them with the tool.
	Names []analysis.Diagnostic
	// Diagnostics are all that mcpvet reports in the package (every
	// analyzer of analyzers.All): mcpvet schema lists them with the tool,
	// resource or prompt they are about.
	Diagnostics []analysis.Diagnostic
	// Drift is drift.Analyzer's comparison of the tools' reads with
	// their listings (nil when the package does not load).
	Drift *drift.Result
	// Flow is valueflow's result, which the security codes read: the
	// listing says of each tool whether they followed its handler.
	Flow *valueflow.Result
	// Reach is the security family's reading of which tools' arguments
	// it reads (security.ReachAnalyzer).
	Reach *security.Reach
	// Src is the content the generated file must have, nil when the
	// package needs none or gen refuses it.
	Src []byte
	// Err is why gen refuses the package (a *Refusal), if it does.
	Err error
	// Existing is the content of the package's mcpvet_gen.go, nil when it
	// has none.
	Existing []byte
	// InMainModule is false for a package of a dependency, which gen
	// never writes to.
	InMainModule bool
	// UnreadLibraries are the MCP libraries mcpvet does not read that the
	// package imports (module paths): their tools are not seen.
	UnreadLibraries []string
	// AnswersItself: the package answers tools/call with the module's own
	// MCP code, none of the libraries mcpvet reads: its tools are not
	// seen.
	AnswersItself bool
	// CreatesServer: the package calls a function of an MCP library
	// mcpvet reads that returns a server (the go-sdk's *mcp.Server,
	// mcp-go's *server.MCPServer), whatever the release's signature.
	CreatesServer bool
	// Foreign are the tools the package registers that are built in a
	// package Load was not asked for (another package of the module, a
	// dependency module): mcpvet schema lists them with the package's
	// own, or under unfollowed with the reason.
	Foreign []*Foreign

	// The package as loaded, for what the listing asks of its code.
	types  *types.Package
	info   *types.Info
	syntax []*ast.File
}

// GenPath is the path of the package's generated file.
func (p *Package) GenPath() string { return filepath.Join(p.Dir, FileName) }

// Refusal is why gen writes nothing for a package: it does not load, or
// mcpvet reports what must be fixed first.
type Refusal struct {
	Pkg string
	// Errors are what keeps the package from loading: its syntax and
	// type errors as the go command prints them, a generated file that
	// mcpvet gen did not write. Gen analyzes no such package.
	Errors []string
	// Diagnostics are the error diagnostics mcpvet reports in the
	// package's own files that refuse it (generated.Result.Refusals).
	Diagnostics []Refused
}

// Refused is one error diagnostic that refuses a package: where, and the
// message as the analyzer reported it ("OMCG0003: ...").
type Refused struct {
	Pos     token.Position
	Message string
}

// String is the diagnostic as mcpvet prints it, with the absolute file
// name: "file:line:col: error: OMCG0003: ...".
func (r Refused) String() string { return fmt.Sprintf("%s: error: %s", r.Pos, r.Message) }

// Header is the first line of the refusal: which package, and why.
func (e *Refusal) Header() string {
	if len(e.Errors) > 0 {
		return "mcpvet gen: " + e.Pkg + ": the package does not load; fix it first:"
	}
	return "mcpvet gen: " + e.Pkg + ": fix these first (mcpvet reports them too):"
}

func (e *Refusal) Error() string {
	var b strings.Builder
	b.WriteString(e.Header())
	if len(e.Errors) > 0 {
		for _, l := range e.Errors {
			b.WriteString("\n" + l)
		}
		return b.String()
	}
	for _, d := range e.Diagnostics {
		b.WriteString("\n" + d.String())
	}
	return b.String()
}

// Load loads the packages matching patterns and runs generated.Analyzer
// on each. It fails only when it cannot load at all (no module, a go
// command error); a package that does not load, or that gen refuses, has
// its Err, and the others are unaffected.
//
// The existing generated files are replaced, while loading, by a bare
// package clause: what gen writes never depends on them, and a stale file
// that no longer compiles (it calls a func that was renamed) must not keep
// gen from replacing it. The errors this causes elsewhere (undefined:
// RegisterTools), and those of a package whose file does not exist yet,
// are set aside: they stand only if no new file declares the name. Any
// other error in a matched package keeps gen from it, since its tools
// would be read from broken code.
func Load(cfg Config, patterns ...string) ([]*Package, error) {
	if len(patterns) == 0 {
		patterns = []string{"."}
	}
	if err := inModule(cfg); err != nil {
		return nil, err
	}
	base := packages.Config{Dir: cfg.Dir, Env: cfg.Env, BuildFlags: cfg.BuildFlags}

	// First the file lists, to find the generated files.
	list := base
	list.Mode = packages.NeedName | packages.NeedFiles | packages.NeedModule
	roots, err := packages.Load(&list, patterns...)
	if err != nil {
		return nil, goError(err)
	}
	broken := map[string][]string{} // by package path: why it does not load
	overlay := map[string][]byte{}
	existing := map[string][]byte{}
	declared := map[string]bool{} // names the generated files declare
	for _, p := range roots {
		for _, e := range p.Errors {
			broken[p.PkgPath] = append(broken[p.PkgPath], e.Error())
		}
		for _, f := range p.GoFiles {
			if filepath.Base(f) != FileName {
				continue
			}
			src, err := os.ReadFile(f)
			if err != nil {
				broken[p.PkgPath] = append(broken[p.PkgPath], err.Error())
				continue
			}
			if !generated.HasHeader(src) {
				broken[p.PkgPath] = append(broken[p.PkgPath], fmt.Sprintf("%s was not written by mcpvet gen (it does not start with %q); rename it, or remove it so that mcpvet gen can write it", f, generated.Header))
				continue
			}
			existing[f] = src
			overlay[f] = []byte("package " + p.Name + "\n")
			for _, name := range declaredNames(f, src) {
				declared[name] = true
			}
		}
	}

	full := base
	full.Mode = packages.LoadAllSyntax | packages.NeedModule
	full.Overlay = overlay
	pkgs, err := stdsyntax.Load(&full, patterns...)
	if err != nil {
		return nil, goError(err)
	}
	// Errors that the missing (or replaced) generated file explains are
	// set aside until the new files are known to declare those names.
	pending := map[string][]packages.Error{}
	var sound []*packages.Package
	for _, p := range pkgs {
		for _, e := range p.Errors {
			if name := undefinedName(e); name != "" && (declared[name] || generatedName().MatchString(name)) {
				pending[p.PkgPath] = append(pending[p.PkgPath], e)
				continue
			}
			broken[p.PkgPath] = append(broken[p.PkgPath], e.Error())
		}
		if broken[p.PkgPath] == nil {
			sound = append(sound, p)
		}
	}

	// The fact passes are roots too: the checker keeps the results of
	// roots only, and mcpvet schema lists what they found. So are the
	// packages outside the patterns that can build the tools the matched
	// ones register (foreignRoots).
	results := map[actionKey]*checker.Action{}
	var foreign []*packages.Package
	if len(sound) > 0 {
		foreign = foreignRoots(sound)
		// Every analyzer, not only the file's: the analyzers cost little
		// beside the load, and the listing says what mcpvet reports.
		graph, err := checker.Analyze(append([]*analysis.Analyzer{generated.Analyzer, drift.Analyzer, security.ReachAnalyzer}, analyzers.All...), append(slices.Clone(sound), foreign...), nil)
		if err != nil {
			return nil, err
		}
		for _, act := range graph.Roots {
			results[actionKey{act.Package, act.Analyzer}] = act
		}
	}
	var out []*Package
	for _, lp := range pkgs {
		p := newPackage(lp, results, broken)
		p.Existing = existing[p.GenPath()]
		out = append(out, p)
	}
	others := map[string]*Package{}
	for _, lp := range foreign {
		others[lp.PkgPath] = newPackage(lp, results, map[string][]string{})
	}
	for _, p := range out {
		p.Foreign = foreignTools(p, pkgs, others)
	}
	unreadLibraries(pkgs, out)
	// The set-aside errors stand unless a new file declares the name, or
	// a package gen refuses explains them (its problems are reported).
	generatedNames := map[string]bool{}
	refused := false
	for _, p := range out {
		refused = refused || broken[p.Path] != nil || p.Gen != nil && p.Gen.Refused()
		if p.Src != nil {
			for _, name := range declaredNames(p.GenPath(), p.Src) {
				generatedNames[name] = true
			}
		}
	}
	for _, p := range out {
		for _, e := range pending[p.Path] {
			if !generatedNames[undefinedName(e)] && !refused {
				broken[p.Path] = append(broken[p.Path], e.Error())
			}
		}
		switch {
		case broken[p.Path] != nil:
			// The file list and the full load may both give an error.
			var errs []string
			for _, e := range broken[p.Path] {
				if !slices.Contains(errs, e) {
					errs = append(errs, e)
				}
			}
			p.Err = &Refusal{Pkg: p.Path, Errors: errs}
			p.Gen, p.Src = nil, nil
		case p.Gen != nil && p.Gen.Refused():
			r := &Refusal{Pkg: p.Path}
			for _, d := range p.Gen.Refusals(p.Fset) {
				r.Diagnostics = append(r.Diagnostics, Refused{p.Fset.Position(d.Pos), d.Message})
			}
			p.Err = r
		}
	}
	slices.SortFunc(out, func(a, b *Package) int { return strings.Compare(a.Path, b.Path) })
	return out, nil
}

// actionKey names one analyzer's action on one package.
type actionKey struct {
	*packages.Package
	*analysis.Analyzer
}

// newPackage is lp with what the analyzers found in it; an analyzer that
// fails on it is recorded in broken.
func newPackage(lp *packages.Package, results map[actionKey]*checker.Action, broken map[string][]string) *Package {
	p := &Package{
		Path: lp.PkgPath, Name: lp.Name, Fset: lp.Fset,
		InMainModule: lp.Module == nil || lp.Module.Main,
	}
	if len(lp.GoFiles) > 0 {
		p.Dir = filepath.Dir(lp.GoFiles[0])
	}
	p.types, p.info, p.syntax = lp.Types, lp.TypesInfo, lp.Syntax
	act := results[actionKey{lp, generated.Analyzer}]
	switch {
	case act == nil:
	case act.Err != nil:
		broken[p.Path] = append(broken[p.Path], act.Err.Error())
	default:
		p.Gen = act.Result.(*generated.Result)
		p.Src = p.Gen.Src
		p.Result, _ = results[actionKey{lp, mcpfacts.Analyzer}].Result.(*mcpfacts.Result)
		p.API, _ = results[actionKey{lp, apifacts.Analyzer}].Result.(*apifacts.Result)
		for _, a := range []*analysis.Analyzer{toolname.OMCG0007, toolname.OMCG0008} {
			if act := results[actionKey{lp, a}]; act != nil {
				p.Names = append(p.Names, act.Diagnostics...)
			}
		}
		for _, a := range analyzers.All {
			if act := results[actionKey{lp, a}]; act != nil {
				p.Diagnostics = append(p.Diagnostics, act.Diagnostics...)
			}
		}
		p.Drift, _ = results[actionKey{lp, drift.Analyzer}].Result.(*drift.Result)
		p.Reach, _ = results[actionKey{lp, security.ReachAnalyzer}].Result.(*security.Reach)
		if act := results[actionKey{lp, valueflow.Analyzer}]; act != nil {
			p.Flow, _ = act.Result.(*valueflow.Result)
		}
	}
	return p
}

// inModule returns a clear error when the go command would look for a
// module and find none: there is no go.mod in the directory or above it,
// and no go.work.
func inModule(cfg Config) error {
	goCmd := exec.Command("go", "env", "-json", "GOMOD", "GOWORK")
	goCmd.Dir = cfg.Dir
	goCmd.Env = cfg.Env
	out, err := goCmd.Output()
	if err != nil {
		return nil // the load says what is wrong
	}
	var env struct{ GOMOD, GOWORK string }
	if json.Unmarshal(out, &env) != nil || env.GOMOD != os.DevNull || env.GOWORK != "" && env.GOWORK != "off" {
		return nil
	}
	dir := cfg.Dir
	if dir == "" {
		dir = "the current directory"
	}
	return fmt.Errorf("%s is not in a Go module: there is no go.mod in it or in a directory above it; run mcpvet in the module of the packages (go mod init creates one)", dir)
}

// goError is the go command's own message in an error of packages.Load
// ("err: exit status 1: stderr: go: ..." becomes "go: ...").
func goError(err error) error {
	msg := err.Error()
	if _, stderr, ok := strings.Cut(msg, "stderr: "); ok && strings.TrimSpace(stderr) != "" {
		return errors.New(strings.TrimSpace(stderr))
	}
	return err
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

// The patterns are compiled on first use, not at init: every process of
// the binary runs its package inits, and go vet starts one per package
// (Unicode classes make these two the dearest init of the vet tool).
var (
	undefined = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^undefined: (?:[\pL_][\pL\pN_]*\.)?([\pL_][\pL\pN_]*)$`)
	})
	// generatedName matches the functions a generated file declares.
	generatedName = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^(?:Register[\pL\pN_]*Tools|RouteTools)$`)
	})
)

// undefinedName is the name an "undefined: NAME" type error is about, or "".
func undefinedName(e packages.Error) string {
	if e.Kind != packages.TypeError {
		return ""
	}
	if m := undefined().FindStringSubmatch(e.Msg); m != nil {
		return m[1]
	}
	return ""
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
