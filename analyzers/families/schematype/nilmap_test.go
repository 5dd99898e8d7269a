package schematype_test

import (
	"testing"

	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
)

// TestNilMapThroughClient runs testdata/mod/omcg0014/nilmap's test: the
// tool OMCG0014 flags for a field's nil map fails the go-sdk's validation
// of its own output through a real client, and the tool whose maps are
// elements the handler makes (not flagged) answers.
func TestNilMapThroughClient(t *testing.T) {
	fixturetest.GoTest(t, "./omcg0014/nilmap/", "omcg0014/nilmap/*.go")
}
