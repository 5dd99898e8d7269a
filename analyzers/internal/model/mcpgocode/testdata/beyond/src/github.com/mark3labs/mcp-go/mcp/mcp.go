// want package:`mcp-go not read: marshalling ToolInputSchema: MarshalJSON: a statement the reader does not follow changes a map it builds: for k := range tis.Properties \{ m\["x-"\+k\] = true \}`

// Package mcp has a MarshalJSON beyond the reader: a loop adds keys to
// the map it lists, so which keys are listed is not known.
package mcp

import "encoding/json"

type Tool struct {
	InputSchema ToolInputSchema `json:"inputSchema"`
}

type ToolInputSchema struct {
	Type       string         `json:"type"`
	Properties map[string]any `json:"properties"`
	Required   []string       `json:"required"`
}

func (tis ToolInputSchema) MarshalJSON() ([]byte, error) {
	m := map[string]any{"type": tis.Type, "properties": tis.Properties}
	for k := range tis.Properties {
		m["x-"+k] = true
	}
	return json.Marshal(m)
}

type ToolOption func(*Tool)

func NewTool(name string, opts ...ToolOption) Tool {
	return Tool{InputSchema: ToolInputSchema{Type: "object", Properties: map[string]any{}}}
}
