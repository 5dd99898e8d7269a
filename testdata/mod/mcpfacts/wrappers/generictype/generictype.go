// Package generictype registers go-sdk tools through methods of generic
// types: a definition type made by a generic constructor, whose Register
// method wraps the handler and calls mcp.AddTool with the type's own
// parameters as In and Out, and a tool type whose values sit in a table
// of any, each asserted to an interface with Register. In and Out of each
// tool are the type arguments of the value's type.
package generictype

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Definition is a tool and its typed handler.
type Definition[In, Out any] struct {
	Tool    *mcp.Tool
	Handler mcp.ToolHandlerFor[In, Out]
}

// NewDefinition makes a definition.
func NewDefinition[In, Out any](name, description string, h mcp.ToolHandlerFor[In, Out]) *Definition[In, Out] {
	return &Definition[In, Out]{Tool: &mcp.Tool{Name: name, Description: description}, Handler: h}
}

// Register adds the tool, its handler wrapped to log the call.
func (d *Definition[In, Out]) Register(s *mcp.Server) {
	logged := func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		return d.Handler(ctx, req, in)
	}
	mcp.AddTool(s, d.Tool, logged)
}

type TableIn struct {
	Table string `json:"table"`
}

type TableOut struct {
	Rows int `json:"rows"`
}

func describe(ctx context.Context, _ *mcp.CallToolRequest, in TableIn) (*mcp.CallToolResult, TableOut, error) {
	return nil, TableOut{}, nil
}

func describeTool() *Definition[TableIn, TableOut] {
	return NewDefinition("describe_table", "Describe a table.", describe) // want `tool "describe_table" mcp.Tool via generictype.NewDefinition In=generictype.TableIn description="Describe a table."`
}

// RegisterDefinitions registers a definition made by a function of the
// package.
func RegisterDefinitions(s *mcp.Server) {
	describeTool().Register(s) // want `registers "describe_table"`
}

// Entry is a tool of a table: its own name and handler.
type Entry[In, Out any] struct {
	Name        string
	Description string
	Handler     mcp.ToolHandlerFor[In, Out]
}

// Register adds the entry's tool.
func (e Entry[In, Out]) Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: e.Name, Description: e.Description}, e.Handler)
}

type Empty struct{}

type PathIn struct {
	Path string `json:"path"`
}

func version(context.Context, *mcp.CallToolRequest, Empty) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func list(context.Context, *mcp.CallToolRequest, PathIn) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

var entries = []any{
	Entry[Empty, any]{Name: "version", Description: "The version.", Handler: version},
	Entry[PathIn, any]{Name: "list", Description: "List a folder.", Handler: list},
}

// RegisterEntries registers every entry of the table.
func RegisterEntries(s *mcp.Server) {
	for _, e := range entries {
		if r, ok := e.(interface{ Register(*mcp.Server) }); ok {
			r.Register(s) // want `tool "version" mcp.AddTool via generictype.Entry.Register In=generictype.Empty input={"type":"object","additionalProperties":false} output=<nil> description="The version."` `tool "list" mcp.AddTool via generictype.Entry.Register In=generictype.PathIn input={"type":"object","properties":{"path":{"type":"string"}},"required":\["path"\],"additionalProperties":false} output=<nil> description="List a folder."`
		}
	}
}
