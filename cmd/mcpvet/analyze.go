package main

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/mcpvet/mcpvet/analyzers"
	"github.com/mcpvet/mcpvet/analyzers/families/listinglock"
)

// The exit statuses of analysis mode (mcpvet [flags] packages). They are
// the same with -json, and with -fix they describe what is left after
// fixing. Under go vet, go vet's protocol applies instead.
const (
	exitClean    = 0 // nothing reported
	exitFailed   = 1 // no error reported, but something could not be analyzed
	exitUsage    = 2 // the command line is wrong
	exitErrors   = 3 // at least one error
	exitWarnings = 4 // warnings, and nothing worse
)

// analysisFlags are the flags of analysis mode: those of x/tools'
// multichecker that mcpvet documents, with -tags doing what go build's
// does.
type analysisFlags struct {
	json, fix, diff, tests bool
	sarif                  bool
	cache                  bool   // -cache: run through go vet's caching (cached.go)
	baseline               string // -baseline FILE
	baselineWrite          string // -baseline-write FILE
	context                int
	load                   loadFlags
	// enabled holds the -NAME flag of each analyzer: set true, the
	// analyzers named so are the only ones run; set false, the analyzer
	// is left out.
	enabled map[*analysis.Analyzer]*triState
	// vetFailed is set when the cached path was not taken because go
	// vet failed (not a cache miss).
	vetFailed *vetFailure
}

func newAnalysisFlags() (*flag.FlagSet, *analysisFlags) {
	f := &analysisFlags{enabled: map[*analysis.Analyzer]*triState{}}
	fs := flag.NewFlagSet("mcpvet", flag.ContinueOnError)
	fs.SetOutput(io.Discard) // runAnalyzers says what is wrong, in one line
	fs.Usage = func() {}
	fs.BoolVar(&f.json, "json", false, "print the diagnostics as JSON on standard output")
	fs.BoolVar(&f.fix, "fix", false, "apply the suggested fixes, then report what is left")
	fs.BoolVar(&f.diff, "diff", false, "with -fix, print the fixes as a unified diff instead of applying them")
	fs.IntVar(&f.context, "c", -1, "print each diagnostic's line with this many lines of context")
	fs.BoolVar(&f.tests, "test", true, "analyze the packages' tests too")
	fs.BoolVar(&f.cache, "cache", true, "keep and reuse results in the go command's build cache (-cache=false: analyze everything again)")
	fs.BoolVar(&f.sarif, "sarif", false, "print the diagnostics as SARIF 2.1.0 on standard output")
	fs.StringVar(&f.baseline, "baseline", "", "report only the findings not recorded in this `file`")
	fs.StringVar(&f.baselineWrite, "baseline-write", "", "record the findings in this `file` (for -baseline) and report none")
	f.load.register(fs)
	registerAnalyzerFlags(fs)
	for _, a := range analyzers.All {
		ts := new(triState)
		f.enabled[a] = ts
		fs.Var(ts, a.Name, fmt.Sprintf("enable the %s analyzer", a.Name))
	}
	return fs, f
}

// selected is the analyzers the -NAME flags select: those set true if
// any is, else all but those set false.
func (f *analysisFlags) selected() []*analysis.Analyzer {
	var only, but []*analysis.Analyzer
	for _, a := range analyzers.All {
		switch *f.enabled[a] {
		case setTrue:
			only = append(only, a)
		case unset:
			but = append(but, a)
		}
	}
	if len(only) > 0 {
		return only
	}
	return but
}

// runAnalyzers is analysis mode: it loads the packages with go/packages,
// runs the selected analyzers over them with the x/tools checker, and
// reports on stderr (or as JSON on stdout) every diagnostic with its
// severity.
func runAnalyzers(args []string, stdout, stderr io.Writer) int {
	fs, f := newAnalysisFlags()
	if err := fs.Parse(canonicalFlags(fs, args)); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			writeHelp(stdout)
			return exitClean
		}
		fmt.Fprintf(stderr, "mcpvet: %v\n%s", err, helpHint)
		return exitUsage
	}
	if fs.NArg() == 0 {
		fmt.Fprintf(stderr, "usage: mcpvet [flags] packages\n%s", helpHint)
		return exitUsage
	}
	if f.diff {
		f.fix = true // -diff alone can only mean -fix -diff
	}
	if err := lockFlags(fs); err != nil {
		fmt.Fprintf(stderr, "mcpvet: %v\n", err)
		return exitFailed
	}

	all, errs, incomplete, err := f.findings(fs, stderr)
	if err != nil {
		fmt.Fprintf(stderr, "mcpvet: %v\n", err)
		return exitFailed
	}

	report := all
	left := dedupe(all)
	var counts map[baselineEntry]int // the baseline, for what is left after fixing
	if f.baseline != "" || f.baselineWrite != "" {
		var done bool
		if report, left, counts, done, err = f.applyBaseline(stderr, all, left); err != nil {
			fmt.Fprintf(stderr, "mcpvet: %v\n", err)
			return exitFailed
		} else if done {
			return exitStatus(nil, incomplete)
		}
	}
	if f.fix {
		res, err := applyFixes(left, f.diff, stdout)
		if err != nil {
			fmt.Fprintf(stderr, "mcpvet: %v\n", err)
			return exitFailed
		}
		left, report = res.left, res.left
		if res.fixed > 0 {
			// What is left is what mcpvet finds in the fixed code (with
			// -diff, in the code as the diff leaves it, which is where the
			// positions point): a fix can resolve findings other than its
			// own (a name made valid is no longer refused by a client
			// either), which the fixes alone would count as left.
			var overlay map[string][]byte
			if f.diff {
				overlay = res.contents
			}
			quiet := io.Discard
			if !incomplete {
				quiet = stderr // a load error now: a fix broke the build
			}
			if all, cerrs, ok := f.cachedFindings(fs, fs.Args(), quiet, overlay); ok {
				incomplete, errs = len(cerrs) > 0, cerrs
				left = dedupe(all)
			} else {
				g, inc, err := f.analyze(fs.Args(), overlay, quiet)
				if err != nil {
					fmt.Fprintf(stderr, "mcpvet: after fixing: %v\n", err)
					return exitFailed
				}
				incomplete, errs = inc, errorsOf(g)
				left = dedupe(findingsOf(g))
			}
			if counts != nil {
				left = notInBaseline(left, counts, reportRoot(left))
			}
			res.left, report = left, left
		}
		if summary := res.summary(f.diff); summary != "" {
			fmt.Fprintln(stderr, summary)
		}
	}
	if f.sarif && !f.diff {
		if err := writeSARIF(stdout, left, reportRoot(left)); err != nil {
			fmt.Fprintf(stderr, "mcpvet: %v\n", err)
			return exitFailed
		}
	} else if f.json && !f.diff {
		if err := writeJSON(stdout, errs, report); err != nil {
			fmt.Fprintf(stderr, "mcpvet: %v\n", err)
			return exitFailed
		}
	} else {
		writeText(stderr, left, f.context)
	}
	return exitStatus(left, incomplete)
}

// findings are the diagnostics of the packages fs's arguments match, and
// the analyzers' failures: from the go command's cache where it can
// answer (cachedFindings), else analyzed in-process. Load errors and
// analyzer failures are printed on stderr, and make the analysis
// incomplete; err is a failure to analyze at all.
func (f *analysisFlags) findings(fs *flag.FlagSet, stderr io.Writer) (all []*finding, errs []actionError, incomplete bool, err error) {
	if all, errs, ok := f.cachedFindings(fs, fs.Args(), stderr, nil); ok {
		return all, errs, len(errs) > 0, nil
	}
	g, incomplete, err := f.analyze(fs.Args(), nil, stderr)
	if err != nil {
		return nil, nil, false, err
	}
	if f.vetFailed != nil && !incomplete {
		// go vet refused what loads and type-checks here (a file an
		// embed pattern matches is missing, which go/packages does not
		// report): the run is whole, but every run of this module pays
		// the in-process price until it is mended.
		fmt.Fprintf(stderr, "mcpvet: go vet failed (%s): analyzed in process, without its cache\n", f.vetFailed.first())
	}
	return findingsOf(g), errorsOf(g), incomplete, nil
}

// errorsOf lists the failures of the graph's actions.
func errorsOf(g *checker.Graph) []actionError {
	var errs []actionError
	for act := range g.All() {
		if act.Err != nil {
			errs = append(errs, actionError{act.Package.ID, act.Analyzer.Name, act.Err.Error()})
		}
	}
	return errs
}

// analyze loads the packages matching patterns, the files of overlay in
// place of those on disk, and runs the selected analyzers on them. Load
// errors and analyzer failures are printed on stderr, and make the
// analysis incomplete; err is a failure to analyze at all.
func (f *analysisFlags) analyze(patterns []string, overlay map[string][]byte, stderr io.Writer) (g *checker.Graph, incomplete bool, err error) {
	pkgs, err := f.load.packages(patterns, f.tests, overlay)
	if err != nil {
		return nil, false, err
	}
	incomplete = printLoadErrors(stderr, pkgs) > 0
	g, err = checker.Analyze(f.selected(), pkgs, nil)
	if err != nil {
		return nil, false, err
	}
	for act := range g.All() {
		if act.Err != nil {
			fmt.Fprintf(stderr, "mcpvet: %s: %v\n", act, act.Err)
			incomplete = true
		}
	}
	return g, incomplete, nil
}

// exitStatus is the exit status for the diagnostics reported: an error
// outweighs an incomplete analysis, which outweighs a warning.
func exitStatus(reported []*finding, incomplete bool) int {
	warnings := false
	for _, d := range reported {
		if d.severity == analyzers.Error {
			return exitErrors
		}
		warnings = true
	}
	switch {
	case incomplete:
		return exitFailed
	case warnings:
		return exitWarnings
	}
	return exitClean
}

// helpHint ends the message of a usage error.
const helpHint = "Run 'mcpvet help' for the usage, the flags and the codes.\n"

// canonicalFlags rewrites the analyzer flags of args to the analyzers'
// names, so that a code's flag can be written as the code is printed, or
// in any case: -OMCG0014=false, -Omcg0014=false and -omcg0014=false are
// one flag. Other flags, and everything from the first argument that is
// not a flag, are left as they are.
func canonicalFlags(fs *flag.FlagSet, args []string) []string {
	out := slices.Clone(args)
	for i := 0; i < len(out); i++ {
		arg := out[i]
		if arg == "--" || arg == "-" || !strings.HasPrefix(arg, "-") {
			break
		}
		dashes := "-"
		if strings.HasPrefix(arg, "--") {
			dashes = "--"
		}
		name, value, hasValue := strings.Cut(arg[len(dashes):], "=")
		if fl := fs.Lookup(name); fl != nil {
			if !hasValue && !isBoolFlag(fl) {
				i++ // the next argument is this flag's value
			}
			continue
		}
		if a := lookupAnalyzer(name); a != nil {
			out[i] = dashes + a.Name
			if hasValue {
				out[i] += "=" + value
			}
		}
	}
	return out
}

// lookupAnalyzer returns the analyzer of analyzers.All named name, or
// whose code is name, in any case; nil if there is none.
func lookupAnalyzer(name string) *analysis.Analyzer {
	if c, ok := analyzers.Lookup(name); ok {
		return c.Analyzer
	}
	for _, a := range analyzers.All {
		if strings.EqualFold(a.Name, name) {
			return a
		}
	}
	return nil
}

func isBoolFlag(fl *flag.Flag) bool {
	b, ok := fl.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

// printLoadErrors prints the errors of the packages and of their
// dependencies, dependencies first, as go/packages.PrintErrors does, and
// returns how many there were.
func printLoadErrors(w io.Writer, pkgs []*packages.Package) int {
	n := 0
	modules := map[*packages.Module]bool{}
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		for _, err := range p.Errors {
			fmt.Fprintln(w, loadErrorText(p, err))
			n++
		}
		if m := p.Module; m != nil && m.Error != nil && !modules[m] {
			modules[m] = true
			fmt.Fprintln(w, m.Error.Err)
			n++
		}
	})
	return n
}

// loadErrorText is how a load error is printed: as go/packages writes it
// when it has a position (file:line:col: message), else after mcpvet and
// the package or pattern ("mcpvet: ./nope: no such directory"), not after
// the "-" go/packages puts in place of a position.
func loadErrorText(p *packages.Package, err packages.Error) string {
	if err.Pos != "" && err.Pos != "-" {
		return err.Error()
	}
	msg := err.Msg
	if strings.HasPrefix(msg, "stat ") && strings.HasSuffix(msg, ": directory not found") {
		msg = "no such directory"
	}
	return "mcpvet: " + p.ID + ": " + msg
}

// A triState is a boolean flag that knows whether it was set.
type triState int

const (
	unset triState = iota
	setTrue
	setFalse
)

func (ts *triState) Set(value string) error {
	b, err := strconv.ParseBool(value)
	if err != nil {
		return errors.New("want true or false")
	}
	*ts = setFalse
	if b {
		*ts = setTrue
	}
	return nil
}

func (ts *triState) String() string {
	if ts != nil && *ts == setFalse {
		return "false"
	}
	return "true"
}

func (ts *triState) IsBoolFlag() bool { return true }

// lockFlags makes -lock's file absolute (the analyzer reads it from each
// package's directory under go vet) and sets its hash: go vet keys its
// cache by the flags, not by the lock file, so a changed lock is analyzed
// again only if a flag changes with it.
func lockFlags(fs *flag.FlagSet) error {
	f := fs.Lookup(listinglock.LockFlag)
	if f == nil || f.Value.String() == "" {
		return nil
	}
	path, err := filepath.Abs(f.Value.String())
	if err != nil {
		return err
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("the listing lock: %v (mcpvet schema -lock %s ./... writes it)", err, f.Value.String())
	}
	if _, err := listinglock.Parse(path, data); err != nil {
		return err
	}
	if err := fs.Set(listinglock.LockFlag, path); err != nil {
		return err
	}
	sum := sha256.Sum256(data)
	return fs.Set(listinglock.OMCG0045.Name+"."+listinglock.HashFlag, hex.EncodeToString(sum[:8]))
}
