// Package markresources registers mcp-go resources, templates and
// prompts twice under one key.
package markresources

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func read(ctx context.Context, req mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) {
	return nil, nil
}

func prompt(ctx context.Context, req mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	return nil, nil
}

func register(s *server.MCPServer) {
	s.AddResource(mcp.NewResource("docs://readme", "readme"), read)
	s.AddResource(mcp.Resource{URI: "docs://readme", Name: "readme2"}, read) // want `OMCG0007: resource URI "docs://readme" is already registered on the same server \(s\), and both registrations can run; mcp-go's server keeps the last one added under it and silently drops the other: change one of them`

	tmpl := mcp.NewResourceTemplate("docs://{id}", "doc")
	s.AddResourceTemplate(tmpl, read)
	s.AddResourceTemplate(mcp.NewResourceTemplate("docs://{id}", "doc2"), read) // want `OMCG0007: resource template "docs://{id}" is already registered on the same server \(s\), and both registrations can run; mcp-go's server keeps the last one added under it and silently drops the other: change one of them`

	s.AddPrompt(mcp.NewPrompt("review", mcp.WithArgument("pr", mcp.RequiredArgument())), prompt)
	s.AddPrompt(mcp.NewPrompt("review"), prompt) // want `OMCG0007: prompt name "review" is already registered on the same server \(s\), and both registrations can run; mcp-go's server keeps the last one added under it and silently drops the other: change one of them`

	// Not flagged: one value registered twice replaces itself.
	files := mcp.NewResourceTemplate("files://{path}", "files")
	s.AddResourceTemplate(files, read)
	s.AddResourceTemplate(files, read)
}
