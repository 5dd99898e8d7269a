// Package registry is a server's own registration layer on the go-sdk
// (shape 1 of the wrappers mcpfacts follows): a generic AddTool that
// builds the mcp.Tool from a spec and forwards to mcp.AddTool, and a
// non-generic helper on (*mcp.Server).AddTool. Its functions are
// wrappers: the tools are declared where they are called.
package registry

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Registry holds the server.
type Registry struct {
	server *mcp.Server
}

// New returns a registry on s.
func New(s *mcp.Server) *Registry { return &Registry{server: s} }

// ToolSpec describes a tool.
type ToolSpec struct {
	Name        string
	Title       string
	Description string
	Annotations *mcp.ToolAnnotations
}

// AddTool registers a typed tool through the go-sdk's inference.
func AddTool[In, Out any](r *Registry, spec ToolSpec, h mcp.ToolHandlerFor[In, Out]) error {
	tool := &mcp.Tool{
		Name:        spec.Name,
		Title:       spec.Title,
		Description: spec.Description,
		Annotations: spec.Annotations,
	}
	mcp.AddTool(r.server, tool, logged(h))
	return nil
}

// logged wraps a handler.
func logged[In, Out any](h mcp.ToolHandlerFor[In, Out]) mcp.ToolHandlerFor[In, Out] {
	return func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		return h(ctx, req, in)
	}
}

// AddRaw registers a tool with raw arguments and an explicit schema.
func (r *Registry) AddRaw(name, description string, h mcp.ToolHandler) {
	r.server.AddTool(&mcp.Tool{Name: name, Description: description, InputSchema: map[string]any{"type": "object"}}, h)
}

// AddAdmin registers a tool whose name gets a prefix.
func (r *Registry) AddAdmin(name string, h mcp.ToolHandler) {
	r.server.AddTool(&mcp.Tool{Name: "admin_" + name, InputSchema: map[string]any{"type": "object"}}, h)
}

// AddVersioned registers a tool whose name mcpvet cannot compute: it is
// listed here, once, with a name that is not constant.
func (r *Registry) AddVersioned(name string, h mcp.ToolHandler) {
	r.server.AddTool(&mcp.Tool{Name: fmt.Sprintf("%s_v2", name), InputSchema: map[string]any{"type": "object"}}, h) // want `tool \? \(\*mcp.Server\).AddTool input-given`
}

// addReadOnly is a wrapper of this package: it sets the annotations and
// forwards to AddTool, another wrapper.
func addReadOnly[In, Out any](r *Registry, name string, h mcp.ToolHandlerFor[In, Out]) {
	_ = AddTool(r, ToolSpec{Name: name, Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}, h)
}

type pingIn struct{}

func ping(ctx context.Context, req *mcp.CallToolRequest, in pingIn) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

// Builtins registers the registry's own tools.
func (r *Registry) Builtins() {
	addReadOnly(r, "ping", ping) // want `tool "ping" mcp.AddTool via registry.addReadOnly In=registry.pingIn input={"type":"object","additionalProperties":false} output=<nil> readOnly`
}

// external is implemented elsewhere (as in assembly): it has no body.
func external(s *mcp.Server)

// Typed is a generic registry: its method is a wrapper whose In is the
// type's parameter, bound at each call by the receiver's type argument.
type Typed[T any] struct{ s *mcp.Server }

func (r *Typed[T]) Add(h mcp.ToolHandlerFor[T, any]) {
	mcp.AddTool(r.s, &mcp.Tool{Name: "typed"}, h)
}

// TypedPing registers ping through the generic registry.
func (r *Registry) TypedPing() {
	(&Typed[pingIn]{s: r.server}).Add(ping) // want `tool "typed" mcp.AddTool via registry.Typed.Add In=registry.pingIn input={"type":"object","additionalProperties":false} output=<nil>`
}
