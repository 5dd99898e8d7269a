// Package impl implements two tools as types with a Definition and a
// Handler method each.
package impl

import (
	"context"
	"errors"
	"os"
	"path/filepath"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type NameIn struct {
	Name string `json:"name"`
}

type TextOut struct {
	Text string `json:"text"`
}

// Read reads a note under Root.
type Read struct{ Root string }

func (Read) Definition() *mcp.Tool {
	return &mcp.Tool{Name: "read_impl", Description: "Reads a note."}
}

func (r Read) Handler() mcp.ToolHandlerFor[NameIn, TextOut] {
	return func(ctx context.Context, req *mcp.CallToolRequest, in NameIn) (*mcp.CallToolResult, TextOut, error) {
		b, err := os.ReadFile(filepath.Join(r.Root, in.Name))
		return nil, TextOut{Text: string(b)}, err
	}
}

// Peek reads a note under Root, not flagged: a name that is not local is
// refused.
type Peek struct{ Root string }

func (*Peek) Definition() *mcp.Tool {
	return &mcp.Tool{Name: "peek_impl", Description: "Reads the start of a note."}
}

func (p *Peek) Handler() mcp.ToolHandlerFor[NameIn, TextOut] {
	return func(ctx context.Context, req *mcp.CallToolRequest, in NameIn) (*mcp.CallToolResult, TextOut, error) {
		if !filepath.IsLocal(in.Name) {
			return nil, TextOut{}, errors.New("not a local name")
		}
		b, err := os.ReadFile(filepath.Join(p.Root, in.Name))
		return nil, TextOut{Text: string(b[:min(len(b), 8)])}, err
	}
}
