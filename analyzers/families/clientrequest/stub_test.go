package clientrequest_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/families/clientrequest"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
)

// TestStubs holds OMCG0034 on small stubs of the go-sdk and mcp-go
// (testdata/src/github.com/...), with the real standard library: tool,
// prompt and resource handlers that send a request of the server's own
// to the client, directly, through a helper or another package, on
// servers served stateless or not, and those it leaves alone (a
// notification, a handler no registration reaches, mcp-go's legacy
// option). testdata/old holds stubs of the releases before revision
// 2026-07-28 (a go-sdk without InputRequestMap, an mcp-go without
// WithLegacyServerInitiatedRequests), where only a stateless server is
// reported. The fixtures of testdata/mod hold the same rule against the
// real libraries (tier b).
func TestStubs(t *testing.T) {
	fixturetest.Stubs(t, analysistest.TestData(), clientrequest.Analyzers...)
	t.Run("old", func(t *testing.T) {
		analysistest.Run(t, filepath.Join(analysistest.TestData(), "old"), clientrequest.OMCG0034, "oldsdk", "oldmark")
	})
}
