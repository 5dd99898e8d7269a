package schematype_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/families/schematype"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
	"github.com/mcpvet/mcpvet/internal/fixturemod"
)

// TestNilMapThroughClient runs testdata/mod/omcg0014/nilmap's test: the
// tool OMCG0014 flags for a field's nil map fails the go-sdk's validation
// of its own output through a real client, and the tool whose maps are
// elements the handler makes (not flagged) answers.
func TestNilMapThroughClient(t *testing.T) {
	fixturetest.GoTest(t, "./omcg0014/nilmap/", "omcg0014/nilmap/*.go")
}

// TestNilSliceOlderLine holds OMCG0014 to testdata/mod/sdk12/nilslice, a
// go-sdk v1.2.0 module resolving jsonschema-go v0.3.0, whose slice schema
// has no null: the field a handler may leave nil is reported, the one
// every value of its type is made with is not. The module's own test
// (run by genload's TestOlderJSONSchemaLine) shows v1.2.0 refusing the
// flagged tool's output through its client.
func TestNilSliceOlderLine(t *testing.T) {
	if testing.Short() {
		t.Skip("loads a module of its own")
	}
	dir := fixturemod.Use(t, filepath.Join(fixturetest.Dir(t), "sdk12"))
	pkgs := fixturetest.Load(t, dir, "./nilslice")
	if acts := fixturetest.Run(t, pkgs, []*analysis.Analyzer{schematype.OMCG0014}); len(acts) == 0 {
		t.Fatal("no package at ./nilslice")
	}
}
