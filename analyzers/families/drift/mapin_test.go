package drift_test

import (
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/families/drift"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
)

// TestKeyedIn holds OMCG0038 to the want comments of the go-sdk tools
// whose In is map[string]any, alone (the Want subtest checks them too).
func TestKeyedIn(t *testing.T) {
	pkgs := fixturetest.Load(t, fixturetest.Dir(t), "./omcg0038/mapin")
	if acts := fixturetest.Run(t, pkgs, []*analysis.Analyzer{drift.OMCG0038}); len(acts) == 0 {
		t.Fatal("no package at ./omcg0038/mapin")
	}
}
