// Package pair registers mcp-go tools declared by methods that return a
// tool together with its handler (func (s *Server) toolRead() (mcp.Tool,
// server.ToolHandlerFunc)), registered as s.AddTool(s.toolRead()): the
// registration runs the handler the method returns.
package pair

import (
	"context"
	"os"
	"path/filepath"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Server struct{ Root string }

func (s *Server) toolRead() (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool("read_pair", mcp.WithString("name", mcp.Required())), s.handleRead
}

func (s *Server) handleRead(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, err := req.RequireString("name")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	b, err := os.ReadFile(filepath.Join(s.Root, name)) // want `OMCG0029: tool "read_pair": argument "name" can leave the base folder .*read_pair: argument name → \(\*Server\).handleRead → os.ReadFile`
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

// Not flagged: the handler the pair gives reads in an os.Root.
func (s *Server) toolReadRooted() (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool("read_pair_rooted", mcp.WithString("name", mcp.Required())), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		name, err := req.RequireString("name")
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		f, err := os.OpenInRoot(s.Root, name)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		defer f.Close()
		var b [4096]byte
		n, _ := f.Read(b[:])
		return mcp.NewToolResultText(string(b[:n])), nil
	}
}

// Register adds the tools, reading under root.
func Register(srv *server.MCPServer, root string) {
	s := &Server{Root: root}
	srv.AddTool(s.toolRead())
	srv.AddTool(s.toolReadRooted())
}
