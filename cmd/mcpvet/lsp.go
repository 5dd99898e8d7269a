package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"go/token"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"

	"github.com/mcpvet/mcpvet/cmd/mcpvet/internal/lsp"
)

// lspUsage is the usage line (see docs/editors.md for the editor setups).
const lspUsage = "mcpvet lsp [-clients list] [-servername name] [-gopls path [-- gopls-args]]"

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
	gopls := fs.String("gopls", "", "start this gopls (a path, or a name on PATH) and stand in front of it")
	err := fs.Parse(args)
	if err != nil || fs.NArg() > 0 && *gopls == "" {
		if err != nil && !errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(stderr, "mcpvet lsp:", err)
		}
		fmt.Fprintln(stderr, "usage:", lspUsage)
		fmt.Fprintln(stderr, "Lsp serves the Language Server Protocol on standard input and output, for an\neditor to start beside gopls; -clients and -servername select the client\nfamily's profiles as they do for mcpvet. With -gopls, it starts that gopls with\nthe arguments after the flags and serves in front of it: the editor talks to\ngopls through it and gets mcpvet's diagnostics and quick fixes merged into\ngopls's; a gopls subcommand other than serve (version...) runs gopls itself.")
		if errors.Is(err, flag.ErrHelp) {
			return 0 // asked for: not a usage error
		}
		return 2
	}
	goplsArgs := fs.Args()
	if sub := lsp.GoplsSubcommand(goplsArgs); *gopls != "" && sub != "" && sub != "serve" {
		// Not a language server session: what the editor asks of gopls
		// itself (its version, its API), answered by gopls.
		return runGopls(*gopls, goplsArgs, stdout, stderr)
	}
	out := stdout
	if stdout == os.Stdout {
		os.Stdout = os.Stderr
		defer func() { os.Stdout = stdout.(*os.File) }()
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	var vetFlags []string
	fs.Visit(func(f *flag.Flag) {
		if f.Name != "gopls" {
			vetFlags = append(vetFlags, "-"+f.Name+"="+f.Value.String())
		}
	})
	err = lsp.Serve(ctx, os.Stdin, out, lsp.Options{Log: stderr, Version: version(), Gopls: *gopls, GoplsArgs: goplsArgs, Cached: cachedFor(vetFlags), SnapshotDir: snapshotDir(), SnapshotKey: snapshotKey(vetFlags)})
	if err != nil {
		fmt.Fprintln(stderr, "mcpvet lsp:", err)
		return 1
	}
	return 0
}

// runGopls runs gopls with args on the process's standard streams and
// returns its exit code.
func runGopls(gopls string, args []string, stdout, stderr io.Writer) int {
	cmd := exec.Command(gopls, args...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, stdout, stderr
	err := cmd.Run()
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		return exit.ExitCode()
	case err != nil:
		fmt.Fprintln(stderr, "mcpvet lsp: gopls:", err)
		return 1
	}
	return 0
}

// cachedFor answers the server's first analysis of a module from go
// vet's cache, as a standalone run with the same flags fills it (see
// cached.go): go vet -json -vettool=<this executable> on the packages
// of the open files, asking only what the cache holds (vetRun's
// cachedOnly), so that a cold cache costs a moment, not an analysis.
// snapshotsEnv names the directory of the editor's snapshots (see
// snapshotDir); "off" keeps none.
const snapshotsEnv = "MCPVET_LSP_SNAPSHOTS"

// snapshotDir is where mcpvet lsp keeps each module's last diagnostics
// for the next session: $MCPVET_LSP_SNAPSHOTS, else mcpvet/lsp in the
// user cache directory (beside go vet's cache, which holds the rest);
// "" when there is none.
func snapshotDir() string {
	switch dir := os.Getenv(snapshotsEnv); dir {
	case "off":
		return ""
	case "":
	default:
		return dir
	}
	cache, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	return filepath.Join(cache, "mcpvet", "lsp")
}

// snapshotKey is what a snapshot's diagnostics depend on besides the
// files: this build of mcpvet (its version, and the binary's path, size
// and time, as a development build keeps its version across rebuilds)
// and the analyzers' flags.
func snapshotKey(vetFlags []string) string {
	self, err := os.Executable()
	if err != nil {
		return ""
	}
	fi, err := os.Stat(self)
	if err != nil {
		return ""
	}
	return fmt.Sprintf("%s %s %d %d %q", version(), self, fi.Size(), fi.ModTime().UnixNano(), vetFlags)
}

func cachedFor(vetFlags []string) lsp.CachedFunc {
	return func(ctx context.Context, dir string, env []string, dirs []string) (*lsp.CachedReport, error) {
		fs, _, err := vetReport(ctx, vetRun{dir: dir, env: env, vetFlags: vetFlags, patterns: dirs, cachedOnly: true})
		if err != nil {
			return nil, err
		}
		rep := &lsp.CachedReport{}
		for _, f := range fs {
			rep.Fset = f.pkg.Fset
			rep.Diags = append(rep.Diags, lsp.CachedDiagnostic{Analyzer: f.analyzer, Diag: f.diag})
		}
		if rep.Fset == nil {
			rep.Fset = token.NewFileSet()
		}
		return rep, nil
	}
}
