// Package headers gives input schemas with x-mcp-header annotations,
// some of which AddTool panics on.
package headers

import (
	"context"
	"encoding/json"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Region string `json:"region"`
}

func typed(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func raw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

const rawSchema = `{"type": "object", "properties": {"tags": {"type": "array", "x-mcp-header": "Tags"}}}`

var shared = &jsonschema.Schema{Type: "object", Properties: map[string]*jsonschema.Schema{
	"region": {Type: "string", Extra: map[string]any{"x-mcp-header": "Region"}},
	"zone":   {Type: "string", Extra: map[string]any{"x-mcp-header": "region"}}, // want `OMCG0021: tool "shared": property "zone": x-mcp-header "region" is already used by property "region" \(header names are case-insensitive\); AddTool panics on it at start-up`
}}

func Register(s *mcp.Server, dynamic string) {
	mcp.AddTool(s, &mcp.Tool{Name: "typed", InputSchema: &jsonschema.Schema{Type: "object", Properties: map[string]*jsonschema.Schema{
		"region": {Type: "string", Extra: map[string]any{"x-mcp-header": "X Region"}}, // want `OMCG0021: tool "typed": property "region": x-mcp-header "X Region" is not an HTTP header name: ' ' is not allowed \(letters, digits and !#\$%&'\*\+-\.\^_.\|~ are\); AddTool panics on it at start-up`
	}}}, typed)

	s.AddTool(&mcp.Tool{Name: "raw", InputSchema: json.RawMessage(rawSchema)}, raw) // want `OMCG0021: tool "raw": property "tags": x-mcp-header is only allowed on a property of type string, integer or boolean, not "array"; AddTool panics on it at start-up`

	s.AddTool(&mcp.Tool{Name: "map", InputSchema: map[string]any{ // want `OMCG0021: tool "map": property "filter.n": x-mcp-header must be a non-empty string, not ""; AddTool panics on it at start-up`
		"type": "object",
		"properties": map[string]any{
			"filter": map[string]any{"type": "object", "properties": map[string]any{
				"n": map[string]any{"type": "integer", "x-mcp-header": ""},
			}},
		},
	}}, raw)

	s.AddTool(&mcp.Tool{Name: "shared", InputSchema: shared}, raw)

	// Not flagged: valid annotations; a type array, which makes the SDK
	// skip the check; a schema that is not a constant.
	s.AddTool(&mcp.Tool{Name: "good", InputSchema: &jsonschema.Schema{Type: "object", Properties: map[string]*jsonschema.Schema{
		"region": {Type: "string", Extra: map[string]any{"x-mcp-header": "Region"}},
		"n":      {Type: "integer", Extra: map[string]any{"x-mcp-header": "X-Count"}},
		"dry":    {Type: "boolean", Extra: map[string]any{"x-mcp-header": "Dry-Run"}},
	}}}, raw)
	s.AddTool(&mcp.Tool{Name: "nullable", InputSchema: json.RawMessage(`{"type": "object", "properties": {"a": {"type": ["string", "null"], "x-mcp-header": "A"}, "b": {"type": "array", "x-mcp-header": "B"}}}`)}, raw)
	s.AddTool(&mcp.Tool{Name: "dynamic", InputSchema: &jsonschema.Schema{Type: "object", Properties: map[string]*jsonschema.Schema{
		"region": {Type: dynamic, Extra: map[string]any{"x-mcp-header": "Region"}},
	}}}, raw)
}

// ServerTool is a tool of the server's own registration layer, built by
// a constructor and registered in a loop.
type ServerTool struct {
	Tool    mcp.Tool
	Handler mcp.ToolHandler
}

func NewTool(tool mcp.Tool, h mcp.ToolHandler) ServerTool { return ServerTool{Tool: tool, Handler: h} }

func Tools() []ServerTool {
	return []ServerTool{
		NewTool(mcp.Tool{Name: "wrapped", InputSchema: &jsonschema.Schema{Type: "object", Properties: map[string]*jsonschema.Schema{
			"labels": {Type: "object", Extra: map[string]any{"x-mcp-header": "Labels"}}, // want `OMCG0021: tool "wrapped": property "labels": x-mcp-header is only allowed on a property of type string, integer or boolean, not "object"; AddTool panics on it at start-up`
		}}}, raw),
	}
}

func RegisterAll(s *mcp.Server) {
	for _, t := range Tools() {
		s.AddTool(&t.Tool, t.Handler)
	}
}
