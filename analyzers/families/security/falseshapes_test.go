package security_test

import (
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/families/security"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
)

// TestFalseShapes checks the want comments of the fixtures of shapes that
// were false findings on public servers, each against its code alone (the
// Want subtest of analyzers.TestEveryFixture checks them too, with the
// whole module's load).
func TestFalseShapes(t *testing.T) {
	for _, c := range []struct {
		a   *analysis.Analyzer
		dir string
	}{
		{security.OMCG0032, "./omcg0032/explain"},
		{security.OMCG0033, "./omcg0033/wholeurl"},
		{security.OMCG0032, "./omcg0032/fields"},
		{security.OMCG0032, "./omcg0032/allowlist"},
		{security.OMCG0031, "./omcg0031/abspath"},
	} {
		t.Run(c.dir, func(t *testing.T) {
			pkgs := fixturetest.Load(t, fixturetest.Dir(t), c.dir)
			if acts := fixturetest.Run(t, pkgs, []*analysis.Analyzer{c.a}); len(acts) == 0 {
				t.Fatalf("no package at %s", c.dir)
			}
		})
	}
}
