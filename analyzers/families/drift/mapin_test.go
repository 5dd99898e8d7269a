package drift_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/families/drift"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
	"github.com/mcpvet/mcpvet/internal/fixturemod"
)

// TestKeyedIn holds OMCG0038 to the want comments of the go-sdk tools
// whose In is map[string]any, alone (the Want subtest checks them too).
func TestKeyedIn(t *testing.T) {
	pkgs := fixturetest.Load(t, fixturetest.Dir(t), "./omcg0038/mapin")
	if acts := fixturetest.Run(t, pkgs, []*analysis.Analyzer{drift.OMCG0038}); len(acts) == 0 {
		t.Fatal("no package at ./omcg0038/mapin")
	}
}

// TestArgumentsAlone holds the drift codes to a module on mcp-go v0.6.0
// (testdata/mod/omcg0029/mark06), whose handlers take the arguments
// alone, func(arguments map[string]interface{}): the reads by key of that
// map are compared with the listing.
func TestArgumentsAlone(t *testing.T) {
	if testing.Short() {
		t.Skip("loads a module of its own")
	}
	dir := fixturemod.Use(t, filepath.Join(fixturetest.Dir(t), "omcg0029", "mark06"))
	pkgs := fixturetest.Load(t, dir, "./reasoning")
	if acts := fixturetest.Run(t, pkgs, []*analysis.Analyzer{fixturetest.Family([]*analysis.Analyzer{drift.OMCG0040, drift.OMCG0041, drift.OMCG0042})}); len(acts) == 0 {
		t.Fatal("no package at ./reasoning")
	}
}
