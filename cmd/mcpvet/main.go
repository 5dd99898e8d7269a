// Command mcpvet checks Go MCP servers for mistakes that would otherwise
// show up only at start-up (a panic in mcp.AddTool), at the client (a tool
// silently dropped, a schema a client rejects) or never (a schema that says
// something the wire does not do).
//
// mcpvet runs every analyzer of github.com/mcpvet/mcpvet/analyzers
// (analyzers.All). Run it directly:
//
//	mcpvet ./...               # report the problems on stderr
//	mcpvet -json ./...         # diagnostics as JSON on stdout
//	mcpvet -sarif ./...        # diagnostics as SARIF 2.1.0 on stdout, for code scanning
//	mcpvet -baseline-write mcpvet-baseline.json ./...  # record today's findings
//	mcpvet -baseline mcpvet-baseline.json ./...        # report only new ones
//	mcpvet -fix ./...          # apply the suggested fixes, report what is left
//	mcpvet -fix -diff ./...    # show the suggested fixes as a diff instead
//	mcpvet help                # usage, flags, codes, output and exit statuses
//	mcpvet help OMCG0002       # describe one code (in any case)
//
// or as a vet tool, which uses go's build flags and build cache:
//
//	go vet -vettool=$(command -v mcpvet) ./...
//
// Every code can be switched on or off with its own flag, written as the
// code is printed or in any case: -OMCG0014=false leaves OMCG0014 out,
// -OMCG0002 -OMCG0007 run only those two. -tags list sets build tags,
// -test=false leaves tests out, -c N prints N lines of context.
//
// # Cache
//
// A second run on unchanged code replays its results: mcpvet analyzes
// through go vet -json -vettool=<itself> and prints its own output from
// go vet's report, so that each package's facts and diagnostics are kept
// in the go command's build cache (go env GOCACHE, cleared by go clean
// -cache) under the go command's keys; -fix and -diff read their fixes
// from there too. -cache=false analyzes in-process instead, as
// -test=false always does (go vet always includes tests).
//
// # Output and exit status
//
// Each diagnostic is one line on standard error, with its severity after
// its position, as compilers print theirs:
//
//	server.go:14:2: error: OMCG0002: search_docs: SearchIn.Done: type chan bool has no JSON form
//	server.go:31:34: warning: OMCG0013: tool name "docs.search" is valid MCP, but ...
//
// With -json, standard output holds go vet's JSON report (package ID ->
// analyzer -> diagnostics), each diagnostic with a "severity" field
// ("error" or "warning") next to its "category" (the code). With -fix, the
// problems no fix addresses are reported the same way after fixing.
//
// The exit status is 0 when nothing is reported, 3 when an error is, 4
// when only warnings are, 1 when no error is reported but a package did
// not load or an analyzer failed, and 2 for a wrong command line; the same
// with -json, and with -fix for what is left. Under go vet, go vet's own
// protocol applies unchanged (x/tools' unitchecker answers it).
//
// # Subcommands
//
// When the first argument names a subcommand, mcpvet runs it instead of the
// analyzers:
//
//	mcpvet gen [-v] [-tags list] [packages]        # write mcpvet_gen.go: the registrations
//	mcpvet schema [-json | -lock file] [-tags list] [packages]  # list every tool (with its schemas), resource and prompt; or write the listing lock
//	mcpvet lsp [-gopls path]                       # a language server for editors, beside gopls or in front of it (docs/editors.md)
//	mcpvet version                                 # print the version of mcpvet
//	mcpvet help [subcommand | code]                # print help
//
// Gen is meant for go generate, in a file of the package that declares the
// tools:
//
//	//go:generate go run github.com/mcpvet/mcpvet/cmd/mcpvet gen
//
// A package pattern that happens to spell a subcommand's name can still be
// analyzed by writing it as a path (./version).
//
// # Standard output
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

	"github.com/mcpvet/mcpvet/internal/gcpace"
)

// A subcommand is run by "mcpvet NAME ARGS...".
type subcommand struct {
	name    string
	usage   string // one line: "mcpvet NAME [flags] ..."
	summary string // what it does, for mcpvet help
	// doc is printed by "mcpvet help NAME" after the usage; "" when the
	// subcommand prints its own help for -h.
	doc string
	run func(args []string, stdout, stderr io.Writer) int
}

// subcommands is every subcommand, looked up by os.Args[1] before the
// analyzers run. (Set in init: help lists them.)
var subcommands []subcommand

func init() {
	subcommands = []subcommand{
		{name: "gen", usage: genUsage, summary: "write mcpvet_gen.go: the //mcp:tool and route tool registrations", run: runGen},
		{name: "schema", usage: schemaUsage, summary: "list every tool (with its schemas), resource and prompt, and their problems; or write the listing lock", run: runSchema},
		{name: "lsp", usage: lspUsage, summary: "a language server for editors, beside gopls or in front of it (docs/editors.md)", run: runLSP},
		{name: "version", usage: "mcpvet version", summary: "print mcpvet's version",
			doc: "Version prints the version of the mcpvet module it was built from, or\nfor a build from a clone the release it leads to and the commit\n(v0.3.0-devel (commit 1a2b3c4d5e6f, modified)).\n", run: runVersion},
		{name: "help", usage: helpUsage, summary: "print this help, or that of a subcommand or a code",
			doc: "Help prints mcpvet's help, or that of a subcommand (mcpvet help gen) or of\na code, named as it is printed or in any case (mcpvet help OMCG0002).\n", run: runHelp},
	}
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
	args := os.Args[1:]
	if len(args) == 0 || args[0] != "lsp" {
		gcpace.Batch() // a batch run; the language server lives on
	}
	if len(args) > 0 {
		if sub := lookupSubcommand(args[0]); sub != nil {
			os.Exit(sub.run(args[1:], os.Stdout, os.Stderr))
		}
	}
	if len(args) > 0 && args[0] == "-coverage" {
		os.Exit(runCoverage(args[1:], os.Stdout, os.Stderr))
	}
	if isVetInvocation(args) {
		vetMain() // does not return
	}
	os.Exit(runAnalyzers(args, os.Stdout, os.Stderr))
}

// runVersion prints mcpvet's version: the module version it was built
// from ("mcpvet v0.1.0"), or for a build from a clone, the release it
// leads to and the commit (see versionOf).
func runVersion(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		fmt.Fprintln(stderr, "usage: mcpvet version")
		return 2
	}
	fmt.Fprintln(stdout, "mcpvet", version())
	return 0
}

// release is the version of mcpvet this source tree leads to: what a
// build without a module version (go install ./cmd/mcpvet in a clone,
// which the go command stamps "(devel)" when it cannot stamp a VCS
// version) reports, with the commit.
const release = "v0.3.0"

func version() string {
	info, _ := debug.ReadBuildInfo()
	return versionOf(info)
}

// versionOf is the version a binary with build information info reports:
// its main module's version when the go command stamped one (a module
// version, or the pseudo-version of a clone's commit); else the release
// this tree leads to, "-devel", and the commit and whether the work tree
// had changes, from the VCS stamp (vcs.revision, vcs.modified), when
// there is one: "v0.3.0-devel (commit 1a2b3c4d5e6f, modified)".
func versionOf(info *debug.BuildInfo) string {
	if info != nil && info.Main.Version != "" && info.Main.Version != "(devel)" {
		return info.Main.Version
	}
	v := release + "-devel"
	if info == nil {
		return v
	}
	var rev string
	modified := false
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	if rev == "" {
		return v
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	v += " (commit " + rev
	if modified {
		v += ", modified"
	}
	return v + ")"
}
