// Package factory registers tools whose handlers are made by factories
// of package tools: the registration names a call, and the handler is
// the func the factory returns.
package factory

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0029/factory/tools"
)

// RegisterMark adds the mcp-go tools, reading under root (the escape
// test calls them).
func RegisterMark(s *server.MCPServer, root string, strict bool) {
	name := mcp.WithString("name", mcp.Required())
	s.AddTool(mcp.NewTool("read_factory", name), tools.ReadHandler(root))                // want `OMCG0029: tool "read_factory": argument "name" .*read_factory: argument name → tools.ReadHandler\(…\) → os.ReadFile`
	s.AddTool(mcp.NewTool("read_factory_picked", name), tools.PickHandler(root, strict)) // want `OMCG0029: tool "read_factory_picked": argument "name" .*read_factory_picked: argument name → tools.PickHandler\(…\) → os.ReadFile`
	notes := &tools.Notes{Root: root}
	s.AddTool(mcp.NewTool("read_factory_method", name), notes.Handler()) // want `OMCG0029: tool "read_factory_method": argument "name" .*read_factory_method: argument name → notes.Handler\(\) → os.ReadFile`
	// Not flagged: the handler refuses a name that is not local.
	s.AddTool(mcp.NewTool("read_factory_safe", name), tools.SafeReadHandler(root))
}

// RegisterSDK adds the go-sdk typed tools (the escape test calls them).
func RegisterSDK(s *sdk.Server, root string) {
	sdk.AddTool(s, &sdk.Tool{Name: "read_factory_typed"}, tools.TypedReadHandler(root)) // want `OMCG0029: tool "read_factory_typed": argument "name" .*read_factory_typed: argument name → tools.TypedReadHandler\(…\) → os.ReadFile`
	notes := &tools.Notes{Root: root}
	sdk.AddTool(s, &sdk.Tool{Name: "read_factory_typed_method"}, notes.Typed()) // want `OMCG0029: tool "read_factory_typed_method": argument "name" .*read_factory_typed_method: argument name → notes.Typed\(\) → os.ReadFile`
	// Not flagged: the name is read in an os.Root.
	sdk.AddTool(s, &sdk.Tool{Name: "read_factory_typed_safe"}, tools.TypedSafeHandler(root))
}
