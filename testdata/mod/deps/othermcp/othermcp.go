// Package othermcp is a small MCP server library that mcpvet does not
// read: it answers tools/list and tools/call itself. The fixture module
// requires it at a version (replaced by this folder).
package othermcp

import (
	"errors"
	"sort"
)

// ToolInfo is a tool as tools/list gives it.
type ToolInfo struct {
	Name        string         `json:"name"`
	InputSchema map[string]any `json:"inputSchema"`
}

// Server holds the tools by name.
type Server struct {
	tools map[string]func(args map[string]any) (string, error)
}

// New returns a server with no tools.
func New() *Server { return &Server{tools: map[string]func(map[string]any) (string, error){}} }

// Tool adds a tool.
func (s *Server) Tool(name string, fn func(args map[string]any) (string, error)) { s.tools[name] = fn }

// Handle answers one request.
func (s *Server) Handle(method string, params map[string]any) (any, error) {
	switch method {
	case "tools/list":
		var list []ToolInfo
		for n := range s.tools {
			list = append(list, ToolInfo{Name: n, InputSchema: map[string]any{"type": "object"}})
		}
		sort.Slice(list, func(i, j int) bool { return list[i].Name < list[j].Name })
		return list, nil
	case "tools/call":
		name, _ := params["name"].(string)
		fn := s.tools[name]
		if fn == nil {
			return nil, errors.New("no such tool")
		}
		args, _ := params["arguments"].(map[string]any)
		return fn(args)
	}
	return nil, errors.New("method not found")
}
