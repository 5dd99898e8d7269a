// Package tworoads resolves a path argument two ways: an absolute path is
// kept when it is in an allowed folder (checked with the separator: no
// sibling passes), a relative one is joined to each allowed folder by a
// helper whose prefix test has no separator. The first way is right; the
// second lets "../notes-evil/x" out, and it must be reported although the
// other way returns the argument checked.
package tworoads

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Files serves the files of some folders.
type Files struct{ Allowed []string }

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

func strictJoin(root, rel string) (string, error) {
	cleanRoot := filepath.Clean(root)
	abs, err := filepath.Abs(filepath.Join(cleanRoot, rel))
	if err != nil {
		return "", err
	}
	if !strings.HasPrefix(abs, cleanRoot+string(os.PathSeparator)) {
		return "", errors.New("outside the folder")
	}
	return abs, nil
}

// resolve is the path rel names in an allowed folder.
func resolve(allowed []string, rel string) (string, error) {
	clean := filepath.Clean(rel)
	if filepath.IsAbs(clean) {
		for _, root := range allowed {
			cleanRoot := filepath.Clean(root)
			if clean == cleanRoot || strings.HasPrefix(clean, cleanRoot+string(os.PathSeparator)) {
				return clean, nil
			}
		}
		return "", errors.New("outside the allowed folders")
	}
	for _, root := range allowed {
		if abs, err := secureJoin(root, rel); err == nil {
			return abs, nil
		}
	}
	return "", errors.New("outside the allowed folders")
}

// resolveStrict is resolve with the strict join: not flagged.
func resolveStrict(allowed []string, rel string) (string, error) {
	clean := filepath.Clean(rel)
	if filepath.IsAbs(clean) {
		for _, root := range allowed {
			cleanRoot := filepath.Clean(root)
			if clean == cleanRoot || strings.HasPrefix(clean, cleanRoot+string(os.PathSeparator)) {
				return clean, nil
			}
		}
		return "", errors.New("outside the allowed folders")
	}
	for _, root := range allowed {
		if abs, err := strictJoin(root, rel); err == nil {
			return abs, nil
		}
	}
	return "", errors.New("outside the allowed folders")
}

// In is a file's path.
type In struct {
	Path string `json:"path"`
}

// Out is a file's text.
type Out struct {
	Text string `json:"text"`
}

func (f *Files) read(_ context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	p, err := resolve(f.Allowed, in.Path)
	if err != nil {
		return nil, Out{}, err
	}
	b, err := os.ReadFile(p) // want `tool "read_file": argument "path" can leave the base folder its path is joined to: cleanRoot\+"-evil/x" passes abs\[:len\(cleanRoot\)\] != cleanRoot \(in secureJoin\)`
	return nil, Out{Text: string(b)}, err
}

func (f *Files) readStrict(_ context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	p, err := resolveStrict(f.Allowed, in.Path)
	if err != nil {
		return nil, Out{}, err
	}
	b, err := os.ReadFile(p)
	return nil, Out{Text: string(b)}, err
}

// Register adds the tools.
func (f *Files) Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "read_file", Description: "Reads a file."}, f.read)
	mcp.AddTool(s, &mcp.Tool{Name: "read_file_strict", Description: "Reads a file."}, f.readStrict)
}
