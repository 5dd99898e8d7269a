// Package siblings is a file server as they are written: the operator
// gives the folders the tools may touch, and each tool is meant to check
// its path against them first. Two tools forgot: delete_file removes any
// path the model names, and move_file checks where the file comes from
// but not where it goes. The server's other tools say what it means to
// allow, and these break it.
package siblings

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Server holds the folders the operator allows.
type Server struct {
	allowed []string
}

// New is a server of the allowed folders.
func New(allowed ...string) *Server {
	return &Server{allowed: allowed}
}

// validate returns p's absolute path if it is inside an allowed folder.
func (s *Server) validate(p string) (string, error) {
	abs, err := filepath.Abs(p)
	if err != nil {
		return "", err
	}
	for _, dir := range s.allowed {
		if abs == dir || strings.HasPrefix(abs, dir+string(filepath.Separator)) {
			return abs, nil
		}
	}
	return "", errors.New("access denied: " + p + " is outside the allowed folders")
}

// PathIn is one path.
type PathIn struct {
	Path string `json:"path"`
}

// MoveIn is a move.
type MoveIn struct {
	Source      string `json:"source"`
	Destination string `json:"destination"`
}

// Out is a result.
type Out struct {
	Text string `json:"text"`
}

func (s *Server) readFile(_ context.Context, _ *mcp.CallToolRequest, in PathIn) (*mcp.CallToolResult, Out, error) {
	p, err := s.validate(in.Path)
	if err != nil {
		return nil, Out{}, err
	}
	data, err := os.ReadFile(p)
	return nil, Out{Text: string(data)}, err
}

func (s *Server) deleteFile(_ context.Context, _ *mcp.CallToolRequest, in PathIn) (*mcp.CallToolResult, Out, error) {
	return nil, Out{Text: "deleted"}, os.Remove(in.Path) // want `tool "delete_file": argument "path" reaches os.Remove without the folder check the server makes on "source" of tool "move_file"`
}

func (s *Server) moveFile(_ context.Context, _ *mcp.CallToolRequest, in MoveIn) (*mcp.CallToolResult, Out, error) {
	src, err := s.validate(in.Source)
	if err != nil {
		return nil, Out{}, err
	}
	return nil, Out{Text: "moved"}, os.Rename(src, in.Destination) // want `tool "move_file": argument "destination" reaches os.Rename without the folder check the server makes on "source" of tool "move_file"`
}

func (s *Server) writeFile(_ context.Context, _ *mcp.CallToolRequest, in PathIn) (*mcp.CallToolResult, Out, error) {
	p, err := s.validate(in.Path)
	if err != nil {
		return nil, Out{}, err
	}
	return nil, Out{Text: "written"}, os.WriteFile(p, nil, 0o600)
}

// Register adds the tools.
func (s *Server) Register(srv *mcp.Server) {
	mcp.AddTool(srv, &mcp.Tool{Name: "read_file", Description: "Reads a file in an allowed folder."}, s.readFile)
	mcp.AddTool(srv, &mcp.Tool{Name: "delete_file", Description: "Deletes a file in an allowed folder."}, s.deleteFile)
	mcp.AddTool(srv, &mcp.Tool{Name: "move_file", Description: "Moves a file between allowed folders."}, s.moveFile)
	mcp.AddTool(srv, &mcp.Tool{Name: "write_file", Description: "Writes a file in an allowed folder."}, s.writeFile)
}
