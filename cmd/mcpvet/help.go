package main

import (
	"cmp"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/mcpvet/mcpvet/analyzers"
)

const helpUsage = "mcpvet help [subcommand | code]"

// runHelp prints mcpvet's help on stdout: the whole of it, or that of a
// subcommand (mcpvet help gen) or of a code, named as it is printed or in
// any case (mcpvet help OMCG0002, mcpvet help omcg0002).
func runHelp(args []string, stdout, stderr io.Writer) int {
	switch len(args) {
	case 0:
		writeHelp(stdout)
		return 0
	case 1:
	default:
		fmt.Fprintf(stderr, "usage: %s\n", helpUsage)
		return exitUsage
	}
	topic := args[0]
	if sub := lookupSubcommand(topic); sub != nil {
		if sub.doc != "" {
			fmt.Fprintf(stdout, "usage: %s\n\n%s", sub.usage, sub.doc)
			return 0
		}
		// The subcommand prints its usage, doc and flags for -h.
		return sub.run([]string{"-h"}, stdout, stdout)
	}
	if c, ok := analyzers.Lookup(topic); ok {
		writeCodeHelp(stdout, c)
		return 0
	}
	if a := lookupAnalyzer(topic); a != nil {
		fmt.Fprintf(stdout, "%s: %s\n", a.Name, strings.TrimSpace(a.Doc))
		return 0
	}
	fmt.Fprintf(stderr, "mcpvet help: no subcommand or code %q\n%s", topic, helpHint)
	return exitUsage
}

// writeCodeHelp describes a code: its title, severity, rule and page.
func writeCodeHelp(w io.Writer, c analyzers.Code) {
	fmt.Fprintf(w, "%s: %s\n\n", c.Code, c.Title)
	fmt.Fprintf(w, "Severity: %s\n", c.Severity)
	fmt.Fprintf(w, "Flags:    -%s=false leaves it out; -%s runs only the codes named so\n", c.Code, c.Code)
	fmt.Fprintf(w, "Docs:     %s\n", c.Analyzer.URL)
	if _, rest, ok := strings.Cut(c.Analyzer.Doc, "\n\n"); ok {
		fmt.Fprintf(w, "\n%s\n", strings.TrimSpace(rest))
	}
}

// writeHelp prints mcpvet's help: what it is, how it is run, its flags,
// its codes, its output and its exit statuses.
func writeHelp(w io.Writer) {
	io.WriteString(w, `mcpvet checks Go MCP servers for mistakes that otherwise show up only at
start-up (a panic in mcp.AddTool), at the client (a tool silently dropped, a
schema the client rejects) or never (a schema that says something the wire
does not do).

Usage:

`)
	tw := tabwriter.NewWriter(w, 0, 8, 2, ' ', 0)
	fmt.Fprintf(tw, "\tmcpvet [flags] packages\treport the problems of the packages (go list patterns: ./...)\n")
	for _, sub := range subcommands {
		fmt.Fprintf(tw, "\t%s\t%s\n", sub.usage, sub.summary)
	}
	fmt.Fprintf(tw, "\tgo vet -vettool=$(command -v mcpvet) packages\tthe same analyzers, run by go vet instead of its own (run go vet packages too)\n")
	tw.Flush()

	io.WriteString(w, `
Flags (before the packages):

`)
	tw = tabwriter.NewWriter(w, 0, 8, 2, ' ', 0)
	for _, f := range [][2]string{
		{"-json", "print the diagnostics as JSON on standard output"},
		{"-sarif", "print the diagnostics as SARIF 2.1.0 on standard output (docs/ci.md)"},
		{"-baseline file", "report only the findings not recorded in file"},
		{"-baseline-write file", "record the findings in file (for -baseline) and report none"},
		{"-fix", "apply the suggested fixes, then report what is left"},
		{"-diff", "with -fix: print the fixes as a unified diff instead of applying them"},
		{"-c N", "print each diagnostic's line with N lines of context"},
		{"-tags list", "comma-separated build tags, as for go build"},
		{"-test=false", "leave the packages' tests out (analyzed by default)"},
		{"-cache=false", "analyze everything again instead of replaying the go command's cache (go clean -cache clears it)"},
		{"-clients list", "hold tools to these clients' limits: all (default), none, or openai,gemini,claude,cursor,copilot"},
		{"-servername name", "the server name clients prefix tool names with, where mcp.NewServer does not give it as a constant"},
		{"-security=false", "leave out the security family (OMCG0029-OMCG0033, OMCG0046: what tool arguments reach)"},
		{"-lock file", "report each difference between the listing and the listing lock in file (OMCG0045; mcpvet schema -lock writes it)"},
		{"-coverage", "first flag only: print per package the tools the security codes followed and not, with why (stdout; -json for JSON); loads in process, not through the cache"},
		{"-CODE", "run only the codes named so (-OMCG0002 -OMCG0007)"},
		{"-CODE=false", "run every code but this one (-OMCG0014=false)"},
	} {
		fmt.Fprintf(tw, "\t%s\t%s\n", f[0], f[1])
	}
	tw.Flush()
	io.WriteString(w, `
A code's flag is written in any case: -OMCG0014=false, -omcg0014=false.
Under go vet, write it as the code is printed or in lower case.

Codes (mcpvet help CODE describes one):

`)
	tw = tabwriter.NewWriter(w, 0, 8, 2, ' ', 0)
	for _, c := range sortedCodes() {
		fmt.Fprintf(tw, "\t%s\t%s\t%s\n", c.Code, c.Severity, c.Title)
	}
	tw.Flush()
	io.WriteString(w, `
Output:

  Diagnostics go to standard error, one a line, as compilers print theirs,
  with the severity after the position:

    server.go:14:2: error: OMCG0002: search_docs: SearchIn.Done: type chan bool has no JSON form
    server.go:31:34: warning: OMCG0013: tool name "docs.search" is valid MCP, but ...

  With -json, standard output holds one JSON object, go vet's: package ID
  -> analyzer -> [{"posn", "end", "category" (the code), "severity"
  ("error" or "warning"), "message", "suggested_fixes", "related"}].
  Standard output holds nothing else in analysis mode (but the diff of
  -fix -diff): go vet reads a vet tool's standard output as JSON.

  An error means the server panics at start-up, loses a tool, or serves
  something other than what the code says; a warning, that it works but
  something is likely wrong (a name some clients refuse, a schema the
  go-sdk infers differently).

Exit status (analysis mode, also with -json, and with -fix for what is left):

`)
	tw = tabwriter.NewWriter(w, 0, 8, 2, ' ', 0)
	for _, s := range []struct {
		code int
		what string
	}{
		{exitClean, "nothing to report"},
		{exitFailed, "no error reported, but a package did not load or an analyzer failed"},
		{exitUsage, "the command line is wrong"},
		{exitErrors, "at least one error"},
		{exitWarnings, "warnings, and no error"},
	} {
		fmt.Fprintf(tw, "\t%d\t%s\n", s.code, s.what)
	}
	tw.Flush()
	io.WriteString(w, `
Under go vet, go vet's rules apply: it fails when anything is reported.
`)
}

// sortedCodes is every code, the OMCG codes first, each family by number.
func sortedCodes() []analyzers.Code {
	codes := analyzers.Codes()
	split := func(code string) (string, int) {
		i := strings.IndexFunc(code, func(r rune) bool { return '0' <= r && r <= '9' })
		if i < 0 {
			return code, 0
		}
		n, _ := strconv.Atoi(code[i:])
		return code[:i], n
	}
	slices.SortFunc(codes, func(a, b analyzers.Code) int {
		pa, na := split(a.Code)
		pb, nb := split(b.Code)
		return cmp.Or(-strings.Compare(pa, pb), cmp.Compare(na, nb))
	})
	return codes
}
