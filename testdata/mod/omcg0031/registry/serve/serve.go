// Package serve registers the registry's tools with one handler, which
// looks each call's tool up by name and runs its Execute.
package serve

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0031/registry/tools"
)

// Register adds every tool of the registry.
func Register(s *mcp.Server) {
	for name, t := range tools.Registry {
		def := t.Definition()
		s.AddTool(&def, handler(name))
	}
}

func handler(name string) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		t, ok := tools.Registry[name]
		if !ok {
			return nil, fmt.Errorf("no tool %q", name)
		}
		var args map[string]any
		if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
			return nil, err
		}
		return t.Execute(ctx, args)
	}
}
