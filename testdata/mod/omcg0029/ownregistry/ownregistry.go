// Package ownregistry registers mcp-go tools through a registry of the
// project's own: each service's AddTool(tool, handler) keeps the pair in
// a list of server.ServerTool, and the server registers every service's
// list later through an interface (AddTools(p.Tools()...)), where the
// registration cannot be followed back to the pair. The call that gives
// the tool beside one handler says which handler runs it.
package ownregistry

import (
	"context"
	"os"
	"path/filepath"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Provider is a service whose tools the server registers.
type Provider interface {
	Tools() []server.ServerTool
}

// Service keeps its tools until the server asks for them.
type Service struct {
	tools []server.ServerTool
}

// AddTool keeps a tool and its handler.
func (s *Service) AddTool(tool mcp.Tool, h server.ToolHandlerFunc) {
	s.tools = append(s.tools, server.ServerTool{Tool: tool, Handler: h})
}

// Tools are the tools kept.
func (s *Service) Tools() []server.ServerTool { return s.tools }

// Files reads files of a folder.
type Files struct {
	Service
	Root string
}

// NewFiles is the service of the folder root.
func NewFiles(root string) *Files {
	f := &Files{Root: root}
	f.AddTool(mcp.NewTool("read_file", mcp.WithString("name", mcp.Required())), f.read)
	f.AddTool(mcp.NewTool("read_local", mcp.WithString("name", mcp.Required())), f.readLocal)
	return f
}

// Flagged: "../secret.txt" is read from above the folder.
func (f *Files) read(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile(filepath.Join(f.Root, req.GetString("name", ""))) // want `OMCG0029: tool "read_file": argument "name" can leave the base folder its path is joined to`
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

// Not flagged: the name must stay in the folder.
func (f *Files) readLocal(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("name", "")
	if !filepath.IsLocal(name) {
		return mcp.NewToolResultError("not a name in the folder"), nil
	}
	b, err := os.ReadFile(filepath.Join(f.Root, name))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

// Register adds every provider's tools to the server.
func Register(s *server.MCPServer, providers ...Provider) {
	for _, p := range providers {
		s.AddTools(p.Tools()...)
	}
}
