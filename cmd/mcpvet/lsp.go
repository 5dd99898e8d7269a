package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"

	"github.com/mcpvet/mcpvet/cmd/mcpvet/internal/lsp"
)

// lspUsage is the usage line; the server takes no flags (see
// docs/editors.md for the editor setups).
const lspUsage = "mcpvet lsp"

// runLSP serves the Language Server Protocol on standard input and
// output until the editor says exit. Standard output carries only
// protocol messages: os.Stdout is pointed at standard error while the
// server runs, so that nothing else in the process can write to it.
func runLSP(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		fmt.Fprintln(stderr, "usage:", lspUsage)
		fmt.Fprintln(stderr, "Lsp serves the Language Server Protocol on standard input and output, for an\neditor to start beside gopls; it takes no arguments.")
		if len(args) == 1 && (args[0] == "-h" || args[0] == "-help" || args[0] == "--help") {
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
	err := lsp.Serve(ctx, os.Stdin, out, lsp.Options{Log: stderr, Version: version()})
	if err != nil {
		fmt.Fprintln(stderr, "mcpvet lsp:", err)
		return 1
	}
	return 0
}
