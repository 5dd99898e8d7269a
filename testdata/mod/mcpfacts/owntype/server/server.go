// Package server converts the tools of every toolset to the go-sdk's and
// registers them in a loop: the tools come from an interface method, so
// the name is not known here; the tools themselves were declared where
// their literals are written. The registration registers those literals
// (toSDK names the tool by its api.Tool's Name): it lists no tool of its
// own, which would count every converted tool a second time, unnamed.
package server

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/mcpfacts/owntype/api"
	_ "fixtures/mcpfacts/owntype/core"
)

func toSDK(t api.ServerTool) *mcp.Tool {
	return &mcp.Tool{
		Name:        t.Tool.Name,
		Description: t.Tool.Description,
		Title:       t.Tool.Annotations.Title,
		InputSchema: t.Tool.InputSchema,
	}
}

func handler(t api.ServerTool) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := t.Handler(nil)
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: out}}}, err
	}
}

func Serve(s *mcp.Server) {
	for _, ts := range api.Toolsets() {
		for _, t := range ts.GetTools() {
			s.AddTool(toSDK(t), handler(t)) // want `registers ""`
		}
	}
}
