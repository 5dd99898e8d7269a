// Package decoded reads files named by arguments its handlers decode into
// structs: mcp-go's BindArguments and a go-sdk raw handler's
// json.Unmarshal. Each field holds the argument of its JSON name.
package decoded

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"

	mark "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type readArgs struct {
	File string `json:"name"`
}

// files reads under base; its methods are typed handlers that mcp-go's
// adapters (NewTypedToolHandler, NewStructuredToolHandler) call with the
// arguments they bind.
type files struct{ base string }

func (f files) readTyped(ctx context.Context, req mark.CallToolRequest, in readArgs) (*mark.CallToolResult, error) {
	b, err := os.ReadFile(filepath.Join(f.base, in.File)) // want `OMCG0029: tool "read_typed": argument "name" .*read_typed: argument name → files.readTyped → os.ReadFile`
	if err != nil {
		return mark.NewToolResultError(err.Error()), nil
	}
	return mark.NewToolResultText(string(b)), nil
}

type readOut struct {
	Text string `json:"text"`
}

func (f files) readStructured(ctx context.Context, req mark.CallToolRequest, in readArgs) (readOut, error) {
	b, err := os.ReadFile(filepath.Join(f.base, in.File)) // want `OMCG0029: tool "read_structured": argument "name" .*read_structured: argument name → files.readStructured → os.ReadFile`
	return readOut{Text: string(b)}, err
}

func (f files) readHeld(ctx context.Context, req mark.CallToolRequest, in readArgs) (*mark.CallToolResult, error) {
	b, err := os.ReadFile(filepath.Join(f.base, in.File)) // want `OMCG0029: tool "read_held": argument "name" .*read_held: argument name → files.readHeld → os.ReadFile`
	if err != nil {
		return mark.NewToolResultError(err.Error()), nil
	}
	return mark.NewToolResultText(string(b)), nil
}

// Not flagged: only the last element of the name is used.
func (f files) readTypedBase(ctx context.Context, req mark.CallToolRequest, in readArgs) (*mark.CallToolResult, error) {
	b, err := os.ReadFile(filepath.Join(f.base, filepath.Base(in.File)))
	if err != nil {
		return mark.NewToolResultError(err.Error()), nil
	}
	return mark.NewToolResultText(string(b)), nil
}

// RegisterMark adds the mcp-go tools (the escape test calls them).
func RegisterMark(s *server.MCPServer, base string) {
	f := files{base}
	s.AddTool(mark.NewTool("read_typed", mark.WithString("name", mark.Required())), mark.NewTypedToolHandler(f.readTyped))
	s.AddTool(mark.NewTool("read_structured", mark.WithString("name", mark.Required())), mark.NewStructuredToolHandler(f.readStructured))
	s.AddTool(mark.NewTool("read_typed_base", mark.WithString("name", mark.Required())), mark.NewTypedToolHandler(f.readTypedBase))
	// The handler held in a variable first, as servers write it.
	held := mark.NewTypedToolHandler(f.readHeld)
	s.AddTool(mark.NewTool("read_held", mark.WithString("name", mark.Required())), held)
	s.AddTool(mark.NewTool("read_bound", mark.WithString("name", mark.Required())), func(ctx context.Context, req mark.CallToolRequest) (*mark.CallToolResult, error) {
		var in readArgs
		if err := req.BindArguments(&in); err != nil {
			return nil, err
		}
		b, err := os.ReadFile(filepath.Join(base, in.File)) // want `OMCG0029: tool "read_bound": argument "name" .*read_bound: argument name → os.ReadFile`
		if err != nil {
			return mark.NewToolResultError(err.Error()), nil
		}
		return mark.NewToolResultText(string(b)), nil
	})
	// Not flagged: only the last element of the name is used.
	s.AddTool(mark.NewTool("read_bound_base", mark.WithString("name", mark.Required())), func(ctx context.Context, req mark.CallToolRequest) (*mark.CallToolResult, error) {
		var in readArgs
		if err := req.BindArguments(&in); err != nil {
			return nil, err
		}
		b, err := os.ReadFile(filepath.Join(base, filepath.Base(in.File)))
		if err != nil {
			return mark.NewToolResultError(err.Error()), nil
		}
		return mark.NewToolResultText(string(b)), nil
	})
}

func text(s string, isErr bool) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: s}}, IsError: isErr}
}

var nameSchema = json.RawMessage(`{"type":"object","properties":{"name":{"type":"string"}},"required":["name"]}`)

// RegisterSDK adds the go-sdk raw tools (the escape test calls them).
func RegisterSDK(s *mcp.Server, base string) {
	s.AddTool(&mcp.Tool{Name: "read_decoded", InputSchema: nameSchema}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var in readArgs
		if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
			return text(err.Error(), true), nil
		}
		b, err := os.ReadFile(filepath.Join(base, in.File)) // want `OMCG0029: tool "read_decoded": argument "name" .*read_decoded: argument name → os.ReadFile`
		if err != nil {
			return text(err.Error(), true), nil
		}
		return text(string(b), false), nil
	})
	// Not flagged: the name is refused unless it stays inside base.
	s.AddTool(&mcp.Tool{Name: "read_decoded_checked", InputSchema: nameSchema}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var in readArgs
		if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
			return text(err.Error(), true), nil
		}
		if !filepath.IsLocal(in.File) {
			return text("not a local name", true), nil
		}
		b, err := os.ReadFile(filepath.Join(base, in.File))
		if err != nil {
			return text(err.Error(), true), nil
		}
		return text(string(b), false), nil
	})
}
