// Package givenschema gives its go-sdk tools' input schemas itself: built
// by a function without arguments, or held in a variable that nothing
// changes, they are folded for the listing; changed after, or built from
// an argument, they are listed as given and not folded.
package givenschema

import (
	"context"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func buildInput() *jsonschema.Schema {
	return &jsonschema.Schema{
		Type: "object",
		Properties: map[string]*jsonschema.Schema{
			"prompt": {Type: "string", Description: "What to do."},
		},
		Required: []string{"prompt"},
	}
}

func buildFor(name string) *jsonschema.Schema {
	return &jsonschema.Schema{Type: "object", Properties: map[string]*jsonschema.Schema{name: {Type: "string"}}}
}

// objectSchema is a schema built from the parts a caller gives; it lists
// required arguments only when there are some.
func objectSchema(properties map[string]any, required []string) map[string]any {
	s := map[string]any{
		"type":       "object",
		"properties": properties,
	}
	if len(required) > 0 {
		s["required"] = required
	}
	return s
}

func prop(typ, desc string) map[string]any {
	return map[string]any{"type": typ, "description": desc}
}

var statsInput = &jsonschema.Schema{Type: "object", Properties: map[string]*jsonschema.Schema{}}

var changedInput = &jsonschema.Schema{Type: "object", Properties: map[string]*jsonschema.Schema{}}

func init() {
	changedInput.Properties["extra"] = &jsonschema.Schema{Type: "string"}
}

func handle(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{}, nil
}

func Register(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "run", InputSchema: buildInput()}, handle)                                                                         // want `tool "run" \(\*mcp.Server\).AddTool input-given`
	s.AddTool(&mcp.Tool{Name: "stats", InputSchema: statsInput}, handle)                                                                         // want `tool "stats" \(\*mcp.Server\).AddTool input-given`
	s.AddTool(&mcp.Tool{Name: "changed", InputSchema: changedInput}, handle)                                                                     // want `tool "changed" \(\*mcp.Server\).AddTool input-given`
	s.AddTool(&mcp.Tool{Name: "named", InputSchema: buildFor("query")}, handle)                                                                  // want `tool "named" \(\*mcp.Server\).AddTool input-given`
	s.AddTool(&mcp.Tool{Name: "helped", InputSchema: objectSchema(map[string]any{"path": prop("string", "A path.")}, []string{"path"})}, handle) // want `tool "helped" \(\*mcp.Server\).AddTool input-given`
	s.AddTool(&mcp.Tool{Name: "helped_none", InputSchema: objectSchema(nil, nil)}, handle)                                                       // want `tool "helped_none" \(\*mcp.Server\).AddTool input-given`
	s.AddTool(&mcp.Tool{Name: "helped_optional", InputSchema: objectSchema(map[string]any{"n": prop("integer", "How many.")}, nil)}, handle)     // want `tool "helped_optional" \(\*mcp.Server\).AddTool input-given`
}
