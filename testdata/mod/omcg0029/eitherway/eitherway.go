// Package eitherway registers go-sdk tools that put the model's path
// under a folder on one way and take it whole on another, as the path's
// own form picks: a relative path is resolved against the root and an
// absolute one read as it is; a Windows path is turned into the folder
// WSL mounts it at, any other read as it is. Such a tool reads any file by design (the
// folder confines nothing) and is not reported; a path always joined to
// the root is.
package eitherway

import (
	"context"
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

type Server struct{ Root string }

// Not flagged: a relative path is resolved against the root, an absolute
// one read as it is.
func (s *Server) resolve(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	p := in.Path
	if !filepath.IsAbs(p) {
		p = filepath.Join(s.Root, p)
	}
	b, err := os.ReadFile(p)
	return nil, Out{Text: string(b)}, err
}

func wsl(path string) string {
	if len(path) >= 2 && path[1] == ':' {
		return "/mnt/" + strings.ToLower(path[:1]) + strings.ReplaceAll(path[2:], `\`, "/")
	}
	return path
}

// Not flagged: any path but a Windows one is read as it is.
func (s *Server) converted(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	b, err := os.ReadFile(wsl(in.Path))
	return nil, Out{Text: string(b)}, err
}

func (s *Server) under(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	b, err := os.ReadFile(filepath.Join(s.Root, in.Path)) // want `OMCG0029: tool "under": argument "path" can leave the base folder its path is joined to \(with ".."\)`
	return nil, Out{Text: string(b)}, err
}

// Register adds the tools.
func (s *Server) Register(srv *mcp.Server) {
	mcp.AddTool(srv, &mcp.Tool{Name: "resolve", Description: "Read a file, relative to the root or absolute."}, s.resolve)
	mcp.AddTool(srv, &mcp.Tool{Name: "converted", Description: "Read a file, Windows paths as WSL mounts them."}, s.converted)
	mcp.AddTool(srv, &mcp.Tool{Name: "under", Description: "Read a file under the root."}, s.under)
}
