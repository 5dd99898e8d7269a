package listinglock_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/facts/apifacts"
	"github.com/mcpvet/mcpvet/analyzers/facts/mcpfacts"
	"github.com/mcpvet/mcpvet/analyzers/families/listinglock"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
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

// TestDirectiveToolsLocked: a //mcp:tool func is locked with what mcpvet
// gen registers it with, as clients list it: its title=, its doc comment
// as its description, the hints it sets. (They were empty once: a changed
// doc comment or a dropped readonly was no change of the lock.)
func TestDirectiveToolsLocked(t *testing.T) {
	pkgs := fixturetest.Load(t, fixturetest.Dir(t), "./omcg0005/fresh")
	g := fixturetest.Analyze(t, pkgs, mcpfacts.Analyzer, apifacts.Analyzer)
	var l *listinglock.Listing
	for act := range g.All() {
		if act.Analyzer == mcpfacts.Analyzer && act.Package.PkgPath == "fixtures/omcg0005/fresh" {
			l, _ = listinglock.Of(act.Package.Fset, act.Result.(*mcpfacts.Result), nil)
		}
	}
	if l == nil {
		t.Fatal("no mcpfacts result for omcg0005/fresh")
	}
	temp, rename := l.Tools["temperature"], l.Tools["rename"]
	if temp.Title != "Temperature" || temp.Description != "Temperature returns the temperature of a city." ||
		temp.Annotations == nil || temp.Annotations.ReadOnlyHint == nil || !*temp.Annotations.ReadOnlyHint {
		t.Errorf("temperature is locked as %+v", temp)
	}
	if rename.Description != "Rename renames the station." || rename.Annotations == nil ||
		rename.Annotations.DestructiveHint == nil || *rename.Annotations.DestructiveHint || rename.Annotations.ReadOnlyHint != nil {
		t.Errorf("rename is locked as %+v", rename)
	}
}
