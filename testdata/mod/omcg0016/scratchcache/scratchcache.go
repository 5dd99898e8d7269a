// Package scratchcache registers read-only go-sdk tools that keep
// scratch folders in a cache of the server's own, a map field by key:
// removing an expired one removes the tool's own scratch. A cache whose
// folders the model names is another thing: removing one removes the
// user's.
package scratchcache

import (
	"context"
	"os"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Key string `json:"key"`
}

type Out struct {
	Dir string `json:"dir"`
}

// Server keeps a scratch folder per key.
type Server struct {
	mu       sync.Mutex
	projects map[string]string // scratch folder by key
}

// NewServer makes a server with an empty cache.
func NewServer() *Server { return &Server{projects: make(map[string]string)} }

func (s *Server) project(key string) (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if old, ok := s.projects[key]; ok {
		os.RemoveAll(old) // expired: the tool's own scratch
		delete(s.projects, key)
	}
	dir, err := os.MkdirTemp("", "scratch-*")
	if err != nil {
		return "", err
	}
	s.projects[key] = dir
	return dir, nil
}

// Not flagged: the only removal is of the tool's own scratch.
func (s *Server) get(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	dir, err := s.project(in.Key)
	return nil, Out{Dir: dir}, err
}

// Folders is a cache whose folders the model names.
type Folders struct {
	byKey map[string]string
}

// Flagged: the folder removed is one the model named.
func (f *Folders) forget(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if d, ok := f.byKey[in.Key]; ok {
		os.RemoveAll(d)
	}
	f.byKey[in.Key] = in.Key
	return nil, Out{}, nil
}

// Register adds the tools.
func Register(s *mcp.Server) {
	srv := NewServer()
	f := &Folders{byKey: map[string]string{}}
	mcp.AddTool(s, &mcp.Tool{Name: "get", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}, srv.get)
	mcp.AddTool(s, &mcp.Tool{Name: "forget", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}, f.forget) // want `OMCG0016: tool "forget" is annotated read-only \(ReadOnlyHint: true\) but deletes data: forget → \(\*Folders\).forget → os.RemoveAll;`
}
