// Package scratch has read-only tools that work in scratch of their own
// (a temporary directory or file they make and remove, a cache below the
// user's cache directory): not flagged. One that writes the user's
// directory is.
package scratch

import (
	"context"
	"os"
	"path/filepath"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Source string `json:"source"`
}

type Out struct {
	Text string `json:"text"`
}

func render(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	tmp, err := os.MkdirTemp("", "render-")
	if err != nil {
		return nil, Out{}, err
	}
	defer os.RemoveAll(tmp)
	if err := os.WriteFile(filepath.Join(tmp, "in.txt"), []byte(in.Source), 0o600); err != nil {
		return nil, Out{}, err
	}
	return nil, Out{}, nil
}

func lint(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	f, err := os.CreateTemp("", "lint-*.go")
	if err != nil {
		return nil, Out{}, err
	}
	defer os.Remove(f.Name())
	f.WriteString(in.Source)
	f.Close()
	return nil, Out{}, nil
}

func lookup(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	dir, err := os.UserCacheDir()
	if err != nil {
		return nil, Out{}, err
	}
	p := filepath.Join(dir, "lookup", in.Source)
	if _, err := os.Stat(p); err != nil {
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, nil, 0o600)
	}
	return nil, Out{}, nil
}

func export(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	tmp, _ := os.MkdirTemp("", "export-")
	defer os.RemoveAll(tmp)
	os.WriteFile(filepath.Join(in.Source, "export.txt"), nil, 0o644)
	return nil, Out{}, nil
}

func Register(s *mcp.Server) {
	ro := &mcp.ToolAnnotations{ReadOnlyHint: true}
	mcp.AddTool(s, &mcp.Tool{Name: "render", Annotations: ro}, render)
	mcp.AddTool(s, &mcp.Tool{Name: "lint", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}, lint)
	mcp.AddTool(s, &mcp.Tool{Name: "lookup", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}, lookup)
	mcp.AddTool(s, &mcp.Tool{Name: "export", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}, export) // want `OMCG0016: tool "export" is annotated read-only \(ReadOnlyHint: true\) but writes local files: export → os.WriteFile;`
}
