// Package omcg0037 declares mcp-go array parameters without items, and
// some with.
package omcg0037

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func tag(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	tags := req.GetStringSlice("tags", nil)
	ids, err := req.RequireIntSlice("ids")
	if err != nil {
		return nil, err
	}
	_, _ = tags, ids
	return mcp.NewToolResultText("ok"), nil
}

func tagsOption() mcp.ToolOption {
	return mcp.WithArray("labels", mcp.Description("Labels")) // want `OMCG0037: tag: array parameter "labels" has no items schema: OpenAI-compatible clients reject the whole tool list \("array schema missing items"\), Gemini fails every request that carries the tool \("parameters.properties\[…\].items: missing field"\), VS Code's Copilot refuses the tool \("tool parameters array type must have items"\); Anthropic accepts it \(add mcp.Items\(…\) or an item option such as mcp.WithStringItems\(\)\)$`
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("tag",
		mcp.WithDescription("Tag things"),
		mcp.WithArray("tags", mcp.Description("Tags to add")), // want `OMCG0037: tag: array parameter "tags" has no items schema: .*; Anthropic accepts it \(the handler reads strings: add mcp.Items with that type\)$`
		mcp.WithArray("ids", // want `OMCG0037: tag: array parameter "ids" has no items schema: .* \(the handler reads integers: add mcp.Items with that type\)$`
			mcp.Required(),
		),
		mcp.WithArray("names", mcp.WithStringItems()),
		mcp.WithArray("points", mcp.Items(map[string]any{"type": "number"})),
		tagsOption(),
	), tag)

	s.AddTool(mcp.NewTool("unread",
		mcp.WithArray("any"), // want `OMCG0037: unread: array parameter "any" has no items schema: .* \(add mcp.Items\(…\) or an item option such as mcp.WithStringItems\(\)\)$`
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		_ = req.GetArguments()["any"]
		return mcp.NewToolResultText("ok"), nil
	})

	s.AddTool(mcp.NewTool("nested",
		mcp.WithObject("filter", mcp.Properties(map[string]any{ // want `OMCG0037: nested: array property "filter.ids" of parameter "filter" has no items schema: .* \(add mcp.Items\(…\) or an item option such as mcp.WithStringItems\(\)\)$`
			"ids":   map[string]any{"type": "array"},
			"names": map[string]any{"type": "array", "items": map[string]any{"type": "string"}},
		})),
	), tag)

	s.AddTool(mcp.NewToolWithRawSchema("raw", "Raw", json.RawMessage(`{"type":"object","properties":{"xs":{"type":"array"}}}`)), tag) // want `OMCG0037: raw: array parameter "xs" has no items schema`

	// The name is used again with an item type: the schema has items.
	s.AddTool(mcp.NewTool("replaced",
		mcp.WithArray("xs"),
		mcp.WithArray("xs", mcp.WithNumberItems()),
	), tag)
}
