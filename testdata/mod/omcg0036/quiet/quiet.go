// Package quiet has mcp-go tools, whose library reads invopop-style tags
// on purpose, and tags on types no tool uses: nothing is flagged.
package quiet

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type In struct {
	Name string `json:"name" jsonschema:"required" jsonschema_description:"the name"`
	Sort string `json:"sort" jsonschema:"enum=asc,enum=desc"`
}

func handle(ctx context.Context, req mcp.CallToolRequest, in In) (*mcp.CallToolResult, error) {
	return nil, nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("find", mcp.WithInputSchema[In]()), mcp.NewTypedToolHandler(handle))
}
