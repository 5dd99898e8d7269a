// Package sliceprefix checks that a joined path stays in its folder by
// comparing the path's first bytes with the folder, strings.HasPrefix
// written by hand: without the separator after the folder, a sibling
// folder whose name starts like it passes ("/srv/notes-evil/x" starts
// with "/srv/notes"); with it, none does.
package sliceprefix

import (
	"context"
	"errors"
	"os"
	"path/filepath"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Notes serves the files of a folder.
type Notes struct{ Root string }

// secureJoin joins rel under root and refuses a path outside it, by its
// first bytes.
func secureJoin(root, rel string) (string, error) {
	cleanRoot := filepath.Clean(root)
	abs, err := filepath.Abs(filepath.Join(cleanRoot, rel))
	if err != nil {
		return "", err
	}
	if len(abs) < len(cleanRoot) || abs[:len(cleanRoot)] != cleanRoot {
		return "", errors.New("outside the folder")
	}
	return abs, nil
}

// strictJoin is secureJoin with the separator after the folder.
func strictJoin(root, rel string) (string, error) {
	prefix := filepath.Clean(root) + string(filepath.Separator)
	abs, err := filepath.Abs(filepath.Join(root, rel))
	if err != nil {
		return "", err
	}
	if len(abs) < len(prefix) || abs[:len(prefix)] != prefix {
		return "", errors.New("outside the folder")
	}
	return abs, nil
}

// In is a note's name.
type In struct {
	Name string `json:"name"`
}

// Out is a note.
type Out struct {
	Text string `json:"text"`
}

func (n *Notes) read(_ context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	p, err := secureJoin(n.Root, in.Name)
	if err != nil {
		return nil, Out{}, err
	}
	b, err := os.ReadFile(p) // want `tool "read_note": argument "name" can leave the base folder its path is joined to: cleanRoot\+"-evil/x" passes abs\[:len\(cleanRoot\)\] != cleanRoot \(in secureJoin\)`
	return nil, Out{Text: string(b)}, err
}

func (n *Notes) readStrict(_ context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	p, err := strictJoin(n.Root, in.Name)
	if err != nil {
		return nil, Out{}, err
	}
	b, err := os.ReadFile(p)
	return nil, Out{Text: string(b)}, err
}

// Register adds the tools.
func (n *Notes) Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "read_note", Description: "Reads a note."}, n.read)
	mcp.AddTool(s, &mcp.Tool{Name: "read_note_strict", Description: "Reads a note."}, n.readStrict)
}
