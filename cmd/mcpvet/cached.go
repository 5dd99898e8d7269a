package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"go/token"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"
)

// Standalone mode keeps its results between runs in the go command's
// build cache: it runs
//
//	go vet -json -vettool=<this executable> -nameunits [flags] packages
//
// and reads the JSON report, so that each package's facts and
// diagnostics (with their fixes) are cached under the go command's own
// action keys: the package's files, its dependencies' keys, the build
// flags, the vet flags and the vet tool's ID (a hash of the mcpvet
// executable). A warm run asks the go command and replays the cache; an
// edited package is analyzed again with its importers, and nothing else.
// The output (severities, -json, -sarif, baselines, the exit status) is
// made from the report as from the checker's graph.
//
// The cached path is not taken (cachedFindings reports ok false, and
// mcpvet loads and analyzes in-process as before) when the caller asks
// for it with -cache=false, with -test=false (go vet always includes
// tests), and whenever go vet does not finish cleanly (a package that
// does not build, a pattern that matches nothing, an analyzer failure on
// a dependency): the in-process path reports those as it always did.

// outputFlags are mcpvet's flags that shape its own output or choose
// its path; go vet is given every other flag that was set (the
// analyzers' and codes' flags, which go vet hands to the vet tool).
var outputFlags = map[string]bool{
	"json": true, "fix": true, "diff": true, "c": true, "test": true, "sarif": true,
	"baseline": true, "baseline-write": true, "tags": true, "cache": true,
}

// cachedFindings analyzes patterns through go vet, as above. ok is false
// when the cached path cannot answer; then nothing has been printed.
func (f *analysisFlags) cachedFindings(fs *flag.FlagSet, patterns []string, stderr io.Writer, overlay map[string][]byte) (out []*finding, errs []actionError, ok bool) {
	if !f.cache || !f.tests {
		return nil, nil, false
	}
	// The codes a run selects (-OMCG0014=false, -OMCG0002 -OMCG0007)
	// are not go vet's to know: it runs the whole suite and mcpvet keeps
	// the selected codes' findings. Every selection then shares one
	// cache, of the module and of its dependencies (go vet keys each
	// package's result by the vet flags, so each new selection would
	// analyze every dependency again), and what a code reports does not
	// depend on which other codes run.
	var vetFlags []string
	fs.Visit(func(fl *flag.Flag) {
		if !outputFlags[fl.Name] && lookupAnalyzer(fl.Name) == nil {
			vetFlags = append(vetFlags, "-"+fl.Name+"="+fl.Value.String())
		}
	})
	all, allErrs, err := vetReport(context.Background(), vetRun{buildFlags: f.load.buildFlags(), vetFlags: vetFlags, patterns: patterns, overlay: overlay})
	if err != nil {
		// Not a cache miss when go vet failed: the caller says so if
		// the in-process path finds nothing wrong (findings).
		errors.As(err, &f.vetFailed)
		return nil, nil, false
	}
	selected := map[string]bool{}
	for _, a := range f.selected() {
		selected[a.Name] = true
	}
	for _, fd := range all {
		if selected[fd.analyzer.Name] {
			out = append(out, fd)
		}
	}
	for _, e := range allErrs {
		if selected[e.analyzer] {
			errs = append(errs, e)
		}
	}
	for _, e := range errs {
		fmt.Fprintf(stderr, "mcpvet: %s@%s: %s\n", e.analyzer, e.pkgID, e.err)
	}
	if f.sarif || f.baseline != "" || f.baselineWrite != "" {
		setModules(out)
	}
	return out, errs, true
}

// A vetRun is one go vet -json -vettool=<this executable> run.
type vetRun struct {
	dir        string   // where it runs; "" for the current directory
	env        []string // its environment; nil for the process's
	buildFlags []string // -tags
	vetFlags   []string // the analyzers' and codes' flags, as -NAME=VALUE
	patterns   []string
	// cachedOnly makes the run fail at the first dependency whose facts
	// go vet's cache does not hold (vetProbeEnv): an answer only when it
	// is cheap.
	cachedOnly bool
	// overlay, if not nil, holds file contents that replace those on
	// disk (go vet's -overlay): what -fix -diff leaves, analyzed without
	// writing it.
	overlay map[string][]byte
}

// vetProbeEnv, set in the environment of go vet, makes a facts-only unit
// (a dependency of the packages asked for) fail at once instead of
// analyzing it: go vet then fails, and caches nothing of that failure.
// The go command leaves the environment out of its keys, so the
// variable changes no key. The language server asks go vet this way for
// the first diagnostics of a module: a replay of the cache when it is
// warm, a failure within a moment when it is not (a new mcpvet binary,
// other flags, a dependency changed), never the minutes of a cold run.
// A package asked for that changed since the cache was filled is
// analyzed, as it costs that package alone. Failing on dependencies
// also keeps the server from leaving in the cache a result of a module
// package analyzed only for its facts (see vetReport).
const vetProbeEnv = "MCPVET_VET_CACHED_ONLY"

// vetReport runs go vet as r says and returns the findings of the
// packages r asks for. It fails when go vet fails or writes to stderr,
// when its report cannot be read, and when the report does not name
// every unit go vet analyzes for its diagnostics (rootUnits): the go
// command keys a package's vet result without saying whether the
// package was asked for its diagnostics or only for its facts, so a
// package analyzed before only as a dependency replays nothing, where
// a unit analyzed for its diagnostics always names its package
// (namedRootUnit). Such a run is a miss, never an answer with findings
// left out. A dependency whose cached result was computed for its
// diagnostics replays them too: they are not the run's, and are left
// out.
func vetReport(ctx context.Context, r vetRun) ([]*finding, []actionError, error) {
	self, err := os.Executable()
	if err != nil {
		return nil, nil, err
	}
	var renamed map[string]string
	if len(r.overlay) > 0 {
		flag, tmp, cleanup, err := overlayFlag(r.overlay)
		if err != nil {
			return nil, nil, err
		}
		defer cleanup()
		r.buildFlags = append(slices.Clip(r.buildFlags), flag)
		renamed = tmp
	}
	args := []string{"vet", "-json", "-vettool=" + self, "-" + nameUnitsFlag}
	args = append(args, r.buildFlags...)
	args = append(args, r.vetFlags...)
	args = append(args, r.patterns...)
	cmd := exec.CommandContext(ctx, "go", args...)
	cmd.Dir = r.dir
	cmd.Env = r.env
	if r.cachedOnly {
		if cmd.Env == nil {
			cmd.Env = os.Environ()
		}
		cmd.Env = append(slices.Clip(cmd.Env), vetProbeEnv+"=1")
	}
	var stdout, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &errOut
	type roots struct {
		ids map[string]bool
		err error
	}
	listed := make(chan roots, 1)
	go func() {
		ids, err := rootUnits(ctx, r)
		listed <- roots{ids, err}
	}()
	err = cmd.Run()
	want := <-listed
	if err != nil || errOut.Len() > 0 {
		return nil, nil, &vetFailure{err: err, stderr: errOut.String()}
	}
	if want.err != nil {
		return nil, nil, want.err
	}
	all, allErrs, named, err := findingsOfReport(&stdout, r.overlay, renamed)
	if err != nil {
		return nil, nil, err
	}
	for id := range want.ids {
		if !named[id] {
			return nil, nil, fmt.Errorf("go vet's report does not name %s: its cached result was computed for a dependency's facts only", id)
		}
	}
	var out []*finding
	for _, f := range all {
		if want.ids[f.pkg.ID] {
			out = append(out, f)
		}
	}
	var errs []actionError
	for _, e := range allErrs {
		if want.ids[e.pkgID] {
			errs = append(errs, e)
		}
	}
	return out, errs, nil
}

// vetFailure is go vet failing, or writing to its standard error.
type vetFailure struct {
	err    error
	stderr string
}

func (e *vetFailure) Error() string { return fmt.Sprintf("go vet: %v\n%s", e.err, e.stderr) }

// first is the first line go vet wrote that is not a "# package" header,
// or its exit status.
func (e *vetFailure) first() string {
	for line := range strings.Lines(e.stderr) {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			return line
		}
	}
	if e.err != nil {
		return e.err.Error()
	}
	return "it wrote to its standard error"
}

// rootUnits are the IDs of the units go vet analyzes for their
// diagnostics when it is given r's patterns, as the units name
// themselves (their import paths): per package, the package with its
// tests (or alone) if it has files, and its external test package
// ("p_test") if there is one.
func rootUnits(ctx context.Context, r vetRun) (map[string]bool, error) {
	args := append([]string{"list", "-e", "-f", "{{.ImportPath}} {{len .GoFiles}} {{len .CgoFiles}} {{len .TestGoFiles}} {{len .XTestGoFiles}}"}, r.buildFlags...)
	cmd := exec.CommandContext(ctx, "go", append(args, r.patterns...)...)
	cmd.Dir, cmd.Env = r.dir, r.env
	out, err := cmd.Output()
	if err != nil {
		return nil, err
	}
	ids := map[string]bool{}
	for line := range strings.Lines(string(out)) {
		var path string
		var goFiles, cgoFiles, testFiles, xtestFiles int
		if _, err := fmt.Sscan(line, &path, &goFiles, &cgoFiles, &testFiles, &xtestFiles); err != nil {
			return nil, err
		}
		if goFiles+cgoFiles+testFiles > 0 {
			ids[path] = true
		}
		if xtestFiles > 0 {
			ids[path+"_test"] = true
		}
	}
	return ids, nil
}

// An actionError is an analyzer's failure on a package.
type actionError struct {
	pkgID, analyzer, err string
}

// findingsOfReport reads the stream of JSON reports go vet -json prints
// (one object per package: package ID -> analyzer -> diagnostics, or
// {"error": ...}) into findings whose positions are in one file set made
// from the files on disk, and the IDs of the packages it names. An
// unreadable report or position is an error: the caller then analyzes
// in-process.
func findingsOfReport(r io.Reader, overlay map[string][]byte, renamed map[string]string) (out []*finding, errs []actionError, named map[string]bool, err error) {
	files := &fileSet{fset: token.NewFileSet(), files: map[string]*token.File{}, overlay: overlay, renamed: renamed}
	pkgs := map[string]*packages.Package{}
	dec := json.NewDecoder(r)
	named = map[string]bool{}
	for {
		var report map[string]map[string]json.RawMessage
		if err := dec.Decode(&report); err == io.EOF {
			break
		} else if err != nil {
			return nil, nil, nil, err
		}
		for id, byAnalyzer := range report {
			named[id] = true
			pkg := pkgs[id]
			if pkg == nil {
				pkg = &packages.Package{ID: id, Fset: files.fset}
				pkgs[id] = pkg
			}
			for name, raw := range byAnalyzer {
				a := lookupAnalyzer(name)
				if a == nil {
					return nil, nil, nil, fmt.Errorf("go vet reported an unknown analyzer %q", name)
				}
				var failure jsonError
				if json.Unmarshal(raw, &failure) == nil && failure.Err != "" {
					errs = append(errs, actionError{id, name, failure.Err})
					continue
				}
				var diags []jsonDiagnostic
				if err := json.Unmarshal(raw, &diags); err != nil {
					return nil, nil, nil, err
				}
				for _, jd := range diags {
					d, err := files.diagnostic(jd)
					if err != nil {
						return nil, nil, nil, err
					}
					out = append(out, &finding{pkg, a, d, severityOf(a, d)})
				}
			}
		}
	}
	return out, errs, named, nil
}

// A fileSet makes token positions of the file:line:column positions of a
// JSON report, reading each file once for its line table.
type fileSet struct {
	fset    *token.FileSet
	files   map[string]*token.File
	overlay map[string][]byte // the contents go vet read instead of the disk's
	renamed map[string]string // the files that hold them, to the files they stand for
}

func (s *fileSet) file(name string) (*token.File, error) {
	if real, ok := s.renamed[name]; ok {
		name = real // go vet names an overlaid file by the file it read
	}
	if tf, ok := s.files[name]; ok {
		return tf, nil
	}
	src, ok := s.overlay[name]
	if !ok {
		var err error
		if src, err = os.ReadFile(name); err != nil {
			return nil, err
		}
	}
	tf := s.fset.AddFile(name, -1, len(src))
	tf.SetLinesForContent(src)
	s.files[name] = tf
	return tf, nil
}

// pos is the position of posn ("file:line:column", "-" for none).
func (s *fileSet) pos(posn string) (token.Pos, error) {
	if posn == "" || posn == "-" {
		return token.NoPos, nil
	}
	rest, colText, ok1 := cutLast(posn)
	name, lineText, ok2 := cutLast(rest)
	line, err1 := strconv.Atoi(lineText)
	col, err2 := strconv.Atoi(colText)
	if !ok1 || !ok2 || err1 != nil || err2 != nil {
		return token.NoPos, fmt.Errorf("go vet reported a position %q", posn)
	}
	tf, err := s.file(name)
	if err != nil {
		return token.NoPos, err
	}
	if line < 1 || line > tf.LineCount() || col < 1 {
		return token.NoPos, fmt.Errorf("%s changed while mcpvet analyzed it", name)
	}
	off := tf.Offset(tf.LineStart(line)) + col - 1
	if off > tf.Size() {
		return token.NoPos, fmt.Errorf("%s changed while mcpvet analyzed it", name)
	}
	return tf.Pos(off), nil
}

// offset is the position of a byte offset of file name.
func (s *fileSet) offset(name string, off int) (token.Pos, error) {
	tf, err := s.file(name)
	if err != nil {
		return token.NoPos, err
	}
	if off < 0 || off > tf.Size() {
		return token.NoPos, fmt.Errorf("%s changed while mcpvet analyzed it", name)
	}
	return tf.Pos(off), nil
}

func cutLast(s string) (before, after string, ok bool) {
	i := strings.LastIndexByte(s, ':')
	if i < 0 {
		return s, "", false
	}
	return s[:i], s[i+1:], true
}

// diagnostic is the analysis.Diagnostic of a reported one.
func (s *fileSet) diagnostic(jd jsonDiagnostic) (analysis.Diagnostic, error) {
	var errs []error
	pos := func(posn string) token.Pos {
		p, err := s.pos(posn)
		errs = append(errs, err)
		return p
	}
	d := analysis.Diagnostic{
		Pos:      pos(jd.Posn),
		End:      pos(jd.End),
		Category: jd.Category,
		Message:  jd.Message,
	}
	for _, r := range jd.Related {
		d.Related = append(d.Related, analysis.RelatedInformation{Pos: pos(r.Posn), End: pos(r.End), Message: r.Message})
	}
	for _, jf := range jd.SuggestedFixes {
		fix := analysis.SuggestedFix{Message: jf.Message}
		for _, e := range jf.Edits {
			start, err1 := s.offset(e.Filename, e.Start)
			end, err2 := s.offset(e.Filename, e.End)
			errs = append(errs, err1, err2)
			fix.TextEdits = append(fix.TextEdits, analysis.TextEdit{Pos: start, End: end, NewText: []byte(e.New)})
		}
		d.SuggestedFixes = append(d.SuggestedFixes, fix)
	}
	return d, errors.Join(errs...)
}

// setModules gives each finding's package the main module its first
// file is in (what reportRoot reads), as go/packages would: the main
// modules are those "go list -m" lists.
func setModules(fs []*finding) {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Path}}\t{{.Dir}}").Output()
	if err != nil {
		return
	}
	var mods []*packages.Module
	for line := range strings.Lines(string(out)) {
		path, dir, ok := strings.Cut(strings.TrimSpace(line), "\t")
		if ok && dir != "" {
			mods = append(mods, &packages.Module{Path: path, Dir: dir, Main: true})
		}
	}
	for _, f := range fs {
		if f.pkg.Module != nil {
			continue
		}
		name := f.posn().Filename
		for _, m := range mods {
			if rel, err := filepath.Rel(m.Dir, name); err == nil && filepath.IsLocal(rel) {
				f.pkg.Module = m
				break
			}
		}
	}
}

// overlayFlag writes contents to temporary files and returns go's
// -overlay flag that puts them in place of the files they name, which
// file stands for which (go vet reports positions in the file it read),
// and a function that removes them.
func overlayFlag(contents map[string][]byte) (flag string, renamed map[string]string, cleanup func(), err error) {
	dir, err := os.MkdirTemp("", "mcpvet-overlay-")
	if err != nil {
		return "", nil, nil, err
	}
	cleanup = func() { os.RemoveAll(dir) }
	replace, renamed := map[string]string{}, map[string]string{}
	i := 0
	for name, src := range contents {
		tmp := filepath.Join(dir, fmt.Sprintf("%d.go", i))
		i++
		if err := os.WriteFile(tmp, src, 0o666); err != nil {
			cleanup()
			return "", nil, nil, err
		}
		replace[name], renamed[tmp] = tmp, name
	}
	data, err := json.Marshal(struct{ Replace map[string]string }{replace})
	if err == nil {
		err = os.WriteFile(filepath.Join(dir, "overlay.json"), data, 0o666)
	}
	if err != nil {
		cleanup()
		return "", nil, nil, err
	}
	return "-overlay=" + filepath.Join(dir, "overlay.json"), renamed, cleanup, nil
}
