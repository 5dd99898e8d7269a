package main

import (
	"flag"
	"fmt"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis/unitchecker"

	"github.com/mcpvet/mcpvet/analyzers"
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
	registerAliases(flag.CommandLine)
	for _, c := range analyzers.Codes() {
		flag.Var(codeFlag{c.Analyzer.Name}, c.Code, fmt.Sprintf("the same as -%s", c.Analyzer.Name))
	}
	unitchecker.Main(slices.Clone(analyzers.All)...)
}

// codeFlag is a code's flag: setting it sets the flag of the code's
// analyzer, which unitchecker registers before it parses the command line.
type codeFlag struct{ analyzer string }

func (c codeFlag) Set(value string) error { return flag.CommandLine.Set(c.analyzer, value) }
func (c codeFlag) String() string         { return "" }
func (c codeFlag) IsBoolFlag() bool       { return true }

// aliases are mcpvet's short names for analyzers' own flags: -clients
// and -servername say what -clientprofile.clients and
// -clientprofile.servername say.
var aliases = []struct{ name, flag string }{
	{"clients", "clients"},
	{"servername", "servername"},
}

// registerAliases adds the aliases to fs. Each shares the flag.Value of
// the analyzer's flag, so that whichever name sets it, the analyzer reads
// the one value.
func registerAliases(fs *flag.FlagSet) {
	for _, a := range aliases {
		f := analyzers.ClientProfile.Flags.Lookup(a.flag)
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
