package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/mcpvet/mcpvet/analyzers"
	"github.com/mcpvet/mcpvet/internal/fixturemod"
	"github.com/mcpvet/mcpvet/internal/testtier"
)

// runMainEnv makes the test binary behave as mcpvet itself (see TestMain), so
// the fast tests need no separate build.
const runMainEnv = "MCPVET_TEST_RUN_MAIN"

func TestMain(m *testing.M) {
	if os.Getenv(runMainEnv) == "1" {
		main() // exits
	}
	// The tests that run mcpvet or go vet on modules of their own
	// (temporary ones, or fixture modules they only read) call t.Parallel:
	// each waits on the go command and its vet tool much of its time, so
	// two at once keep both cores of a small machine busy. Those that
	// change the process (its directory, its environment) do not.
	//
	// The tests run the go command in the fixture modules testdata/mod
	// and testdata/sdkmod: it must never write their go.mod or go.sum.
	if err := fixturemod.Readonly(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Exit(m.Run())
}

// result is what one run of a command produced.
type result struct {
	stdout, stderr string
	exit           int
}

func run(t *testing.T, dir string, env []string, name string, args ...string) result {
	t.Helper()
	cmd := exec.CommandContext(t.Context(), name, args...)
	cmd.Dir = dir
	// The test binary is mcpvet wherever it runs: as the command, and as
	// the vet tool of a go vet this starts (go vet hands the tool its
	// environment).
	cmd.Env = append(append(os.Environ(), runMainEnv+"=1"), env...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout = &stdout
	cmd.Stderr = &stderr
	err := cmd.Run()
	var exitErr *exec.ExitError
	exit := 0
	switch {
	case errors.As(err, &exitErr):
		exit = exitErr.ExitCode()
	case err != nil:
		t.Fatalf("%s %s: %v", name, strings.Join(args, " "), err)
	}
	return result{stdout.String(), stderr.String(), exit}
}

// runSelf runs the test binary as mcpvet with args.
func runSelf(t *testing.T, args ...string) result {
	t.Helper()
	return run(t, ".", []string{runMainEnv + "=1"}, os.Args[0], args...)
}

func TestVersion(t *testing.T) {
	t.Parallel()
	res := runSelf(t, "version")
	if res.exit != 0 || !strings.HasPrefix(res.stdout, "mcpvet ") || res.stderr != "" {
		t.Errorf("mcpvet version: exit %d, stdout %q, stderr %q", res.exit, res.stdout, res.stderr)
	}
	if res := runSelf(t, "version", "extra"); res.exit != 2 || res.stdout != "" {
		t.Errorf("mcpvet version extra: exit %d, stdout %q; want exit 2 and no stdout", res.exit, res.stdout)
	}
}

// TestVersionOf: a stamped module version is printed as it is; a build
// from a clone says the release it leads to, and the commit when the go
// command stamped one.
func TestVersionOf(t *testing.T) {
	vcs := []debug.BuildSetting{{Key: "vcs", Value: "git"}, {Key: "vcs.revision", Value: "ee1d722a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e"}, {Key: "vcs.modified", Value: "true"}}
	for _, tc := range []struct {
		info *debug.BuildInfo
		want string
	}{
		{&debug.BuildInfo{Main: debug.Module{Version: "v0.2.1"}}, "v0.2.1"},
		{&debug.BuildInfo{Main: debug.Module{Version: "v0.0.0-20261201183000-ee1d722a0b1c+dirty"}, Settings: vcs}, "v0.0.0-20261201183000-ee1d722a0b1c+dirty"},
		{&debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: vcs}, release + "-devel (commit ee1d722a0b1c, modified)"},
		{&debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: vcs[:2]}, release + "-devel (commit ee1d722a0b1c)"},
		{&debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, release + "-devel"},
		{nil, release + "-devel"},
	} {
		if got := versionOf(tc.info); got != tc.want {
			t.Errorf("versionOf(%+v) = %q, want %q", tc.info, got, tc.want)
		}
	}
}

func TestSubcommandNames(t *testing.T) {
	seen := make(map[string]bool)
	for _, sub := range subcommands {
		if seen[sub.name] {
			t.Errorf("subcommand %q listed twice", sub.name)
		}
		seen[sub.name] = true
		if strings.HasPrefix(sub.name, "-") || strings.ContainsAny(sub.name, "./") {
			t.Errorf("subcommand %q could be mistaken for a flag or a package pattern", sub.name)
		}
		for _, a := range analyzers.All {
			if a.Name == sub.name {
				t.Errorf("subcommand %q has the name of an analyzer", sub.name)
			}
		}
	}
}

// TestVetTool builds the real mcpvet binary and runs it on a bundled
// example the ways the README shows: through go vet, standalone, and with
// -json. The examples are correct code, so every run must succeed and report
// nothing. Each way vets every dependency again (its flags are part of go
// vet's cache key), so the README's command runs them on the notes
// example; the long tier runs them on all the examples, as the README's
// example command does (CI runs that command too).
func TestVetTool(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds mcpvet and runs go vet; skipped with -short")
	}
	goCmd, bin := buildMcpvet(t)
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatalf("repository root not found: %v", err)
	}

	pattern := "./examples/notes"
	if os.Getenv(testtier.LongEnv) == "1" {
		pattern = "./examples/..."
	}

	// Text modes: success, diagnostics (if any) on stderr, nothing on stdout.
	for _, tc := range []struct {
		name string
		cmd  string
		args []string
	}{
		{"go vet", goCmd, []string{"vet", "-vettool=" + bin, pattern}},
		{"standalone", bin, []string{pattern}},
		{"fix diff", bin, []string{"-fix", "-diff", pattern}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := run(t, root, nil, tc.cmd, tc.args...)
			if res.exit != 0 {
				t.Errorf("%s %s: exit %d\nstderr:\n%s", filepath.Base(tc.cmd), strings.Join(tc.args, " "), res.exit, res.stderr)
			}
			if res.stdout != "" {
				t.Errorf("%s %s wrote to stdout:\n%s", filepath.Base(tc.cmd), strings.Join(tc.args, " "), res.stdout)
			}
		})
	}

	// JSON modes: success, and stdout is JSON (or empty) with no diagnostics.
	for _, tc := range []struct {
		name string
		cmd  string
		args []string
	}{
		{"json", bin, []string{"-json", pattern}},
		{"go vet json", goCmd, []string{"vet", "-json", "-vettool=" + bin, pattern}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := run(t, root, nil, tc.cmd, tc.args...)
			if res.exit != 0 {
				t.Errorf("%s %s: exit %d\nstderr:\n%s", filepath.Base(tc.cmd), strings.Join(tc.args, " "), res.exit, res.stderr)
			}
			checkJSONReport(t, res.stdout)
		})
	}
}

// checkJSONReport checks that out is a stream of zero or more JSON reports
// in the go/analysis format (package ID -> analyzer -> diagnostics or error)
// and that they contain neither diagnostics nor errors.
func checkJSONReport(t *testing.T, out string) {
	t.Helper()
	dec := json.NewDecoder(strings.NewReader(out))
	for {
		var tree map[string]map[string]json.RawMessage
		err := dec.Decode(&tree)
		if err == io.EOF {
			return
		}
		if err != nil {
			t.Fatalf("stdout is not a JSON report: %v\n%s", err, out)
		}
		for pkg, byAnalyzer := range tree {
			for analyzer, v := range byAnalyzer {
				t.Errorf("%s: %s reported %s", pkg, analyzer, v)
			}
		}
	}
}
