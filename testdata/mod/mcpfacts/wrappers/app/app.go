// Package app declares its tools through the registry of another package:
// each call of a wrapper is a tool, with its name, title and schemas
// taken from the arguments.
package app

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/mcpfacts/wrappers/registry"
)

type SearchIn struct {
	Query string `json:"query"`
}

type SearchOut struct {
	Hits []string `json:"hits"`
}

func search(ctx context.Context, req *mcp.CallToolRequest, in SearchIn) (*mcp.CallToolResult, SearchOut, error) {
	return nil, SearchOut{}, nil
}

func raw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { return nil, nil }

const statusName = "status"

func Register(s *mcp.Server, version int) {
	r := registry.New(s)
	_ = registry.AddTool(r, registry.ToolSpec{Name: "search", Title: "Search the docs"}, search) // want `tool "search" mcp.AddTool via registry.AddTool In=app.SearchIn input={"type":"object","properties":{"query":{"type":"string"}},"required":\["query"\],"additionalProperties":false} output={"type":"object","properties":{"hits":{"anyOf":\[{"type":"array","items":{"type":"string"}},{"type":"null"}\]}},"required":\["hits"\],"additionalProperties":false} title="Search the docs"`

	spec := registry.ToolSpec{Name: statusName, Description: "Server status."}
	_ = registry.AddTool(r, spec, search) // want `tool "status" mcp.AddTool via registry.AddTool In=app.SearchIn`

	r.AddRaw("echo", "Echo the input.", raw) // want `tool "echo" \(\*mcp.Server\).AddTool via registry.Registry.AddRaw description="Echo the input." input-given`

	r.AddAdmin("reset", raw) // want `tool "admin_reset" \(\*mcp.Server\).AddTool via registry.Registry.AddAdmin`
	r.AddVersioned("echo", raw)

	// A name that is not a constant: the tool is listed, its name unknown.
	r.AddRaw(fmt.Sprintf("v%d", version), "Versioned.", raw) // want `tool \? \(\*mcp.Server\).AddTool via registry.Registry.AddRaw`
}
