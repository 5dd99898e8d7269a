// Package reflectcall registers mcp-go tools through a constructor of
// its own: MustTool takes a handler of the decoded arguments alone,
// func(context.Context, Args) (R, error), decodes the request's
// arguments into a new Args and calls the handler through
// reflect.Value.Call. Nothing in the registration names the arguments:
// the handler's Args says what the model sends.
package reflectcall

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"reflect"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Tool is a tool and the request handler MustTool built for it.
type Tool struct {
	Tool    mcp.Tool
	Handler server.ToolHandlerFunc
}

// Register adds the tool to s.
func (t *Tool) Register(s *server.MCPServer) { s.AddTool(t.Tool, t.Handler) }

// MustTool builds a tool whose request handler decodes the arguments
// into the handler's second parameter and calls it by reflection.
func MustTool[T any, R any](name, description string, handler func(context.Context, T) (R, error)) Tool {
	hv := reflect.ValueOf(handler)
	argType := hv.Type().In(1)
	h := func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		raw, err := json.Marshal(req.GetArguments())
		if err != nil {
			return nil, err
		}
		args := reflect.New(argType)
		if err := json.Unmarshal(raw, args.Interface()); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		out := hv.Call([]reflect.Value{reflect.ValueOf(ctx), args.Elem()})
		if err, _ := out[1].Interface().(error); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		b, err := json.Marshal(out[0].Interface())
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(string(b)), nil
	}
	return Tool{Tool: mcp.NewTool(name, mcp.WithDescription(description)), Handler: h}
}

// ReadArgs are the arguments of the note tools.
type ReadArgs struct {
	Name string `json:"name"`
}

// notes are the files of one folder.
type notes struct{ root string }

func (n *notes) read(ctx context.Context, args ReadArgs) (string, error) {
	b, err := os.ReadFile(filepath.Join(n.root, args.Name)) // want `OMCG0029: tool "read_reflected": argument "name" .*read_reflected: argument name → \(\*notes\).read → os.ReadFile`
	return string(b), err
}

// Not flagged: a name that is not local is refused.
func (n *notes) readLocal(ctx context.Context, args ReadArgs) (string, error) {
	if !filepath.IsLocal(args.Name) {
		return "", errors.New("not a name in the folder")
	}
	b, err := os.ReadFile(filepath.Join(n.root, args.Name))
	return string(b), err
}

// Not flagged, and followed: a handler that reaches no sink.
func (n *notes) length(ctx context.Context, args ReadArgs) (int, error) {
	return len(args.Name), nil
}

// Register adds the tools, reading under root (the escape test calls
// them).
func Register(s *server.MCPServer, root string) {
	n := &notes{root: root}
	read := MustTool("read_reflected", "Reads a note of the folder.", n.read)
	read.Register(s)
	local := MustTool("read_reflected_local", "Reads a note of the folder by a local name.", n.readLocal)
	local.Register(s)
	length := MustTool("name_length", "Counts the bytes of a name.", n.length)
	length.Register(s)
}
