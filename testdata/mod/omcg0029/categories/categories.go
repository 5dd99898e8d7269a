// Package categories groups its tools in categories, each a type whose
// GetTools method returns its tools with their handlers; the server
// holds each category in a field of its concrete type, hands them out as
// the interface, and registers every category's tools in a loop.
package categories

import (
	"context"
	"os"
	"path/filepath"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Category is a group of tools.
type Category interface {
	GetTools() []Tool
}

// Tool is a tool and its handler.
type Tool struct {
	Tool    mcp.Tool
	Handler server.ToolHandlerFunc
}

// Files reads under Root.
type Files struct{ Root string }

func (f *Files) GetTools() []Tool {
	return []Tool{
		{Tool: mcp.NewTool("cat_read", mcp.WithString("name", mcp.Required())), Handler: f.readHandler()},
	}
}

func (f *Files) readHandler() server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		b, err := os.ReadFile(filepath.Join(f.Root, req.GetString("name", ""))) // want `OMCG0029: tool "cat_read": argument "name" can leave the base folder its path is joined to \(with ".."\)`
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(string(b)), nil
	}
}

// Notes reads local names under Root, not flagged.
type Notes struct{ Root string }

func (n *Notes) GetTools() []Tool {
	return []Tool{
		{Tool: mcp.NewTool("cat_note", mcp.WithString("name", mcp.Required())), Handler: n.noteHandler()},
	}
}

func (n *Notes) noteHandler() server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		name := req.GetString("name", "")
		if !filepath.IsLocal(name) {
			return mcp.NewToolResultError("not a local name"), nil
		}
		b, err := os.ReadFile(filepath.Join(n.Root, name))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(string(b)), nil
	}
}

// Server holds the categories.
type Server struct {
	files *Files
	notes *Notes
}

func New(root string) *Server { return &Server{files: &Files{Root: root}, notes: &Notes{Root: root}} }

func (s *Server) Files() Category { return s.files }
func (s *Server) Notes() Category { return s.notes }

func (s *Server) categories() []Category { return []Category{s.Files(), s.Notes()} }

// Register adds every category's tools.
func Register(srv *server.MCPServer, s *Server) {
	for _, c := range s.categories() {
		for _, t := range c.GetTools() {
			srv.AddTool(t.Tool, t.Handler)
		}
	}
}
