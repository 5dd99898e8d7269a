// Package notes reads notes joined to a base folder: OMCG0029 suggests
// opening them in an os.Root of the folder (testdata/mod/omcg0029/wrapped
// and its golden file).
package notes

import (
	"context"
	"os"
	"path/filepath"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Name string `json:"name"`
}

type Out struct {
	Text string `json:"text"`
}

type Notes struct{ dir string }

func (s *Notes) read(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	b, err := os.ReadFile(filepath.Join(s.dir, in.Name)) // want `OMCG0029: tool "read_note": argument "name" can leave the base folder its path is joined to \(with ".."\): read_note: argument name → \(\*Notes\).read → os.ReadFile; check filepath.IsLocal before joining it, or open it in an os.Root`
	return nil, Out{Text: string(b)}, err
}

func (s *Notes) open(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	f, err := os.Open(filepath.Join(s.dir, in.Name)) // want `OMCG0029: tool "open_note": argument "name" .*: open_note: argument name → \(\*Notes\).open → os.Open;`
	if err == nil {
		f.Close()
	}
	return nil, Out{}, err
}

func Register(s *mcp.Server, n *Notes) {
	mcp.AddTool(s, &mcp.Tool{Name: "read_note"}, n.read)
	mcp.AddTool(s, &mcp.Tool{Name: "open_note"}, n.open)
}
