// Package scratch has tools annotated not destructive that remove the
// scratch they made (not flagged) and one that removes the user's files.
package scratch

import (
	"context"
	"os"
	"path/filepath"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Dir string `json:"dir"`
}

type Out struct{}

func build(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	work, err := os.MkdirTemp("", "build-")
	if err != nil {
		return nil, Out{}, err
	}
	defer os.RemoveAll(work)
	os.Remove(filepath.Join(work, "stale.o"))
	return nil, Out{}, nil
}

func tidy(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	work, _ := os.MkdirTemp("", "tidy-")
	defer os.RemoveAll(work)
	os.RemoveAll(filepath.Join(in.Dir, "build"))
	return nil, Out{}, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "build", Annotations: &mcp.ToolAnnotations{DestructiveHint: new(false)}}, build)
	mcp.AddTool(s, &mcp.Tool{Name: "tidy", Annotations: &mcp.ToolAnnotations{DestructiveHint: new(false)}}, tidy) // want `OMCG0017: tool "tidy" is annotated not destructive \(DestructiveHint: new\(false\)\) but deletes data: tidy → os.RemoveAll;`
}
