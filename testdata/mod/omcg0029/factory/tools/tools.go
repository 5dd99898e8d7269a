// Package tools makes the handlers of package factory's tools: each
// factory returns a handler made inside it, closing over the folder it
// is given, as servers write tools.GetPodHandler(client).
package tools

import (
	"context"
	"os"
	"path/filepath"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// ReadHandler reads the note its argument names under root, joined
// unchecked: "../" leaves root.
func ReadHandler(root string) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		name, err := req.RequireString("name")
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		b, err := os.ReadFile(filepath.Join(root, name))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(string(b)), nil
	}
}

// SafeReadHandler refuses a name that is not local to root.
func SafeReadHandler(root string) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		name, err := req.RequireString("name")
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		if !filepath.IsLocal(name) {
			return mcp.NewToolResultError("not a local name"), nil
		}
		b, err := os.ReadFile(filepath.Join(root, name))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(string(b)), nil
	}
}

// PickHandler returns one of two handlers by a flag: the strict one
// keeps only the last element of the name, the other joins it whole.
// Both are followed; the second leaves root.
func PickHandler(root string, strict bool) server.ToolHandlerFunc {
	if strict {
		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			name := req.GetString("name", "")
			b, err := os.ReadFile(filepath.Join(root, filepath.Base(name)))
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText(string(b)), nil
		}
	}
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		name := req.GetString("name", "")
		b, err := os.ReadFile(root + "/" + name)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(string(b)), nil
	}
}

// Notes holds the folder its handlers read under.
type Notes struct{ Root string }

// Handler returns a method value: the handler is Notes.read, bound to n.
func (n *Notes) Handler() server.ToolHandlerFunc { return n.read }

func (n *Notes) read(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("name", "")
	b, err := os.ReadFile(filepath.Join(n.Root, name))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

// In is the go-sdk tools' input.
type In struct {
	Name string `json:"name"`
}

func text(s string, isErr bool) *sdk.CallToolResult {
	return &sdk.CallToolResult{Content: []sdk.Content{&sdk.TextContent{Text: s}}, IsError: isErr}
}

// TypedReadHandler is the go-sdk's typed form: the name is joined
// unchecked.
func TypedReadHandler(root string) sdk.ToolHandlerFor[In, any] {
	return func(ctx context.Context, req *sdk.CallToolRequest, in In) (*sdk.CallToolResult, any, error) {
		b, err := os.ReadFile(filepath.Join(root, in.Name))
		if err != nil {
			return text(err.Error(), true), nil, nil
		}
		return text(string(b), false), nil, nil
	}
}

// TypedSafeHandler opens root as an os.Root: the name cannot leave it.
func TypedSafeHandler(root string) sdk.ToolHandlerFor[In, any] {
	return func(ctx context.Context, req *sdk.CallToolRequest, in In) (*sdk.CallToolResult, any, error) {
		r, err := os.OpenRoot(root)
		if err != nil {
			return text(err.Error(), true), nil, nil
		}
		defer r.Close()
		b, err := r.ReadFile(in.Name)
		if err != nil {
			return text(err.Error(), true), nil, nil
		}
		return text(string(b), false), nil, nil
	}
}

// Typed returns a method value of the go-sdk's typed form.
func (n *Notes) Typed() sdk.ToolHandlerFor[In, any] { return n.readTyped }

func (n *Notes) readTyped(ctx context.Context, req *sdk.CallToolRequest, in In) (*sdk.CallToolResult, any, error) {
	b, err := os.ReadFile(n.Root + string(filepath.Separator) + in.Name)
	if err != nil {
		return text(err.Error(), true), nil, nil
	}
	return text(string(b), false), nil, nil
}
