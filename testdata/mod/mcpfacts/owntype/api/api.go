// Package api declares a server's own tool type, as
// containers/kubernetes-mcp-server does: it imports no MCP library, and
// the packages that define tools import it, never the package that
// converts its tools to the go-sdk's.
package api

import "github.com/google/jsonschema-go/jsonschema"

// Tool mirrors MCP's Tool: its literals are tools wherever they are
// written.
type Tool struct {
	Name         string
	Description  string
	Annotations  ToolAnnotations
	Meta         map[string]any
	InputSchema  *jsonschema.Schema
	OutputSchema *jsonschema.Schema
}

// ToolAnnotations has MCP's behaviour hints.
type ToolAnnotations struct {
	Title           string
	ReadOnlyHint    *bool
	DestructiveHint *bool
}

// ServerTool is a tool with its handler.
type ServerTool struct {
	Tool    Tool
	Handler func(args map[string]any) (string, error)
}

// Toolset is implemented by each package of tools.
type Toolset interface {
	GetTools() []ServerTool
}

var toolsets []Toolset

// Register adds a toolset.
func Register(ts Toolset) { toolsets = append(toolsets, ts) }

// Toolsets lists the toolsets registered.
func Toolsets() []Toolset { return toolsets }

// ClientTool is a tool an LLM client offers its model: a name, a
// description and an input schema, but no MCP annotations. Its literals
// are not MCP tools.
type ClientTool struct {
	Name        string
	Description string
	InputSchema map[string]any
}

// ReadOnly builds a read-only tool: its callers declare the tools.
func ReadOnly(name, description string) Tool {
	yes := true
	return Tool{Name: name, Description: description, Annotations: ToolAnnotations{ReadOnlyHint: &yes}, InputSchema: &jsonschema.Schema{Type: "object"}}
}
