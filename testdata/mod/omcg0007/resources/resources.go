// Package resources registers resources, templates and prompts twice
// under one key, on one server and on several.
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

const settingsURI = "config://settings"

type app struct {
	srv, admin *mcp.Server
}

func register(s, other *mcp.Server, debug bool) {
	s.AddResource(&mcp.Resource{Name: "settings", URI: settingsURI}, read)
	s.AddResource(&mcp.Resource{Name: "settings2", URI: "config://settings"}, read) // want `OMCG0007: resource URI "config://settings" is already registered on the same server \(s\), and both registrations can run; the go-sdk keeps the last registration and silently drops the other: change one of them`

	s.AddResourceTemplate(&mcp.ResourceTemplate{Name: "docket", URITemplate: "docket://{court}/{n}"}, read)
	t := &mcp.ResourceTemplate{Name: "docket2", URITemplate: "docket://{court}/{n}"} // want `OMCG0007: resource template "docket://{court}/{n}" is already registered on the same server \(s\), and both registrations can run; the go-sdk keeps the last registration and silently drops the other: change one of them`
	s.AddResourceTemplate(t, read)

	s.AddPrompt(&mcp.Prompt{Name: "summarize"}, prompt)
	s.AddPrompt(&mcp.Prompt{Name: "summarize", Description: "again"}, prompt) // want `OMCG0007: prompt name "summarize" is already registered on the same server \(s\), and both registrations can run; the go-sdk keeps the last registration and silently drops the other: change one of them`

	// Not flagged: another server; a resource and a template with one
	// string (two lists); a prompt named like a resource; branches that
	// cannot both run.
	other.AddResource(&mcp.Resource{Name: "settings", URI: settingsURI}, read)
	s.AddResourceTemplate(&mcp.ResourceTemplate{Name: "settings", URITemplate: settingsURI}, read)
	s.AddPrompt(&mcp.Prompt{Name: settingsURI}, prompt)
	if debug {
		s.AddResource(&mcp.Resource{Name: "debug", URI: "debug://state"}, read)
	} else {
		s.AddResource(&mcp.Resource{Name: "nodebug", URI: "debug://state"}, read)
	}
}

// A helper given the server: it counts for each server passed to it.
func addStatus(s *mcp.Server) {
	s.AddResource(&mcp.Resource{Name: "status", URI: "status://now"}, read)
}

func (a *app) start() {
	a.srv.AddResource(&mcp.Resource{Name: "status", URI: "status://now"}, read) // want `OMCG0007: resource URI "status://now" is already registered on the same server \(a.srv\), given to addStatus as s, and both registrations can run; the go-sdk keeps the last registration and silently drops the other: change one of them`
	addStatus(a.srv)
	addStatus(a.admin) // only once on admin: not flagged
}
