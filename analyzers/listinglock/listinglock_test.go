package listinglock_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
	"github.com/mcpvet/mcpvet/analyzers/listinglock"
)

// TestOMCG0045 runs the code with its lock flag on the fixture whose lock
// was written before the changes its want comments name. (The Want test
// of the fixture module runs it without a lock, on omcg0045/unlocked: it
// reports nothing there.)
func TestOMCG0045(t *testing.T) {
	for _, pkg := range []string{"locked", "offers"} {
		t.Run(pkg, func(t *testing.T) { runLocked(t, pkg) })
	}
}

// runLocked runs the code on omcg0045/PKG with its lock. (offers's lock
// has resources, templates and prompts; locked's, written before they
// were locked, has none of their keys, and they are not compared there.)
func runLocked(t *testing.T, pkg string) {
	dir := fixturetest.Dir(t)
	lock, err := filepath.Abs(filepath.Join(dir, "omcg0045", pkg, "mcpvet.lock.json"))
	if err != nil {
		t.Fatal(err)
	}
	a := listinglock.OMCG0045
	if err := a.Flags.Set(listinglock.LockFlag, lock); err != nil {
		t.Fatal(err)
	}
	defer a.Flags.Set(listinglock.LockFlag, "")
	pkgs := fixturetest.Load(t, dir, "./omcg0045/"+pkg)
	if acts := fixturetest.Run(t, pkgs, []*analysis.Analyzer{a}); len(acts) == 0 {
		t.Fatalf("no action on omcg0045/%s", pkg)
	}
}
