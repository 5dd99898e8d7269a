// Package catalogdup is a toolset that describes its tools for a catalog
// (Tools, built with its own builder) and registers each with mcp.AddTool
// and a handler: the server serves the registered ones, so the catalog's
// descriptions of the same names are no tools of their own. A catalog
// entry that this package registers under no name is kept (another
// package may register it).
package catalogdup

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/mcpfacts/catalogdup/builder"
)

type In struct {
	Name string `json:"name"`
}

// Tools is the toolset's catalog.
func Tools() []*mcp.Tool {
	return []*mcp.Tool{
		builder.NewTool("pods_list", "List pods.").ReadOnly().Build(),
		builder.NewTool("pods_get", "Get a pod.").ReadOnly().Build(),
		builder.NewTool("pods_logs", "A pod's logs.").ReadOnly().Build(), // want `tool "pods_logs" mcp.Tool via builder.NewTool`
	}
}

func handle(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	return &mcp.CallToolResult{}, nil, nil
}

// Register registers the toolset's tools.
func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "pods_list", Description: "List pods."}, handle) // want `tool "pods_list" mcp.AddTool In=catalogdup.In`
	mcp.AddTool(s, &mcp.Tool{Name: "pods_get", Description: "Get a pod."}, handle)  // want `tool "pods_get" mcp.AddTool In=catalogdup.In`
}
