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
	dir := fixturetest.Dir(t)
	lock, err := filepath.Abs(filepath.Join(dir, "omcg0045", "locked", "mcpvet.lock.json"))
	if err != nil {
		t.Fatal(err)
	}
	a := listinglock.OMCG0045
	if err := a.Flags.Set(listinglock.LockFlag, lock); err != nil {
		t.Fatal(err)
	}
	defer a.Flags.Set(listinglock.LockFlag, "")
	pkgs := fixturetest.Load(t, dir, "./omcg0045/locked")
	if acts := fixturetest.Run(t, pkgs, []*analysis.Analyzer{a}); len(acts) == 0 {
		t.Fatal("no action on omcg0045/locked")
	}
}
