package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strings"

	"github.com/mcpvet/mcpvet/analyzers"
	"github.com/mcpvet/mcpvet/analyzers/families/listinglock"
	"github.com/mcpvet/mcpvet/internal/genload"
)

const schemaUsage = "mcpvet schema [-json | -lock file] [-tags list] [packages]"

// runSchema lists every tool mcpfacts finds in the packages (all
// declaration styles) with the schemas mcpvet computes for it, every
// resource, template and prompt (directives and SDK calls), what mcpvet
// cannot follow, and what mcpvet reports about each.
//
// With -json, stdout holds exactly one JSON object:
//
//	{"tools":[{"package":"…","name":"…","style":"…","pos":"file.go:12:1",
//	  "dialect":"mcpvet"|"go-sdk","inputSchema":{…},"outputSchema":{…}|null,
//	  "problems":["…"]}],"unfollowed":[…],"resources":[…],"prompts":[…]}
//
// where the schemas are canonical bytes, embedded as they are: what the
// client receives, by mcpvet's rules or, for mcp.AddTool tools (dialect
// "go-sdk"), as the go-sdk infers them.
// Without it, a listing for people, schemas indented.
func runSchema(args []string, stdout, stderr io.Writer) int {
	fs, tags := loaderFlags("schema", schemaUsage, stderr, `Schema lists every MCP tool mcpvet finds in the named packages (default: the
current directory's) with the input and output schemas mcpvet computes for
it, and what every check of mcpvet reports about it: the problems in its
types and names, and the findings in its handler (the security and drift
codes, which name the tool's declaration). The schemas are
what the client receives: for tools registered with mcp.AddTool, the
go-sdk's own inference (jsonschema-go), labelled so; for the others,
mcpvet's. Resources, resource templates and prompts follow: those declared
with //mcp:resource and //mcp:prompt, with their parameters, and those
registered with the go-sdk's or mcp-go's AddResource, AddResourceTemplate
and AddPrompt. Registrations mcpvet cannot follow (a tool from an
interface, a URI that is not a constant) are listed last, with the reason:
nothing checks them. Each problem is a line "problem: CODE: message", as
mcpvet reports it.

The exit status is mcpvet's for the problems listed: 3 when one is an
error, 4 when all are warnings, 1 when a package did not load (and no
error is listed), 0 otherwise.

With -lock, schema writes the listing lock instead: what each package
lists (tools by name, with their titles, descriptions, annotations and
schemas; resources, templates and prompts with their names, titles,
descriptions, content types and arguments), in a stable form to commit
and review. Entries of packages not
named are kept. mcpvet -lock file ./... then reports each difference
between the code and the lock (OMCG0045).
`)
	asJSON := fs.Bool("json", false, "print one JSON object with every tool and its canonical schemas")
	lockFile := fs.String("lock", "", "write the listing lock to this `file` (OMCG0045 compares the code with it) instead of printing")
	if exit, ok := parseFlags(fs, args); !ok {
		return exit
	}
	pkgs, err := genload.Load(loadConfig(*tags), fs.Args()...)
	if err != nil {
		fmt.Fprintf(stderr, "mcpvet schema: %v\n", err)
		return 1
	}
	// A package that does not load has no tools to list; its errors are
	// said, and the others listed.
	status := 0
	for _, p := range pkgs {
		if r, ok := p.Err.(*genload.Refusal); ok && len(r.Errors) > 0 {
			fmt.Fprintf(stderr, "mcpvet schema: %s: the package does not load:\n%s\n", p.Path, strings.Join(r.Errors, "\n"))
			status = 1
		}
	}
	if *lockFile != "" {
		if status != 0 {
			fmt.Fprintf(stderr, "mcpvet schema: %s not written: a package did not load\n", *lockFile)
			return status
		}
		if err := writeLock(*lockFile, pkgs); err != nil {
			fmt.Fprintf(stderr, "mcpvet schema: %v\n", err)
			return 1
		}
		return 0
	}
	tools, unfollowed := genload.Schemas(pkgs), genload.Unfollowed(pkgs)
	resources, prompts := genload.Offers(pkgs)
	unfollowed = append(unfollowed, genload.UnfollowedOffers(pkgs)...)
	// As mcpvet's exit status: an error outweighs a package that did not
	// load, which outweighs a warning.
	if ls := listingStatus(tools, resources, prompts); ls == exitErrors || status == 0 {
		status = ls
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetEscapeHTML(false) // keep the canonical bytes as they are
		if err := enc.Encode(struct {
			Tools      []genload.ToolSchemas            `json:"tools"`
			Unfollowed []genload.UnfollowedRegistration `json:"unfollowed"`
			Resources  []genload.ResourceListing        `json:"resources"`
			Prompts    []genload.PromptListing          `json:"prompts"`
		}{tools, unfollowed, resources, prompts}); err != nil {
			fmt.Fprintf(stderr, "mcpvet schema: %v\n", err)
			return 1
		}
		return status
	}
	var b bytes.Buffer
	pkg := ""
	for _, t := range tools {
		if t.Package != pkg {
			if pkg != "" {
				b.WriteString("\n")
			}
			pkg = t.Package
			fmt.Fprintf(&b, "%s\n", pkg)
		}
		name := t.Name
		if name == "" {
			name = "(name not constant)"
		}
		style := t.Style
		if t.Route != "" {
			style += " " + t.Route
		}
		if t.RegisteredIn != "" {
			style += ", registered by " + t.RegisteredIn
		}
		fmt.Fprintf(&b, "\n  %s  (%s, %s)\n", name, style, t.Pos)
		switch t.Dialect {
		case genload.DialectGoSDK:
			b.WriteString("    (schemas as the go-sdk infers them)\n")
		case genload.DialectMCPGo:
			b.WriteString("    (input schema as mcp-go writes it from the tool's options)\n")
		}
		writeSchema(&b, "input", t.InputSchema, t.InputGiven)
		writeSchema(&b, "output", t.OutputSchema, t.OutputGiven)
		if t.Reads != nil {
			b.WriteString("    " + t.Reads.Text() + "\n")
		}
		if t.Flow != nil {
			b.WriteString("    " + t.Flow.Text() + "\n")
		}
		writeProblems(&b, t.Problems)
	}
	writeOffers(&b, resources, prompts, len(tools) > 0)
	if len(unfollowed) > 0 {
		if b.Len() > 0 {
			b.WriteString("\n")
		}
		fmt.Fprintf(&b, "registrations mcpvet cannot follow (not checked): %d\n", len(unfollowed))
		for _, u := range unfollowed {
			via := ""
			if u.Via != "" {
				via = " through " + u.Via
			}
			fmt.Fprintf(&b, "  %s %s%s: %s\n", u.Package, u.Pos, via, u.Why)
		}
	}
	stdout.Write(b.Bytes())
	return status
}

// writeLock writes the listing lock at path: the listing of each package
// of pkgs (none for a package that lists nothing), and the entries the
// lock already has for other packages.
func writeLock(path string, pkgs []*genload.Package) error {
	lock, err := listinglock.Read(path)
	if errors.Is(err, fs.ErrNotExist) {
		lock, err = &listinglock.Lock{Packages: map[string]*listinglock.Listing{}}, nil
	}
	if err != nil {
		return err
	}
	for _, p := range pkgs {
		if p.Result == nil {
			continue
		}
		l, _ := listinglock.Of(p.Fset, p.Result, p.API)
		if l.Empty() {
			delete(lock.Packages, p.Path)
			continue
		}
		lock.Packages[p.Path] = l
	}
	return lock.Write(path)
}

// writeOffers lists the resources, templates and prompts for people:
// one line each, then its parameters.
func writeOffers(b *bytes.Buffer, resources []genload.ResourceListing, prompts []genload.PromptListing, after bool) {
	param := func(p genload.ParamListing) {
		opt := ""
		if !p.Required {
			opt = ", optional"
		}
		fmt.Fprintf(b, "    %s %s (%s%s)", p.Name, p.Type, p.Parse, opt)
		if len(p.Enum) > 0 {
			fmt.Fprintf(b, " one of %s", strings.Join(p.Enum, ", "))
		}
		if p.Description != "" {
			fmt.Fprintf(b, ": %s", p.Description)
		}
		b.WriteString("\n")
	}
	if len(resources) > 0 {
		if after {
			b.WriteString("\n")
		}
		b.WriteString("resources and resource templates:\n")
		for _, r := range resources {
			mime := r.MIMEType
			if mime == "" {
				mime = "MIME type from the contents"
			}
			if r.Style == genload.StyleDirective {
				fmt.Fprintf(b, "\n  %s %s  (%s %s, %s, %s result, %s)\n", r.Kind, r.URI, r.Package, r.Name, mime, r.Result, r.Pos)
			} else {
				fmt.Fprintf(b, "\n  %s %s  (%s, %s %s, %s, %s)\n", r.Kind, r.URI, r.Style, r.Package, r.Name, mime, r.Pos)
			}
			for _, p := range r.Parameters {
				param(p)
			}
			writeProblems(b, r.Problems)
		}
		after = true
	}
	if len(prompts) > 0 {
		if after {
			b.WriteString("\n")
		}
		b.WriteString("prompts:\n")
		for _, p := range prompts {
			if p.Style == genload.StyleDirective {
				fmt.Fprintf(b, "\n  %s  (%s, %s result, %s)\n", p.Name, p.Package, p.Result, p.Pos)
			} else {
				fmt.Fprintf(b, "\n  %s  (%s, %s, %s)\n", p.Name, p.Style, p.Package, p.Pos)
			}
			for _, a := range p.Arguments {
				param(a)
			}
			writeProblems(b, p.Problems)
		}
	}
}

// writeProblems lists what mcpvet reports about a tool, resource or
// prompt, one line each, as mcpvet prints it: "problem: CODE: message".
func writeProblems(b *bytes.Buffer, problems []string) {
	for _, p := range problems {
		fmt.Fprintf(b, "    problem: %s\n", p)
	}
}

// listingStatus is the exit status of a listing, as mcpvet's for the same
// findings: 3 when a problem listed is an error, 4 when only warnings
// are, 0 when none is.
func listingStatus(tools []genload.ToolSchemas, resources []genload.ResourceListing, prompts []genload.PromptListing) int {
	var all [][]string
	for _, t := range tools {
		all = append(all, t.Problems)
	}
	for _, r := range resources {
		all = append(all, r.Problems)
	}
	for _, p := range prompts {
		all = append(all, p.Problems)
	}
	worst, some := genload.Severity(all...)
	switch {
	case !some:
		return exitClean
	case worst == analyzers.Error:
		return exitErrors
	}
	return exitWarnings
}

func writeSchema(b *bytes.Buffer, label string, s json.RawMessage, given bool) {
	if given && s == nil {
		fmt.Fprintf(b, "    %s: given by the code, not a constant\n", label)
		return
	}
	if given {
		label += " (as the code gives it)"
	}
	if s == nil {
		fmt.Fprintf(b, "    %s: none\n", label)
		return
	}
	var ind bytes.Buffer
	if err := json.Indent(&ind, s, "    ", "  "); err != nil {
		fmt.Fprintf(b, "    %s: %s\n", label, s)
		return
	}
	fmt.Fprintf(b, "    %s: %s\n", label, strings.TrimSpace(ind.String()))
}
