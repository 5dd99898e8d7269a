// Package startup holds the codes for registrations the go-sdk (or
// mcp-go) refuses with a panic at start-up, which nothing reports before
// the server runs: a resource URI or URI template that does not parse
// (OMCG0020), an x-mcp-header annotation AddTool refuses (OMCG0021), and
// a schema default that fails its own schema (OMCG0022), mcp.NewServer
// options it panics on (OMCG0035); and a registration both SDKs accept
// but never serve, a URI template registered as a static resource
// (OMCG0047). Each model is held against the real SDK in a test.
package startup

import "github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"

// Codes are this package's codes, each with its analyzer.
var Codes = []*analyzerutil.Analyzer{omcg0020, omcg0021, omcg0022, omcg0035, omcg0047}

// Analyzers are the package's code analyzers.
var Analyzers = analyzerutil.Analyzers(Codes)
