// Package wrapped declares its tools through a constructor of its own,
// NewTool[In, Out], the shape of github-mcp-server's: the handler, which
// takes the server's dependencies besides the request and the arguments,
// is wrapped in a closure and given to the registration layer of
// package inventory, which keeps it in a struct field. The tools'
// arguments are sources all the same: mcpfacts knows NewTool's handler
// parameter.
package wrapped

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0029/inventory"
	"fixtures/omcg0029/store"
)

// Deps are what a handler needs besides its arguments.
type Deps struct{ Dir string }

var current Deps

// NewTool makes a tool whose handler is given the server's dependencies.
func NewTool[In, Out any](tool mcp.Tool, handler func(ctx context.Context, deps Deps, req *mcp.CallToolRequest, args In) (*mcp.CallToolResult, Out, error)) inventory.ServerTool {
	return inventory.NewServerToolWithContextHandler(tool, func(ctx context.Context, req *mcp.CallToolRequest, args In) (*mcp.CallToolResult, Out, error) {
		return handler(ctx, current, req, args)
	})
}

type In struct {
	Name string `json:"name"`
}

func text(s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: s}}}
}

// ReadByKey reads a note named by an argument of a map.
func ReadByKey() inventory.ServerTool {
	return NewTool(
		mcp.Tool{Name: "read_wrapped"},
		func(ctx context.Context, deps Deps, _ *mcp.CallToolRequest, args map[string]any) (*mcp.CallToolResult, any, error) {
			name, err := store.RequiredParam[string](args, "name")
			if err != nil {
				return text(err.Error()), nil, nil
			}
			b, err := os.ReadFile(filepath.Join(deps.Dir, name)) // want `OMCG0029: tool "read_wrapped": argument "name" .*: read_wrapped: argument name → store.RequiredParam → os.ReadFile;`
			if err != nil {
				return text(err.Error()), nil, nil
			}
			return text(string(b)), nil, nil
		})
}

// ReadByField reads a note named by a field of In.
func ReadByField() inventory.ServerTool {
	return NewTool(mcp.Tool{Name: "read_wrapped_struct"}, readByField)
}

func readByField(ctx context.Context, deps Deps, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	b, err := os.ReadFile(deps.Dir + "/" + in.Name) // want `OMCG0029: tool "read_wrapped_struct": argument "name" .*: read_wrapped_struct: argument name → readByField → os.ReadFile;`
	if err != nil {
		return text(err.Error()), nil, nil
	}
	return text(string(b)), nil, nil
}

// ReadRaw is made with the registration layer's constructor of a raw
// handler, in the other package: its handler parameter is known by the
// constructor's fact.
func ReadRaw() inventory.ServerTool {
	return inventory.NewServerTool(mcp.Tool{Name: "read_wrapped_raw"}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var args map[string]any
		if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
			return nil, err
		}
		name, _ := args["name"].(string)
		b, err := os.ReadFile(filepath.Join(current.Dir, name)) // want `OMCG0029: tool "read_wrapped_raw": argument "name" .*: read_wrapped_raw: argument name → os.ReadFile;`
		if err != nil {
			return text(err.Error()), nil
		}
		return text(string(b)), nil
	})
}

// ---- Not flagged. ----

// The argument is checked before the join.
func ReadChecked() inventory.ServerTool {
	return NewTool(mcp.Tool{Name: "read_wrapped_checked"}, func(ctx context.Context, deps Deps, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		if !filepath.IsLocal(in.Name) {
			return text("not a local name"), nil, nil
		}
		b, err := os.ReadFile(filepath.Join(deps.Dir, in.Name))
		if err != nil {
			return text(err.Error()), nil, nil
		}
		return text(string(b)), nil, nil
	})
}

// The tool reads the file it is named: the argument is the whole path,
// beside read_wrapped_checked, which holds its name to a folder.
func ReadAny() inventory.ServerTool {
	return NewTool(mcp.Tool{Name: "read_wrapped_any"}, func(ctx context.Context, deps Deps, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		b, err := os.ReadFile(in.Name) // want `tool "read_wrapped_any": argument "name" reaches os.ReadFile without the folder check the server makes on "name" of tool "read_wrapped_checked"`
		if err != nil {
			return text(err.Error()), nil, nil
		}
		return text(string(b)), nil, nil
	})
}

// Register registers the tools on s, with their notes in dir (the escape
// test calls them).
func Register(s *mcp.Server, dir string) {
	current = Deps{Dir: dir}
	for _, st := range []inventory.ServerTool{ReadByKey(), ReadByField(), ReadRaw(), ReadChecked(), ReadAny()} {
		st.RegisterFunc(s, nil)
	}
}
