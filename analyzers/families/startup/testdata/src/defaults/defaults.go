// Package defaults gives schemas with defaults, some of which fail their
// own schema.
package defaults

import (
	"context"
	"encoding/json"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Limit int `json:"limit"`
}

type Out struct {
	N int `json:"n"`
}

func typed(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func raw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

const listSchema = `{"type": "object", "properties": {"order": {"type": "string", "enum": ["asc", "desc"], "default": "up"}}}`

func Register(s *mcp.Server, dynamic string) {
	mcp.AddTool(s, &mcp.Tool{Name: "search", InputSchema: &jsonschema.Schema{Type: "object", Properties: map[string]*jsonschema.Schema{
		"limit": {Type: "integer", Minimum: jsonschema.Ptr(1.0), Default: json.RawMessage("0")}, // want `OMCG0022: tool "search": the default of /properties/limit in the input schema does not validate against its own schema: minimum: 0/1 is less than 1\.000000; mcp.AddTool panics on it at start-up`
		"query": {Type: "string", Default: json.RawMessage(`"docs"`)},
		"page":  {Type: "integer", Default: json.RawMessage(`"1"`)}, // want `OMCG0022: tool "search": the default of /properties/page in the input schema does not validate against its own schema: type: 1 has type "string", want "integer"; mcp.AddTool panics on it at start-up`
	}}}, typed)

	mcp.AddTool(s, &mcp.Tool{Name: "list", InputSchema: json.RawMessage(listSchema)}, typed) // want `OMCG0022: tool "list": the default of /properties/order in the input schema does not validate against its own schema: enum: up does not equal any of: \[asc desc\]; mcp.AddTool panics on it at start-up`

	mcp.AddTool(s, &mcp.Tool{Name: "count", OutputSchema: &jsonschema.Schema{Type: "object", Properties: map[string]*jsonschema.Schema{
		"n": {Type: "integer", Default: json.RawMessage("1.5")}, // want `OMCG0022: tool "count": the default of /properties/n in the output schema does not validate against its own schema: type: 1.5 has type "number", want "integer"; mcp.AddTool panics on it at start-up`
	}}}, typed)

	// A draft the default validation does not know, defaults or not.
	mcp.AddTool(s, &mcp.Tool{Name: "old", InputSchema: json.RawMessage(`{"$schema": "http://json-schema.org/draft-04/schema#", "type": "object"}`)}, typed) // want `OMCG0022: tool "old": the input schema's defaults cannot be validated: cannot validate version http://json-schema.org/draft-04/schema#, supported versions: draft-07 and draft 2020-12; mcp.AddTool panics on it at start-up`

	// Not flagged: (*mcp.Server).AddTool does not resolve schemas; valid
	// defaults; a schema that is not a constant.
	s.AddTool(&mcp.Tool{Name: "plain", InputSchema: json.RawMessage(listSchema)}, raw)
	mcp.AddTool(s, &mcp.Tool{Name: "fine", InputSchema: map[string]any{
		"$schema":    "http://json-schema.org/draft-07/schema#",
		"type":       "object",
		"properties": map[string]any{"limit": map[string]any{"type": "integer", "minimum": 1, "default": 10}},
	}}, typed)
	mcp.AddTool(s, &mcp.Tool{Name: "dynamic", InputSchema: &jsonschema.Schema{Type: "object", Properties: map[string]*jsonschema.Schema{
		"limit": {Type: dynamic, Default: json.RawMessage(`"x"`)},
	}}}, typed)
}
