// Command mcpvet checks Go MCP servers for mistakes that would otherwise
// show up only at start-up (a panic in mcp.AddTool), at the client (a tool
// silently dropped, a schema a client rejects) or never (a schema that says
// something the wire does not do).
//
// mcpvet is a go/analysis multichecker over every analyzer in
// github.com/mcpvet/mcpvet/analyzers (analyzers.All). Run it directly:
//
//	mcpvet ./...               # report diagnostics on stderr; exit 3 if there are any
//	mcpvet -json ./...         # diagnostics as JSON on stdout
//	mcpvet -fix ./...          # apply the suggested fixes
//	mcpvet -fix -diff ./...    # show the suggested fixes as a diff instead
//	mcpvet help                # list the analyzers and the flags
//	mcpvet help NAME           # describe one analyzer
//
// or as a vet tool, which uses go's build flags and build cache:
//
//	go vet -vettool=$(which mcpvet) ./...
//
// Every analyzer can be switched on or off with its own flag
// (-NAME, -NAME=false); see mcpvet help.
//
// # Subcommands
//
// When the first argument names a subcommand, mcpvet runs it instead of the
// analyzers:
//
//	mcpvet gen [-v] [packages]        # write mcpvet_gen.go: the //mcp:tool registrations
//	mcpvet schema [-json] [packages]  # list every tool with the schemas mcpvet computes
//	mcpvet version                    # print the version of mcpvet
//
// Gen is meant for go generate, in a file of the package that declares the
// tools:
//
//	//go:generate go run github.com/mcpvet/mcpvet/cmd/mcpvet gen
//
// A package pattern that happens to spell a subcommand's name can still be
// analyzed by writing it as a path (./version).
//
// # Output
//
// In analysis mode mcpvet writes nothing to standard output except the -json
// report (and the -diff output the user asked for): since Go 1.26 go vet
// parses a vet tool's standard output as JSON. Diagnostics and errors go to
// standard error. Only the explicit requests help, version, schema, -V and
// -flags (the last two are part of the go vet protocol) print to standard
// output; gen prints nothing on success (-v: what it did, on standard error).
package main

import (
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"slices"

	"golang.org/x/tools/go/analysis/multichecker"

	"github.com/mcpvet/mcpvet/analyzers"
)

// A subcommand is run by "mcpvet NAME ARGS...".
type subcommand struct {
	name  string
	usage string // one line, shown by "mcpvet NAME -h"
	run   func(args []string, stdout, stderr io.Writer) int
}

// subcommands is every subcommand, looked up by os.Args[1] before the
// analyzers run.
var subcommands = []subcommand{
	{name: "gen", usage: genUsage, run: runGen},
	{name: "schema", usage: schemaUsage, run: runSchema},
	{name: "lsp", usage: lspUsage, run: runLSP},
	{name: "version", usage: "mcpvet version", run: runVersion},
}

func lookupSubcommand(name string) *subcommand {
	for i := range subcommands {
		if subcommands[i].name == name {
			return &subcommands[i]
		}
	}
	return nil
}

func main() {
	if len(os.Args) > 1 {
		if sub := lookupSubcommand(os.Args[1]); sub != nil {
			os.Exit(sub.run(os.Args[2:], os.Stdout, os.Stderr))
		}
	}
	// multichecker.Main parses the flags, answers help, -V and -flags, runs
	// as a unitchecker when go vet hands it a .cfg file, and otherwise loads
	// and analyzes the named packages. It does not return.
	multichecker.Main(slices.Clone(analyzers.All)...)
}

// runVersion prints the module version mcpvet was built from (for example
// "mcpvet v0.1.0", or "mcpvet (devel)" for a build from a work tree).
func runVersion(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		fmt.Fprintln(stderr, "usage: mcpvet version")
		return 2
	}
	fmt.Fprintln(stdout, "mcpvet", version())
	return 0
}

func version() string {
	info, ok := debug.ReadBuildInfo()
	if !ok || info.Main.Version == "" {
		return "(devel)"
	}
	return info.Main.Version
}
