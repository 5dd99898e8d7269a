// Package reflected builds mcp-go tools whose input schemas
// invopop/jsonschema reflects at run time from the argument type of each
// handler, repacked into mcp-go's ToolArgumentsSchema: the pipeline a
// large public server uses, in a package of its own so that mcpvet
// follows it through wrapper facts.
package reflected

import (
	"context"
	"encoding/json"
	"errors"
	"reflect"

	"github.com/invopop/jsonschema"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Handler is a typed tool handler.
type Handler[In any] = func(ctx context.Context, in In) (string, error)

// Tool is a tool and the handler that serves it.
type Tool struct {
	Tool    mcp.Tool
	Handler server.ToolHandlerFunc
}

// Register adds the tool to s.
func (t Tool) Register(s *server.MCPServer) { s.AddTool(t.Tool, t.Handler) }

var reflector = jsonschema.Reflector{
	Anonymous:                  true,
	AllowAdditionalProperties:  true,
	RequiredFromJSONSchemaTags: true,
	DoNotReference:             true,
	ExpandedStruct:             true,
	Mapper: func(t reflect.Type) *jsonschema.Schema {
		if t.Kind() == reflect.Interface {
			return &jsonschema.Schema{Extras: map[string]any{}}
		}
		return nil
	},
}

func schemaOf(h any) *jsonschema.Schema {
	return reflector.ReflectFromType(reflect.ValueOf(h).Type().In(1))
}

// New builds a tool from a typed handler.
func New[In any](name, description string, h Handler[In], opts ...mcp.ToolOption) (mcp.Tool, server.ToolHandlerFunc, error) {
	s := schemaOf(h)
	props := make(map[string]any, s.Properties.Len())
	for p := s.Properties.Oldest(); p != nil; p = p.Next() {
		props[p.Key] = p.Value
	}
	raw, err := json.Marshal(mcp.ToolArgumentsSchema{
		Type:                 s.Type,
		Properties:           props,
		Required:             s.Required,
		AdditionalProperties: false,
	})
	if err != nil {
		return mcp.Tool{}, nil, err
	}
	t := mcp.Tool{Name: name, Description: description, RawInputSchema: raw}
	for _, o := range opts {
		o(&t)
	}
	serve := func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var in In
		b, err := json.Marshal(req.Params.Arguments)
		if err != nil {
			return nil, err
		}
		if err := json.Unmarshal(b, &in); err != nil {
			return nil, errors.New("bad arguments")
		}
		out, err := h(ctx, in)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(out), nil
	}
	return t, serve, nil
}

// Must is New for package-level tools.
func Must[In any](name, description string, h Handler[In], opts ...mcp.ToolOption) Tool {
	t, serve, err := New(name, description, h, opts...)
	if err != nil {
		panic(err)
	}
	return Tool{Tool: t, Handler: serve}
}
