package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/mcpvet/mcpvet/internal/fixturemod"
)

// TestCoverage: -coverage counts, per package, the tools whose handler
// the security codes follow and says why the others are not; text and
// JSON held by goldens (testdata/coverage/*.golden). A tool built in one
// package and registered in another with its handler is followed there.
func TestCoverage(t *testing.T) {
	if testing.Short() {
		t.Skip("loads packages with the go command; skipped with -short")
	}
	mod := fixturemod.Use(t, filepath.Join("..", "..", "testdata", "mod"))
	for golden, args := range map[string][]string{
		"text.golden": {"-coverage", "./coverage/...", "./omcg0031/elsewhere/...", "./omcg0029/reflectcall"},
		"json.golden": {"-coverage", "-json", "./coverage/...", "./omcg0031/elsewhere/...", "./omcg0029/reflectcall"},
	} {
		res := run(t, mod, []string{runMainEnv + "=1"}, os.Args[0], args...)
		if res.exit != 0 || res.stderr != "" {
			t.Fatalf("mcpvet %v: exit %d, stderr:\n%s", args, res.exit, res.stderr)
		}
		want, err := os.ReadFile(filepath.Join("testdata", "coverage", golden))
		if err != nil {
			t.Fatal(err)
		}
		if res.stdout != string(want) {
			t.Errorf("mcpvet %v:\n%s\nwant (%s):\n%s", args, res.stdout, golden, want)
		}
	}
}
