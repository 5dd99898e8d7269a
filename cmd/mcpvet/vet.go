package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os/exec"

	"os"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/unitchecker"

	"github.com/mcpvet/mcpvet/analyzers"
	"github.com/mcpvet/mcpvet/analyzers/families/listinglock"
	"github.com/mcpvet/mcpvet/analyzers/families/security"
)

// isVetInvocation reports whether args are go vet's: a unit of analysis
// described by a .cfg file, or a question about the tool (-V=full, its
// version for the build cache; -flags, its flags in JSON).
func isVetInvocation(args []string) bool {
	if n := len(args); n > 0 && strings.HasSuffix(args[n-1], ".cfg") {
		return true
	}
	for _, arg := range args {
		if arg == "--" || !strings.HasPrefix(arg, "-") {
			break
		}
		name, _, _ := strings.Cut(strings.TrimLeft(arg, "-"), "=")
		if name == "V" || name == "flags" {
			return true
		}
	}
	return false
}

// vetMain answers go vet with x/tools' unitchecker, so that what go vet
// reads (the -V line, the -flags JSON, the diagnostics, the JSON on
// stdout, the exit status) is exactly what unitchecker writes. It adds
// one flag per code, spelled as the code is printed (-OMCG0014=false), as
// an alias of the analyzer's own flag: -flags lists it, so go vet accepts
// it too. It does not return.
func vetMain() {
	unitGC()
	if cfg, facts := factsOnlyUnit(os.Args[1:]); cfg != "" {
		if os.Getenv(vetProbeEnv) != "" {
			fmt.Fprintf(os.Stderr, "mcpvet: %s: a dependency's facts are not in go vet's cache (%s)\n", cfg, vetProbeEnv)
			os.Exit(1)
		}
		unitchecker.Run(cfg, facts) // does not return
	}
	if os.Getenv(namedUnitEnv) == "" {
		if code, ok := namedRootUnit(os.Args[1:]); ok {
			os.Exit(code)
		}
	}
	registerAliases(flag.CommandLine)
	flag.Bool(nameUnitsFlag, false, "name each package's report, a clean one too (mcpvet's own runs through go vet set it)")
	for _, c := range analyzers.Codes() {
		flag.Var(codeFlag{c.Analyzer.Name}, c.Code, fmt.Sprintf("the same as -%s", c.Analyzer.Name))
	}
	unitchecker.Main(slices.Clone(analyzers.All)...)
}

// unitGC sets the collector of a vet unit's process: go vet starts one
// process per package, most of which live for tens of milliseconds and
// whose heap is mostly garbage-free (syntax, types, SSA, all live until
// the exit), so the default (a collection each time the heap doubles)
// spends a fifth of a unit's CPU collecting what the exit frees anyway.
// Four times the live heap between collections, as a setting of one's
// own GOGC would say, costs about a tenth more peak memory per process.
// An explicit GOGC in the environment wins.
func unitGC() {
	if _, set := os.LookupEnv("GOGC"); !set {
		debug.SetGCPercent(400)
	}
}

// codeFlag is a code's flag: setting it sets the flag of the code's
// analyzer, which unitchecker registers before it parses the command line.
type codeFlag struct{ analyzer string }

func (c codeFlag) Set(value string) error { return flag.CommandLine.Set(c.analyzer, value) }
func (c codeFlag) String() string         { return "" }
func (c codeFlag) IsBoolFlag() bool       { return true }

// aliases are mcpvet's short names for analyzers' own flags: -clients
// and -servername say what -clientprofile.clients and
// -clientprofile.servername say; -security=false what
// -omcg0029.security=false says (the security family's analyzers share
// the flag's value).
var aliases = []struct {
	name     string
	analyzer *analysis.Analyzer
	flag     string
}{
	{"clients", analyzers.ClientProfile, "clients"},
	{"servername", analyzers.ClientProfile, "servername"},
	{security.FamilyFlag, security.OMCG0029, security.FamilyFlag},
	{listinglock.LockFlag, listinglock.OMCG0045, listinglock.LockFlag},
}

// registerAliases adds the aliases to fs. Each shares the flag.Value of
// the analyzer's flag, so that whichever name sets it, the analyzer reads
// the one value.
func registerAliases(fs *flag.FlagSet) {
	for _, a := range aliases {
		f := a.analyzer.Flags.Lookup(a.flag)
		fs.Var(f.Value, a.name, f.Usage)
	}
}

// registerAnalyzerFlags adds each analyzer's own flags to fs as
// -NAME.FLAG, as unitchecker and multichecker spell them (under go vet,
// unitchecker adds them itself).
func registerAnalyzerFlags(fs *flag.FlagSet) {
	for _, a := range analyzers.All {
		a.Flags.VisitAll(func(f *flag.Flag) {
			fs.Var(f.Value, a.Name+"."+f.Name, f.Usage)
		})
	}
	registerAliases(fs)
}

// factsOnlyUnit is the .cfg file of args and the analyzers that produce
// facts for the selected analyzers, when go vet asks only for a
// dependency's facts (the unit's VetxOnly). unitchecker alone would run
// every analyzer that requires a fact-producing one, which is nearly all
// of mcpvet's, on every package of the standard library and the module
// cache, and throw their diagnostics away; the four fact passes are all
// a dependency needs, as in the checker of standalone mode. cfg is ""
// when the unit is not facts-only or the command line is not one this
// shortcut understands: then unitchecker answers it all.
func factsOnlyUnit(args []string) (cfg string, facts []*analysis.Analyzer) {
	n := len(args)
	if n == 0 || !strings.HasSuffix(args[n-1], ".cfg") {
		return "", nil
	}
	data, err := os.ReadFile(args[n-1])
	if err != nil {
		return "", nil
	}
	var unit struct{ VetxOnly bool }
	if json.Unmarshal(data, &unit) != nil || !unit.VetxOnly {
		return "", nil
	}
	// The flags go vet passes on, as unitchecker would parse them: the
	// analyzers' own flags set the analyzers' values (a fact may depend
	// on one); the output flags do not matter for facts.
	fs, f := newAnalysisFlags()
	fs.Bool("V", false, "")
	fs.Bool("flags", false, "")
	for _, name := range []string{"source", "v", "all", nameUnitsFlag} {
		fs.Bool(name, false, "")
	}
	for _, c := range analyzers.Codes() {
		fs.Var(f.enabled[c.Analyzer], c.Code, "")
	}
	if fs.Parse(args[:n-1]) != nil || fs.NArg() != 0 {
		return "", nil
	}
	seen := map[*analysis.Analyzer]bool{}
	var walk func(a *analysis.Analyzer)
	walk = func(a *analysis.Analyzer) {
		if seen[a] {
			return
		}
		seen[a] = true
		if len(a.FactTypes) > 0 {
			facts = append(facts, a)
		}
		for _, req := range a.Requires {
			walk(req)
		}
	}
	for _, a := range f.selected() {
		walk(a)
	}
	return args[n-1], facts
}

// namedUnitEnv is set in the environment of the process namedRootUnit
// runs the unit in.
const namedUnitEnv = "MCPVET_VET_UNIT"

// nameUnitsFlag is the vet tool's flag that asks namedRootUnit's naming.
// Only mcpvet's own runs through go vet (vetReport: the cached path and
// the language server) need it, and since Go 1.26 go vet passes -json to
// the tool on every run, so without the flag every unit of a plain
// go vet -vettool=mcpvet would pay the second process too. Being a vet
// flag, it is part of go vet's cache keys: mcpvet's runs and plain go
// vet's never replay each other's results, so a clean package's "{}"
// cached by a plain run is never read where a name is needed.
const nameUnitsFlag = "nameunits"

// namedRootUnit runs a unit go vet asks diagnostics of (not VetxOnly) in
// a process of its own, and, when that writes the empty JSON report
// ("{}": nothing found), writes {"ID": {}} in its place: the package's
// ID with no analyzer under it, which go vet and its -json readers take
// as nothing found too. So the result of every such unit, replayed from
// go vet's cache, names its package, and mcpvet's cached path can tell
// a package whose result says it is clean from one whose cached result
// was computed for its facts only and replays nothing (see vetReport).
// ok is false when args are not such a unit, or do not ask for the
// naming (-nameunits): then the caller runs it.
func namedRootUnit(args []string) (code int, ok bool) {
	n := len(args)
	if n == 0 || !strings.HasSuffix(args[n-1], ".cfg") || !boolFlag(args[:n-1], "json") || !boolFlag(args[:n-1], nameUnitsFlag) {
		// Without -json unitchecker writes its diagnostics as text to
		// stderr and nothing to the unit's stdout: there is no "{}" to
		// name. Without -nameunits nobody reads the name: a second
		// process per package is pure cost.
		return 0, false
	}
	data, err := os.ReadFile(args[n-1])
	if err != nil {
		return 0, false
	}
	var unit struct {
		ID, Stdout string
		VetxOnly   bool
	}
	if json.Unmarshal(data, &unit) != nil || unit.VetxOnly || unit.Stdout == "" || unit.ID == "" {
		return 0, false
	}
	self, err := os.Executable()
	if err != nil {
		return 0, false
	}
	cmd := exec.Command(self, args...)
	cmd.Env = append(os.Environ(), namedUnitEnv+"=1")
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	err = cmd.Run()
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		code = exit.ExitCode()
	case err != nil:
		fmt.Fprintln(os.Stderr, "mcpvet:", err)
		return 1, true
	}
	if out, err := os.ReadFile(unit.Stdout); err == nil && strings.TrimSpace(string(out)) == "{}" {
		named, _ := json.Marshal(map[string]map[string]any{unit.ID: {}})
		if err := os.WriteFile(unit.Stdout, append(named, '\n'), 0o666); err != nil {
			fmt.Fprintln(os.Stderr, "mcpvet:", err)
			return 1, true
		}
	}
	return code, true
}

// boolFlag reports whether flags (go vet's, before the .cfg file) may
// set the boolean flag of that name: any spelling of it but an explicit
// false value.
func boolFlag(flags []string, flagName string) bool {
	for _, arg := range flags {
		name, value, hasValue := strings.Cut(strings.TrimLeft(arg, "-"), "=")
		if name != flagName || !strings.HasPrefix(arg, "-") {
			continue
		}
		if b, err := strconv.ParseBool(value); hasValue && err == nil && !b {
			continue
		}
		return true
	}
	return false
}
