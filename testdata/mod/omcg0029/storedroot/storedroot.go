// Package storedroot registers go-sdk tools that hold a whole path to the
// operator's folders with strings.HasPrefix in a loop over a field. The
// check's own text says nothing of how the folders end; the constructor
// that stores them does: Loose stores each folder cleaned (no separator
// at its end), so a sibling folder "<folder>-evil" passes; Tight stores
// each with a separator added; Given stores the caller's list as it is,
// whose form is not known here (taken to hold); Added cleans each folder
// a method adds.
package storedroot

import (
	"context"
	"errors"
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

// Loose keeps its folders cleaned.
type Loose struct {
	dirs []string
}

func NewLoose(dirs []string) (*Loose, error) {
	normalized := make([]string, 0, len(dirs))
	for _, d := range dirs {
		abs, err := filepath.Abs(d)
		if err != nil {
			return nil, err
		}
		normalized = append(normalized, filepath.Clean(abs))
	}
	return &Loose{dirs: normalized}, nil
}

func (l *Loose) validate(p string) (string, error) {
	abs, err := filepath.Abs(p)
	if err != nil {
		return "", err
	}
	for _, dir := range l.dirs {
		if strings.HasPrefix(abs, dir) {
			return abs, nil
		}
	}
	return "", errors.New("access denied")
}

// Flagged: "<folder>-evil/x" starts with the folder.
func (l *Loose) read(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	p, err := l.validate(in.Path)
	if err != nil {
		return nil, Out{}, err
	}
	b, err := os.ReadFile(p) // want `OMCG0029: tool "read_loose": argument "path" can leave the folder its check allows: dir\+"-evil/x" passes strings.HasPrefix\(abs, dir\)`
	if err != nil {
		return nil, Out{}, err
	}
	return nil, Out{Text: string(b)}, nil
}

// Tight keeps its folders with a separator at their end.
type Tight struct {
	dirs []string
}

func NewTight(dirs []string) (*Tight, error) {
	t := &Tight{}
	for _, d := range dirs {
		abs, err := filepath.Abs(d)
		if err != nil {
			return nil, err
		}
		t.dirs = append(t.dirs, filepath.Clean(abs)+string(filepath.Separator))
	}
	return t, nil
}

func (t *Tight) validate(p string) (string, error) {
	abs, err := filepath.Abs(p)
	if err != nil {
		return "", err
	}
	for _, dir := range t.dirs {
		if strings.HasPrefix(abs, dir) {
			return abs, nil
		}
	}
	return "", errors.New("access denied")
}

// Not flagged: every folder ends with the separator.
func (t *Tight) read(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	p, err := t.validate(in.Path)
	if err != nil {
		return nil, Out{}, err
	}
	b, err := os.ReadFile(p)
	if err != nil {
		return nil, Out{}, err
	}
	return nil, Out{Text: string(b)}, nil
}

// Given keeps the caller's folders as they are.
type Given struct {
	root string
}

func NewGiven(root string) *Given { return &Given{root: root} }

// Not flagged: how the caller's folder ends is not known here.
func (g *Given) read(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	abs := filepath.Clean(in.Path)
	if !strings.HasPrefix(abs, g.root) {
		return nil, Out{}, errors.New("access denied")
	}
	b, err := os.ReadFile(abs)
	if err != nil {
		return nil, Out{}, err
	}
	return nil, Out{Text: string(b)}, nil
}

// Added keeps the folders a method adds, each cleaned.
type Added struct {
	roots []string
}

// Allow adds folders to those the tools may read.
func (d *Added) Allow(dirs ...string) {
	for _, dir := range dirs {
		d.add(dir)
	}
}

func (d *Added) add(dir string) {
	d.roots = append(d.roots, filepath.Clean(dir))
}

// Flagged: a cleaned folder, held by a check written inline.
func (d *Added) read(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	abs := filepath.Clean(in.Path)
	allowed := false
	for _, root := range d.roots {
		if strings.HasPrefix(abs, root) {
			allowed = true
			break
		}
	}
	if !allowed {
		return nil, Out{}, errors.New("access denied")
	}
	b, err := os.ReadFile(abs) // want `OMCG0029: tool "read_added": argument "path" can leave the folder its check allows: root\+"-evil/x" passes strings.HasPrefix\(abs, root\)`
	if err != nil {
		return nil, Out{}, err
	}
	return nil, Out{Text: string(b)}, nil
}

// Register adds the tools.
func Register(s *mcp.Server, l *Loose, t *Tight, g *Given, d *Added) {
	mcp.AddTool(s, &mcp.Tool{Name: "read_loose"}, l.read)
	mcp.AddTool(s, &mcp.Tool{Name: "read_tight"}, t.read)
	mcp.AddTool(s, &mcp.Tool{Name: "read_given"}, g.read)
	mcp.AddTool(s, &mcp.Tool{Name: "read_added"}, d.read)
}
