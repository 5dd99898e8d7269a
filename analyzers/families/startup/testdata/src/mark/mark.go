// Package mark builds mcp-go resource templates, some of which
// mcp.NewResourceTemplate panics on.
package mark

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func read(ctx context.Context, req mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) {
	return nil, nil
}

// Built at package level and never registered here: NewResourceTemplate
// panics when the package is initialized all the same.
var files = mcp.NewResourceTemplate("files://{path", "files") // want `OMCG0020: resource template "files://{path": it is not a valid URI template: incomplete expression at its end; mcp-go's mcp.NewResourceTemplate panics on it at start-up`

func Register(s *server.MCPServer) {
	s.AddResourceTemplate(mcp.NewResourceTemplate("docs://{doc id}", "docs"), read) // want `OMCG0020: resource template "docs://{doc id}": it is not a valid URI template: unacceptable variable name at byte 11 \(" id}"\); mcp-go's mcp.NewResourceTemplate panics on it at start-up`

	// Not flagged: mcp-go does not parse a resource's URI; valid templates.
	s.AddResource(mcp.NewResource("docs://%zz", "raw"), read)
	s.AddResourceTemplate(mcp.NewResourceTemplate("docs://{doc_id}", "docs", mcp.WithTemplateMIMEType("text/markdown")), read)
}
