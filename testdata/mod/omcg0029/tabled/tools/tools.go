// Package tools keeps its tools in tables, each entry a tool made by a
// function and its handler, written in field order; another package
// registers them in a loop. One table's handlers take the server's
// notes folder besides the request, and the loop registers each through
// a closure that passes it.
package tools

import (
	"context"
	"os"
	"path/filepath"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
)

// Root is the folder read reads under.
var Root string

// Entry is a tool and its handler, which takes the notes folder.
type Entry struct {
	Tool    mcp.Tool
	Handler func(ctx context.Context, req mcp.CallToolRequest, notes string) (*mcp.CallToolResult, error)
}

// Plain is a tool and its handler.
type Plain struct {
	Tool    mcp.Tool
	Handler func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error)
}

func DefineRead() mcp.Tool {
	return mcp.NewTool("read", mcp.WithString("name", mcp.Required()))
}

func Read(ctx context.Context, req mcp.CallToolRequest, notes string) (*mcp.CallToolResult, error) {
	name := req.GetString("name", "")
	b, err := os.ReadFile(filepath.Join(Root, name)) // want `OMCG0029: tool "read": argument "name" can leave the base folder its path is joined to \(with ".."\)`
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

// expand puts the home folder in front of a path that starts with ~.
func expand(p string) string {
	if strings.HasPrefix(p, "~/") || p == "~" {
		home, _ := os.UserHomeDir()
		return filepath.Join(home, p[1:])
	}
	return p
}

func DefineOpen() mcp.Tool {
	return mcp.NewTool("open", mcp.WithString("path", mcp.Required()))
}

// Not flagged: the tool reads the whole path the model gives, with ~
// for the home folder; the home folder confines nothing.
func Open(ctx context.Context, req mcp.CallToolRequest, notes string) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile(expand(req.GetString("path", "")))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

func DefineStat() mcp.Tool {
	return mcp.NewTool("size", mcp.WithString("name", mcp.Required()))
}

func Size(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile(Root + "/" + req.GetString("name", "")) // want `OMCG0029: tool "size": argument "name" can leave the base folder its path is joined to \(with ".."\)`
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(rune('0' + len(b)%10))), nil
}

// Table holds the tools that take the notes folder.
var Table = []Entry{
	{DefineRead(), Read},
	{DefineOpen(), Open},
}

// Plains holds the others.
var Plains = []Plain{{DefineStat(), Size}}
