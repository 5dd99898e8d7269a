// Package runtime is a stub of mcpvet's runtime: AddTool, which mcpfacts
// knows by its name (a quick-path tool, whose schemas the runtime writes
// by reflection).
package runtime

import "github.com/modelcontextprotocol/go-sdk/mcp"

func AddTool[In, Out any](s *mcp.Server, t *mcp.Tool, h mcp.ToolHandlerFor[In, Out]) {}
