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
// A package that answers tools/call with its module's own code
// (testdata/ownmod/server) gets a line; a client that sends the method
// (ownmod/client) and a middleware that reads it in front of an SDK's
// server (coverage/peek) get none. A package that creates a server when
// the run sees no tool at all (coverage/noneseen, alone) gets a line, and
// one whose registration mcpvet cannot follow (coverage/unseen) counts
// it. A func literal handler in code valueflow does not build, since it
// reaches no sink (coverage/nosink's search), is followed, read and
// empty, as a named function there is. A handler found whose parameters
// hold no arguments the security codes read (coverage/owninput: raw JSON
// in a struct of the server's own) is not followed, with its signature.
// A tool registered in a loop with the handler a wrapper returns in a
// field of its struct (omcg0029/maker), or with the handler its entry of
// a table holds (omcg0029/localtable), is followed, and so is one of a
// category the server hands out as an interface (omcg0029/categories,
// read through the module's implementations of it).
func TestCoverage(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("loads packages with the go command; skipped with -short")
	}
	mod := fixturemod.Use(t, filepath.Join("..", "..", "testdata", "mod"))
	own := fixturemod.Use(t, filepath.Join("testdata", "ownmod"))
	for golden, c := range map[string]struct {
		dir  string
		args []string
	}{
		"text.golden": {mod, []string{"-coverage", "./coverage/...", "./omcg0031/elsewhere/...", "./omcg0029/reflectcall", "./omcg0029/maker", "./omcg0029/localtable", "./omcg0029/categories"}},
		"json.golden": {mod, []string{"-coverage", "-json", "./coverage/...", "./omcg0031/elsewhere/...", "./omcg0029/reflectcall", "./omcg0029/maker", "./omcg0029/localtable", "./omcg0029/categories"}},
		"own.golden":  {own, []string{"-coverage", "./..."}},
		"none.golden": {mod, []string{"-coverage", "./coverage/noneseen"}},
	} {
		args := c.args
		res := run(t, c.dir, []string{runMainEnv + "=1"}, os.Args[0], args...)
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
