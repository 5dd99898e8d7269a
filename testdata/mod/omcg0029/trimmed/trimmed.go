// Package trimmed checks a database path against its allowed folders
// with the trailing separator taken off each folder, and accepts a path
// that starts with the folder followed by the separator or with the
// folder alone: the second test lets a sibling folder whose name starts
// like it through ("/srv/dbs-evil/x" starts with "/srv/dbs"). The twin
// keeps the first test only, on a cleaned path: no sibling passes.
package trimmed

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Server serves the databases of some folders.
type Server struct{ allowedDirs []string }

// NewServer serves the databases of the folders.
func NewServer(allowedDirs []string) *Server { return &Server{allowedDirs: allowedDirs} }

func (s *Server) validateFilePath(path string) error {
	for _, allowed := range s.allowedDirs {
		dir := strings.TrimSuffix(allowed, "/")
		if strings.HasPrefix(path, dir+"/") || strings.HasPrefix(path, dir) {
			return nil
		}
	}
	return errors.New("not in an allowed folder")
}

func (s *Server) validateStrict(path string) error {
	path = filepath.Clean(path)
	for _, allowed := range s.allowedDirs {
		dir := strings.TrimSuffix(allowed, "/")
		if strings.HasPrefix(path, dir+"/") {
			return nil
		}
	}
	return errors.New("not in an allowed folder")
}

// In is a database's path.
type In struct {
	Path string `json:"path"`
}

// Out says what was done.
type Out struct {
	Text string `json:"text"`
}

func (s *Server) remove(_ context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if err := s.validateFilePath(in.Path); err != nil {
		return nil, Out{}, err
	}
	err := os.Remove(in.Path) // want `tool "delete_database": argument "path" can leave the folder its check allows: dir\+"-evil/x" passes strings.HasPrefix\(path, dir\) \(in \(\*Server\).validateFilePath\)`
	return nil, Out{Text: "removed"}, err
}

func (s *Server) removeStrict(_ context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if err := s.validateStrict(in.Path); err != nil {
		return nil, Out{}, err
	}
	err := os.Remove(filepath.Clean(in.Path))
	return nil, Out{Text: "removed"}, err
}

// Register adds the tools.
func (s *Server) Register(srv *mcp.Server) {
	mcp.AddTool(srv, &mcp.Tool{Name: "delete_database"}, s.remove)
	mcp.AddTool(srv, &mcp.Tool{Name: "delete_database_strict"}, s.removeStrict)
}
