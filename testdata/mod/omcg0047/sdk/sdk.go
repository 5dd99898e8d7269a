// Package sdk registers a go-sdk resource whose URI is a template as a
// static resource (flagged) and as a template (not flagged).
package sdk

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func note(ctx context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
	return &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{{URI: req.Params.URI, Text: "a note"}}}, nil
}

func Register(s *mcp.Server) {
	s.AddResource(&mcp.Resource{URI: "notes://note/{id}", Name: "note"}, note) // want `OMCG0047: resource "notes://note/\{id\}" has template variables \(\{id\}\) but is registered as a static resource`
	s.AddResourceTemplate(&mcp.ResourceTemplate{URITemplate: "notes://byid/{id}", Name: "note"}, note)
	s.AddResource(&mcp.Resource{URI: "notes://all", Name: "notes"}, note)
}
