package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"

	"github.com/mcpvet/mcpvet/cmd/mcpvet/internal/lsp"
)

// lspUsage is the usage line (see docs/editors.md for the editor setups).
const lspUsage = "mcpvet lsp [-clients list] [-servername name]"

// runLSP serves the Language Server Protocol on standard input and
// output until the editor says exit. Standard output carries only
// protocol messages: os.Stdout is pointed at standard error while the
// server runs, so that nothing else in the process can write to it. Its
// flags are the client family's, the clientprofile analyzer's flags under
// their mcpvet names: the analyzers the server runs read them.
func runLSP(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("lsp", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	registerAliases(fs)
	err := fs.Parse(args)
	if err != nil || fs.NArg() > 0 {
		if err != nil && !errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(stderr, "mcpvet lsp:", err)
		}
		fmt.Fprintln(stderr, "usage:", lspUsage)
		fmt.Fprintln(stderr, "Lsp serves the Language Server Protocol on standard input and output, for an\neditor to start beside gopls; -clients and -servername select the client\nfamily's profiles as they do for mcpvet.")
		if errors.Is(err, flag.ErrHelp) {
			return 0 // asked for: not a usage error
		}
		return 2
	}
	out := stdout
	if stdout == os.Stdout {
		os.Stdout = os.Stderr
		defer func() { os.Stdout = stdout.(*os.File) }()
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	err = lsp.Serve(ctx, os.Stdin, out, lsp.Options{Log: stderr, Version: version()})
	if err != nil {
		fmt.Fprintln(stderr, "mcpvet lsp:", err)
		return 1
	}
	return 0
}
