// Package tools builds mcp-go tools and their handlers; package elsewhere
// registers them, so their handlers are held to their listings there.
package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Deps are what the handlers need.
type Deps struct{ Prefix string }

// NewSearchTool lists "query".
func NewSearchTool() mcp.Tool {
	return mcp.NewTool("search", mcp.WithDescription("Search the notes."), mcp.WithString("query", mcp.Required()))
}

// HandleSearch requires "qeury", which the listing does not have.
func HandleSearch(ctx context.Context, d *Deps, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q, err := req.RequireString("qeury")
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(d.Prefix + q), nil
}

// NewEchoTool lists "text", which its handler requires.
func NewEchoTool() mcp.Tool {
	return mcp.NewTool("echo", mcp.WithDescription("Echo a text."), mcp.WithString("text", mcp.Required()))
}

// HandleEcho requires "text".
func HandleEcho(ctx context.Context, d *Deps, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	t, err := req.RequireString("text")
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(t), nil
}

// GetCount returns a tool with its handler, which requires "txt" where
// the listing has "text".
func GetCount() (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool("count", mcp.WithDescription("Count the words of a text."), mcp.WithString("text", mcp.Required())), count
}

func count(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	t, err := req.RequireString("txt")
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(t), nil
}

// Tables lists the tools Dispatch serves: "list" takes no argument,
// "describe" requires "table".
func Tables() []mcp.Tool {
	return []mcp.Tool{
		mcp.NewTool("list", mcp.WithDescription("List the tables.")),
		mcp.NewTool("describe", mcp.WithDescription("Describe a table."), mcp.WithString("table", mcp.Required())),
	}
}

// Dispatch serves the tools of Tables by the name called: each case
// reads its own tool's arguments.
func Dispatch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "describe":
		t, err := req.RequireString("table")
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(t), nil
	default:
		return mcp.NewToolResultText("notes"), nil
	}
}
