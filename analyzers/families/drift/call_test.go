package drift_test

import (
	"testing"

	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
)

// TestDriftThroughClient runs testdata/mod/driftcall's test, which proves
// the error rows: it serves the fixtures' tools on a real mcp-go server,
// calls them through a real mcp-go in-process client (the request and
// the response go through JSON) with a value of its listed type for every
// argument the tool's own listing has, and sees each tool OMCG0038 or
// OMCG0039 flags fail ("required argument not found", "is not a string",
// a panicking assertion) and the fixtures they leave alone answer.
func TestDriftThroughClient(t *testing.T) {
	fixturetest.GoTest(t, "./driftcall/", "driftcall/*.go", "omcg00[34]?/*/*.go", "omcg00[34]?/*/*/*.go")
}
