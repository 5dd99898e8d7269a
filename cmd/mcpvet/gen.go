package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/mcpvet/mcpvet/internal/genload"
)

const genUsage = "mcpvet gen [-v] [-tags list] [packages]"

// runGen writes or updates mcpvet_gen.go in each package that declares
// //mcp:tool funcs, exposes HTTP routes as tools (a runtime.Exposure config
// or //mcp:expose handlers), or whose runtime.AddTool tools need type
// facts, and removes one that a package no longer needs. It is meant for
// go generate, whose working directory is the package's, with mcpvet
// installed (the README's route):
//
//	//go:generate mcpvet gen
//
// It prints nothing on success (with -v, what it did for each package, on
// stderr). Where mcpvet reports an error diagnostic in a package (or the
// file's functions would collide with the package's own, OMCG0005), it
// writes nothing for that package and prints those diagnostics as mcpvet
// does; a package that does not compile gets its errors. Either way the
// other packages are written, and the exit status is 1.
func runGen(args []string, stdout, stderr io.Writer) int {
	fs, tags := loaderFlags("gen", genUsage, stderr, `Gen writes mcpvet_gen.go in each named package (default: the current
directory's) that declares //mcp:tool funcs: RegisterTools (and, for
methods, Register<Type>Tools) with the schemas mcpvet computed, and the type
facts the runtime cannot see by reflection. For a package that exposes HTTP
routes as tools (a runtime.Exposure config, //mcp:expose), it also writes
RouteTools and RegisterRouteTools(s, runtime.APIOptions), the route tools
with their schemas, hints, requests and scopes. Run it with go generate,
with mcpvet installed (go install ./cmd/mcpvet in a clone of mcpvet):

	//go:generate mcpvet gen

(Only a module that requires mcpvet's main module, as mcpvet's own
examples do, can write go run github.com/mcpvet/mcpvet/cmd/mcpvet gen.)
`)
	verbose := fs.Bool("v", false, "report on stderr what gen writes, removes and leaves unchanged")
	if exit, ok := parseFlags(fs, args); !ok {
		return exit
	}
	pkgs, err := genload.Load(loadConfig(*tags), fs.Args()...)
	if err != nil {
		fmt.Fprintf(stderr, "mcpvet gen: %v\n", err)
		return 1
	}
	status := 0
	for _, p := range pkgs {
		action, err := genload.Write(p)
		if r, ok := err.(*genload.Refusal); ok && len(r.Errors) == 0 {
			// The diagnostics exactly as mcpvet prints them.
			fmt.Fprintln(stderr, r.Header())
			for _, d := range r.Diagnostics {
				fmt.Fprintf(stderr, "%s: error: %s\n", displayPosn(d.Pos), d.Message)
			}
			status = 1
			continue
		}
		if err != nil {
			fmt.Fprintln(stderr, err)
			status = 1
			continue
		}
		if !*verbose {
			continue
		}
		if action == genload.Unchanged && p.Src == nil {
			fmt.Fprintf(stderr, "mcpvet gen: %s: nothing to generate (no //mcp:tool, no route exposed as a tool, no runtime.AddTool tool whose schema needs type facts)\n", p.Path)
			continue
		}
		fmt.Fprintf(stderr, "mcpvet gen: %s %s\n", action, p.GenPath())
	}
	return status
}

// loaderFlags is the flag set of a subcommand that loads packages: -tags,
// and the usage line, doc and flags on stderr for -h.
func loaderFlags(name, usage string, stderr io.Writer, doc string) (*flag.FlagSet, *string) {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	tags := fs.String("tags", "", "comma-separated build tags, as for go build")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: %s\n\n%s\nFlags:\n", usage, doc)
		fs.PrintDefaults()
	}
	return fs, tags
}

// parseFlags parses a subcommand's flags; when it returns false, the
// subcommand exits with exit: 0 after -h, 2 after a usage error.
func parseFlags(fs *flag.FlagSet, args []string) (exit int, ok bool) {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0, false
		}
		return 2, false
	}
	return 0, true
}

// loadConfig is the package loading configuration of the subcommands.
func loadConfig(tags string) genload.Config {
	var cfg genload.Config
	if tags = strings.TrimSpace(tags); tags != "" {
		cfg.BuildFlags = []string{"-tags=" + tags}
	}
	return cfg
}
