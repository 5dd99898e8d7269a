// Package elsewhere registers a tool whose handler is a method value of
// a concrete type of another package of the module, one with no flow
// (notes), beside a tool that reads a file (so this package is analyzed
// too): the security codes read notes whole, so add_note is followed,
// and empty, as a handler of this package with no flow is.
package elsewhere

import (
	"context"
	"os"
	"path/filepath"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/coverage/elsewhere/notes"
)

type In struct {
	Name string `json:"name"`
}

func read(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	if !filepath.IsLocal(in.Name) {
		return nil, nil, os.ErrPermission
	}
	b, err := os.ReadFile(filepath.Join("/srv/notes", in.Name))
	return nil, len(b), err
}

// Register adds the tools.
func Register(s *mcp.Server) {
	store := new(notes.Store)
	mcp.AddTool(s, &mcp.Tool{Name: "add_note"}, store.Add)
	mcp.AddTool(s, &mcp.Tool{Name: "read_note"}, read)
}
