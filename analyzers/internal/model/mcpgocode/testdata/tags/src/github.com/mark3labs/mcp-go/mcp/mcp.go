// want package:"mcp-go: empty properties left out, nil required left out, schema from type false, output for false, output false, arguments false"

// Package mcp is mcp-go's package as its first releases wrote it: no
// MarshalJSON, so encoding/json reads the tags, which omit an empty
// properties map and a nil required list.
package mcp

type Tool struct {
	Name        string          `json:"name"`
	InputSchema ToolInputSchema `json:"inputSchema"`
}

type ToolInputSchema struct {
	Type       string                 `json:"type"`
	Properties map[string]interface{} `json:"properties,omitempty"`
	Required   []string               `json:"required,omitempty"`
}

type ToolOption func(*Tool)

func NewTool(name string, opts ...ToolOption) Tool {
	tool := Tool{
		Name: name,
		InputSchema: ToolInputSchema{
			Type:       "object",
			Properties: make(map[string]interface{}),
			Required:   nil,
		},
	}
	for _, opt := range opts {
		opt(&tool)
	}
	return tool
}
