// Command gclproj is a small MCP server with mistakes mcpvet reports, for the
// golangci-lint plugin test: a field with no schema, a misspelt json option, an
// invalid tool name, a name registered twice (OMCG0007, with a related location),
// and a name only common clients refuse (OMCG0013, which .golangci.yml disables).
package main

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Done chan bool `json:"done"`
	Note string    `json:"note,omitempy"`
}

func h(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "gclproj", Version: "v0"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "get thing"}, h)
	mcp.AddTool(s, &mcp.Tool{Name: "docs.search"}, h)
	mcp.AddTool(s, &mcp.Tool{Name: "docs.search"}, h)
}
