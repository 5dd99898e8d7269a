// Package helpermeta registers go-sdk tools whose *mcp.Tool a helper of
// the package makes (name, description, annotations), given to
// mcp.AddTool with the handler: the handler runs the tool, as it does
// for a literal.
package helpermeta

import (
	"context"
	"fmt"
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

func meta(name, description string) *mcp.Tool {
	return &mcp.Tool{Name: name, Description: description, Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}
}

// Register adds the tools, reading under base.
func Register(s *mcp.Server, base string) {
	// Flagged: "../" leaves base.
	mcp.AddTool(s, meta("read_meta", "Read a note."), func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		b, err := os.ReadFile(filepath.Join(base, in.Name)) // want `OMCG0029: tool "read_meta": argument "name" can leave the base folder its path is joined to`
		return nil, Out{Text: string(b)}, err
	})
	// Not flagged: the name is checked first.
	mcp.AddTool(s, meta("read_meta_local", "Read a note."), func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		if !filepath.IsLocal(in.Name) {
			return nil, Out{}, fmt.Errorf("%q is not a name under the notes folder", in.Name)
		}
		b, err := os.ReadFile(filepath.Join(base, in.Name))
		return nil, Out{Text: string(b)}, err
	})
}
