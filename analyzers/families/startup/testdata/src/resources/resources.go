// Package resources registers go-sdk resources and templates, some of
// which AddResource or AddResourceTemplate panic on; one only its test
// registers, which is no start-up panic of the server.
package resources

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func read(ctx context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
	return nil, nil
}

func prompt(ctx context.Context, req *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	return nil, nil
}

const badTemplate = "docket://{court-id}/{number}"

const goodTemplate = "docket://{court_id}/{number}{?page}"

func Register(s *mcp.Server, host string) {
	s.AddResource(&mcp.Resource{Name: "a", URI: "docs://%zz"}, read)                            // want `OMCG0020: resource "docs://%zz": it does not parse as a URI: invalid URL escape "%zz"; \(\*mcp.Server\).AddResource panics on it at start-up`
	s.AddResource(&mcp.Resource{Name: "b", URI: ":settings"}, read)                             // want `OMCG0020: resource ":settings": it does not parse as a URI: missing protocol scheme; \(\*mcp.Server\).AddResource panics on it at start-up`
	s.AddResourceTemplate(&mcp.ResourceTemplate{Name: "c", URITemplate: badTemplate}, read)     // want `OMCG0020: resource template "docket://{court-id}/{number}": it is not a valid URI template: unacceptable variable name at byte 15 \("-id}/{nu"\); \(\*mcp.Server\).AddResourceTemplate panics on it at start-up`
	s.AddResourceTemplate(&mcp.ResourceTemplate{Name: "d", URITemplate: "files://{path"}, read) // want `OMCG0020: resource template "files://{path": it is not a valid URI template: incomplete expression at its end; \(\*mcp.Server\).AddResourceTemplate panics on it at start-up`

	// Through a variable built in the function.
	tmpl := &mcp.ResourceTemplate{Name: "e", URITemplate: "x://{=a}"} // want `OMCG0020: resource template "x://{=a}": it is not a valid URI template: unimplemented operator \(op-reserved\) at byte 5 \("=a}"\)`
	s.AddResourceTemplate(tmpl, read)
	registerNotes(s)

	// Not flagged: valid URIs and templates, a relative URI (url.Parse
	// accepts it), a value that is not a constant, a prompt.
	s.AddResource(&mcp.Resource{Name: "f", URI: "config://settings"}, read)
	s.AddResource(&mcp.Resource{Name: "h", URI: "relative/path"}, read)
	s.AddResource(&mcp.Resource{Name: "i", URI: "https://" + host + "/%zz"}, read)
	s.AddResourceTemplate(&mcp.ResourceTemplate{Name: "j", URITemplate: goodTemplate}, read)
	s.AddResourceTemplate(&mcp.ResourceTemplate{Name: "k", URITemplate: "file:///{+path}"}, read)
	s.AddPrompt(&mcp.Prompt{Name: "{not a template"}, prompt)
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
