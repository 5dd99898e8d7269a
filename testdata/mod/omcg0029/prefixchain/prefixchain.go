// Package prefixchain registers go-sdk tools that hold a path to one of
// two folders with prefix checks written one after the other (refused
// when neither holds): the path passes if it passes one. A prefix without
// the separator lets a sibling folder through; with it, neither check
// does, and the tool is not reported.
package prefixchain

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Path string `json:"path"`
}

type Out struct {
	Text string `json:"text"`
}

type Server struct{}

func (s *Server) loose(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	abs, err := filepath.Abs(in.Path)
	if err != nil {
		return nil, Out{}, err
	}
	if !strings.HasPrefix(abs, "/srv/docs") && !strings.HasPrefix(abs, "/srv/notes") {
		return nil, Out{}, errors.New("outside the allowed folders")
	}
	b, err := os.ReadFile(abs) // want `OMCG0029: tool "read_loose": argument "path" can leave the folder its check allows: "/srv/docs-evil/x" passes strings.HasPrefix\(abs, "/srv/docs"\)`
	return nil, Out{Text: string(b)}, err
}

// Not flagged: each prefix ends with the separator.
func (s *Server) strict(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	abs, err := filepath.Abs(in.Path)
	if err != nil {
		return nil, Out{}, err
	}
	if !strings.HasPrefix(abs, "/srv/docs/") && !strings.HasPrefix(abs, "/srv/notes/") {
		return nil, Out{}, errors.New("outside the allowed folders")
	}
	b, err := os.ReadFile(abs)
	return nil, Out{Text: string(b)}, err
}

// Register adds the tools.
func (s *Server) Register(srv *mcp.Server) {
	mcp.AddTool(srv, &mcp.Tool{Name: "read_loose", Description: "Read a file of the docs or the notes."}, s.loose)
	mcp.AddTool(srv, &mcp.Tool{Name: "read_strict", Description: "Read a file of the docs or the notes."}, s.strict)
}
