// Package testonly has resources the SDK panics on where the shipped
// server never registers them: in a function only its test calls, and in
// the test itself. Only the registration its entry points reach is a
// start-up panic.
package testonly

import (
	"context"

	markmcp "github.com/mark3labs/mcp-go/mcp"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func read(ctx context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
	return nil, nil
}

// Register is the server's: reported.
func Register(s *mcp.Server) {
	s.AddResourceTemplate(&mcp.ResourceTemplate{Name: "a", URITemplate: "docket://{court-id}"}, read) // want `OMCG0020: resource template "docket://{court-id}": it is not a valid URI template`
	registerNotes(s)
}

// registerNotes is reached through Register: reported.
func registerNotes(s *mcp.Server) {
	s.AddResource(&mcp.Resource{Name: "n", URI: "notes://%zz"}, read) // want `OMCG0020: resource "notes://%zz": it does not parse as a URI`
}

// registerBroken is beside the server's code, but only the test calls it
// (to see the SDK panic): the server never runs it, so not reported.
func registerBroken(s *mcp.Server) {
	s.AddResourceTemplate(&mcp.ResourceTemplate{Name: "b", URITemplate: "files://{path"}, read)
}

// brokenTemplate builds an mcp-go template that panics, and nothing the
// package ships calls it: not reported.
func brokenTemplate() markmcp.ResourceTemplate {
	return markmcp.NewResourceTemplate("docs://{doc id}", "docs")
}
