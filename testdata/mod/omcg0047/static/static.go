// Package static registers a table resource of a database server twice:
// as a static resource whose URI is a template (flagged: no read of a
// table reaches it) and as a resource template (not flagged).
package static

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func table(ctx context.Context, req mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) {
	return []mcp.ResourceContents{mcp.TextResourceContents{URI: req.Params.URI, MIMEType: "text/plain", Text: "rows of " + req.Params.URI}}, nil
}

// RegisterStatic registers the table as a static resource.
func RegisterStatic(s *server.MCPServer) {
	s.AddResource(mcp.NewResource("db://table/{table_name}", "table"), table) // want `OMCG0047: resource "db://table/\{table_name\}" has template variables \(\{table_name\}\) but is registered as a static resource`
}

// RegisterTemplate registers it as a template.
func RegisterTemplate(s *server.MCPServer) {
	s.AddResourceTemplate(mcp.NewResourceTemplate("db://table/{table_name}", "table"), table)
}
