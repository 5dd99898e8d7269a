// Package statictemplate registers resources whose URIs are templates as
// static resources (flagged), and as templates (not flagged).
package statictemplate

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func read(ctx context.Context, req mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) {
	return nil, nil
}

const tableURI = "db://table/{table_name}"

func Register(s *server.MCPServer) {
	s.AddResource(mcp.NewResource(tableURI, "table"), read)                    // want `OMCG0047: resource "db://table/\{table_name\}" has template variables \(\{table_name\}\) but is registered as a static resource`
	s.AddResource(mcp.NewResource("db://info/{db}/{schema}", "db info"), read) // want `OMCG0047: resource "db://info/\{db\}/\{schema\}" has template variables \(\{db\}, \{schema\}\)`

	// Not flagged: a template registered as one; a URI without variables;
	// braces that make no template.
	s.AddResourceTemplate(mcp.NewResourceTemplate(tableURI, "table"), func(ctx context.Context, req mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) {
		return nil, nil
	})
	s.AddResource(mcp.NewResource("db://tables", "tables"), read)
	s.AddResource(mcp.NewResource("db://odd/{", "odd"), read)
}
