//go:build unix

// Package inspector runs the MCP Inspector's command-line client for the
// tests that hold what mcpvet serves against it (a client written in
// TypeScript on the TypeScript SDK, so an outside judge of the wire).
//
// Find looks for the Inspector in this order: MCPVET_INSPECTOR, the path
// of its CLI (node_modules/.bin/mcp-inspector; .ci/run installs it from
// the lockfile in .ci/inspector and sets this); else where .ci/run
// installs it, under the user cache directory; else npx runs the pinned
// version, fetching it if need be. A test skips when node or npx is
// missing or npx cannot get the Inspector.
package inspector

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"
)

// The Inspector the tests drive. .ci/inspector/package.json pins the same
// version.
const (
	Version = "2.12.0"
	Package = "@modelcontextprotocol/inspector@" + Version
)

// An Inspector is a way to run the Inspector's CLI.
type Inspector struct {
	argv   []string // the command up to the Inspector's own arguments
	env    []string
	Source string // where it was found, for the log
}

// Find returns the Inspector to run, or skips t.
func Find(ctx context.Context, t testing.TB) *Inspector {
	t.Helper()
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("skipping: node is not on PATH, and the MCP Inspector is a Node.js program (.ci/run installs it when node and npm are there)")
	}
	// Keep the Inspector's catalog, client config and OAuth state out of
	// the home directory.
	dir := t.TempDir()
	env := append(os.Environ(),
		"MCP_STORAGE_DIR="+filepath.Join(dir, "storage"),
		"MCP_CATALOG_PATH="+filepath.Join(dir, "mcp.json"),
		"MCP_CLIENT_CONFIG_PATH="+filepath.Join(dir, "client.json"),
		"NO_COLOR=1",
	)

	if p := os.Getenv("MCPVET_INSPECTOR"); p != "" {
		in := &Inspector{argv: []string{node, p}, env: env, Source: "MCPVET_INSPECTOR=" + p}
		if v, err := in.version(ctx); err != nil || v != Version {
			t.Fatalf("MCPVET_INSPECTOR=%s is not the MCP Inspector %s pinned in .ci/inspector: it says version %q; %v", p, Version, v, err)
		}
		return in
	}
	if cache, err := os.UserCacheDir(); err == nil {
		p := filepath.Join(cache, "mcpvet", "inspector", "node_modules", ".bin", "mcp-inspector")
		if _, err := os.Stat(p); err == nil {
			in := &Inspector{argv: []string{node, p}, env: env, Source: p + " (installed by .ci/run)"}
			v, err := in.version(ctx)
			if err == nil && v == Version {
				return in
			}
			t.Logf("not using %s: version %q, %v; want %s", p, v, err, Version)
		}
	}

	npx, err := exec.LookPath("npx")
	if err != nil {
		t.Skipf("skipping: npx is not on PATH to run %s (set MCPVET_INSPECTOR to an installed mcp-inspector, as .ci/run does)", Package)
	}
	in := &Inspector{
		argv:   []string{npx, "--yes", "--prefer-offline", Package},
		env:    append(env, "npm_config_loglevel=error", "npm_config_update_notifier=false", "npm_config_fund=false", "npm_config_audit=false"),
		Source: "npx " + Package,
	}
	probeCtx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	v, err := in.version(probeCtx)
	if err != nil {
		t.Skipf("skipping: npx cannot run %s (not installed and not fetchable?): %v", Package, err)
	}
	if v != Version {
		t.Fatalf("npx %s says it is version %q", Package, v)
	}
	return in
}

// Command returns the Inspector run with args, in a process group of its
// own (npx starts it as a grandchild), killed whole when ctx is done.
func (in *Inspector) Command(ctx context.Context, args ...string) *exec.Cmd {
	argv := append(slices.Clone(in.argv), args...)
	cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
	cmd.Env = in.env
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.WaitDelay = 5 * time.Second
	return cmd
}

// version returns what the Inspector says its version is.
func (in *Inspector) version(ctx context.Context) (string, error) {
	cmd := in.Command(ctx, "--version")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		if ctx.Err() != nil {
			err = ctx.Err()
		}
		return "", fmt.Errorf("%w\n%s", err, LastLines(stderr.String(), 20))
	}
	return strings.TrimSpace(string(out)), nil
}

// cli returns the command line of the CLI mode with args: JSON out, quiet,
// no interactive authorization.
func cli(args []string) []string {
	cli := append([]string{"--cli"}, args...)
	return append(cli, "--format", "json", "--quiet", "--stored-auth-only", "--connect-timeout", "30000")
}

// Output runs the CLI with args and returns what it printed, stdout and
// stderr together, and how it exited: for the calls a test expects to
// fail.
func (in *Inspector) Output(ctx context.Context, args ...string) ([]byte, error) {
	var out bytes.Buffer
	cmd := in.Command(ctx, cli(args)...)
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	if ctx.Err() != nil {
		err = errors.Join(err, ctx.Err())
	}
	return out.Bytes(), err
}

// Run runs the CLI with args and returns the JSON it prints; it fails t
// when the CLI fails.
func (in *Inspector) Run(ctx context.Context, t testing.TB, args ...string) []byte {
	t.Helper()
	cmd := in.Command(ctx, cli(args)...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	start := time.Now()
	err := cmd.Run()
	if ctx.Err() != nil {
		err = errors.Join(err, ctx.Err())
	}
	if err != nil {
		t.Fatalf("inspector %s: %v\nstdout:\n%s\nstderr:\n%s", strings.Join(args, " "), err, stdout.Bytes(), LastLines(stderr.String(), 40))
	}
	t.Logf("inspector %s: %d bytes in %v", strings.Join(args[:min(len(args), 6)], " "), stdout.Len(), time.Since(start).Round(time.Millisecond))
	return stdout.Bytes()
}

// LastLines returns the last n lines of s.
func LastLines(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}
