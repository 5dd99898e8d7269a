package toolname_test

import (
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/families/toolname"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
	"github.com/mcpvet/mcpvet/analyzers/internal/model/clientprofile"
)

// TestOMCG0013Clients holds the names to the clients -clients selects:
// only their reasons are given, and none selects nothing.
func TestOMCG0013Clients(t *testing.T) {
	for clients, dir := range map[string]string{"cursor,gemini": "selected", "none": "none"} {
		setClients(t, clients)
		pkgs := fixturetest.Load(t, fixturetest.Dir(t), "./omcg0013/selected", "./omcg0013/none")
		fixturetest.Run(t, pkgs, []*analysis.Analyzer{toolname.OMCG0013}, "fixtures/omcg0013/"+dir)
	}
}

// setClients selects clients for the test, and all of them again after it.
func setClients(t *testing.T, v string) {
	t.Helper()
	if err := clientprofile.Analyzer.Flags.Set("clients", v); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { clientprofile.Analyzer.Flags.Set("clients", "all") })
}
