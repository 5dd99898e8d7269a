// Package toolkit is a server's own layer over mcp-go: its tools are
// values of a type whose fields are not named as MCP's, behind an
// interface only this package can implement, and the SDK's tool is made
// from them by a method (the converter), its schema from a list of
// parameters in a loop.
package toolkit

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Request is what a handler of the toolkit gets.
type Request struct {
	Name      string
	Arguments map[string]any
}

// Handler runs a tool.
type Handler func(ctx context.Context, r Request) (string, error)

// Param is one input parameter.
type Param struct {
	Name, Type string
	Required   bool
}

// Tool is a tool of the toolkit.
type Tool interface {
	toServerTool() server.ServerTool
	SetReadOnly(bool)
}

type toolImpl struct {
	name, description string
	params            []Param
	handler           Handler
	readOnly          bool
}

// NewTool makes a tool.
func NewTool(name, description string, params []Param, h Handler) Tool {
	return &toolImpl{name: name, description: description, params: params, handler: h}
}

func (t *toolImpl) SetReadOnly(b bool) { t.readOnly = b }

func (t *toolImpl) toServerTool() server.ServerTool {
	opts := []mcp.ToolOption{mcp.WithDescription(t.description)}
	for _, p := range t.params {
		var popts []mcp.PropertyOption
		if p.Required {
			popts = append(popts, mcp.Required())
		}
		switch p.Type {
		case "number":
			opts = append(opts, mcp.WithNumber(p.Name, popts...))
		default:
			opts = append(opts, mcp.WithString(p.Name, popts...))
		}
	}
	tool := mcp.NewTool(t.name, opts...)
	h := func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		text, err := t.handler(ctx, Request{Name: req.Params.Name, Arguments: req.GetArguments()})
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(text), nil
	}
	return server.ServerTool{Tool: tool, Handler: h}
}

// Server serves the toolkit's tools.
type Server struct{ s *server.MCPServer }

// NewServer makes a server.
func NewServer(name, version string) *Server {
	return &Server{s: server.NewMCPServer(name, version)}
}

// AddTools adds tools to the server.
func (s *Server) AddTools(tools ...Tool) {
	var out []server.ServerTool
	for _, t := range tools {
		out = append(out, t.toServerTool())
	}
	// The registration itself goes through the interface, which is not
	// followed; the tools are declared where NewTool makes them.
	s.s.AddTools(out...) // want `unfollowed: the tool is the result of toolkit.Tool.toServerTool, which mcpvet does not follow`
}

// MCP is the server of mcp-go, to serve.
func (s *Server) MCP() *server.MCPServer { return s.s }

// A type that only an LLM client's tool list is made of (a name and a
// description, no SDK tool made of it) is no tool type.
type llmTool struct{ name, description string }

type llmFunction struct{ Name, Description string }

func (l llmTool) function() llmFunction { return llmFunction{Name: l.name, Description: l.description} }

func llmTools() []llmFunction {
	return []llmFunction{llmTool{name: "not_a_tool"}.function()}
}
