// Package dirallow lists the files of a folder the model names, and
// refuses any folder that is not one of the configured ones, compared
// whole (a trailing separator aside): an allow-list of whole values,
// which no path outside them passes. Its other tool opens a file after a
// folder check, so a folder taken without any check would be reported
// beside it; this one is checked, and not reported.
package dirallow

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Server serves some folders.
type Server struct{ allowedDirs []string }

func (s *Server) validateDirectory(directory string) error {
	if directory == "." && len(s.allowedDirs) > 0 {
		directory = s.allowedDirs[0] // the first folder stands for "."
	}
	normalized := strings.TrimSuffix(directory, "/")
	for _, allowed := range s.allowedDirs {
		if normalized == strings.TrimSuffix(allowed, "/") {
			return nil
		}
	}
	return errors.New("not an allowed directory")
}

func (s *Server) validateFile(path string) error {
	if !filepath.IsLocal(path) {
		return errors.New("not a local path")
	}
	return nil
}

// DirIn is a folder.
type DirIn struct {
	Directory string `json:"directory"`
}

// FileIn is a file of the first folder.
type FileIn struct {
	Path string `json:"path"`
}

// Out is text.
type Out struct {
	Text string `json:"text"`
}

func (s *Server) list(_ context.Context, _ *mcp.CallToolRequest, in DirIn) (*mcp.CallToolResult, Out, error) {
	if err := s.validateDirectory(in.Directory); err != nil {
		return nil, Out{}, err
	}
	entries, err := os.ReadDir(in.Directory)
	if err != nil {
		return nil, Out{}, err
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return nil, Out{Text: strings.Join(names, "\n")}, nil
}

func (s *Server) read(_ context.Context, _ *mcp.CallToolRequest, in FileIn) (*mcp.CallToolResult, Out, error) {
	if err := s.validateFile(in.Path); err != nil {
		return nil, Out{}, err
	}
	b, err := os.ReadFile(filepath.Join(s.allowedDirs[0], in.Path))
	return nil, Out{Text: string(b)}, err
}

// Register adds the tools.
func (s *Server) Register(srv *mcp.Server) {
	mcp.AddTool(srv, &mcp.Tool{Name: "list_files"}, s.list)
	mcp.AddTool(srv, &mcp.Tool{Name: "read_file"}, s.read)
}
