package clientrequest_test

import (
	"testing"

	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
)

// TestPrintBreaksStdio runs testdata/mod/omcg0044/real's tests, which
// hold OMCG0044's claim against the real go-sdk and mcp-go: the fixture
// servers run as processes on stdio, and the go-sdk client's call of a
// reported tool fails (the printed line is no message), the connection
// with it, while the tools not reported answer.
func TestPrintBreaksStdio(t *testing.T) {
	fixturetest.GoTest(t, "./omcg0044/real/", "omcg0044/*/*.go")
}
