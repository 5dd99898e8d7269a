package main

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/mcpvet/mcpvet/internal/genload"
)

const coverageUsage = "mcpvet -coverage [-json] [-tags list] [packages]"

// runCoverage prints, for each package that declares tools, how many of
// them the security codes (OMCG0029-OMCG0033, OMCG0046) followed and why the others
// were not, on stdout: -coverage is a mode of its own, never part of a
// go vet run, so its output is what the user asked for. It loads the
// packages in process, as mcpvet schema does (not through go vet's cache:
// valueflow's results are not facts the vet driver prints).
func runCoverage(args []string, stdout, stderr io.Writer) int {
	fs, tags := loaderFlags("-coverage", coverageUsage, stderr, `-coverage prints one line per package that declares tools: how many the
security codes (OMCG0029-OMCG0033, OMCG0046) followed, how many they did not, and
why, counted. mcpvet schema says it of each tool ("security flow:"). A
package that imports an MCP library mcpvet does not read (one whose code
answers tools/call, other than the go-sdk, mcp-go and mcpvet's runtime),
or that answers tools/call with the module's own code, gets a line too,
which says so: its tools are not seen.
`)
	asJSON := fs.Bool("json", false, "print one JSON array, an object per package")
	if exit, ok := parseFlags(fs, args); !ok {
		return exit
	}
	pkgs, err := genload.Load(loadConfig(*tags), fs.Args()...)
	if err != nil {
		fmt.Fprintf(stderr, "mcpvet -coverage: %v\n", err)
		return 1
	}
	status := 0
	for _, p := range pkgs {
		if r, ok := p.Err.(*genload.Refusal); ok && len(r.Errors) > 0 {
			fmt.Fprintf(stderr, "mcpvet -coverage: %s: the package does not load:\n%s\n", p.Path, strings.Join(r.Errors, "\n"))
			status = 1
		}
	}
	cov := genload.Coverages(genload.Schemas(pkgs), pkgs)
	if *asJSON {
		if cov == nil {
			cov = []genload.Coverage{}
		}
		if err := json.NewEncoder(stdout).Encode(cov); err != nil {
			fmt.Fprintf(stderr, "mcpvet -coverage: %v\n", err)
			return 1
		}
		return status
	}
	for _, c := range cov {
		fmt.Fprintf(stdout, "%s: %d tools followed / %d not followed%s%s%s%s%s\n", c.Package, c.Followed, c.NotFollowed, reasonsText(c.Reasons), unfollowedText(c.Unfollowed), unreadText(c.Unread), ownText(c.OwnProtocol), unseenText(c.UnseenServer))
	}
	return status
}

// unfollowedText counts the registrations whose tool mcpvet cannot
// follow (mcpvet schema lists them).
func unfollowedText(n int) string {
	if n == 0 {
		return ""
	}
	return fmt.Sprintf("; not seen: %d registrations whose tool mcpvet cannot follow (mcpvet schema lists them)", n)
}

// unseenText says that the package creates a server and the run sees
// no tool at all.
func unseenText(unseen bool) string {
	if !unseen {
		return ""
	}
	return "; not seen: the package creates an MCP server, and mcpvet sees no tool in the packages it was given (an API of the library it does not follow, or registrations it cannot see)"
}

// unreadText names the MCP libraries mcpvet does not read that the
// package imports: their tools are neither followed nor counted.
func unreadText(libs []string) string {
	if len(libs) == 0 {
		return ""
	}
	return "; not seen: the tools of " + strings.Join(libs, ", ") + ", an MCP library mcpvet does not read"
}

// ownText says that the package answers tools/call with its own MCP
// code: its tools are neither followed nor counted.
func ownText(own bool) string {
	if !own {
		return ""
	}
	return "; not seen: the tools it answers with its own MCP code (tools/call), which mcpvet does not read"
}

// reasonsText is the reasons counted, most frequent first: "; 2 × why".
func reasonsText(reasons map[string]int) string {
	whys := make([]string, 0, len(reasons))
	for w := range reasons {
		whys = append(whys, w)
	}
	slices.SortFunc(whys, func(a, b string) int {
		if reasons[a] != reasons[b] {
			return reasons[b] - reasons[a]
		}
		return strings.Compare(a, b)
	})
	var b strings.Builder
	for _, w := range whys {
		fmt.Fprintf(&b, "; %d: %s", reasons[w], w)
	}
	return b.String()
}
