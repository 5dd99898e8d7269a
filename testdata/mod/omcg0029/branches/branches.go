// Package branches registers go-sdk tools whose check and use of an
// argument stand in different branches of the handler, or whose
// argument rides in a struct beside the code's own values: a value is
// followed by where it was checked and by the field it is in, not by
// the function as a whole.
package branches

import (
	"context"
	"errors"
	"os"
	"path/filepath"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Name  string `json:"name,omitempty"`
	Label string `json:"label,omitempty"`
}

type Out struct {
	Text string `json:"text"`
}

// Share serves the files of one folder (the escape test builds the
// tools with it).
type Share struct{ root string }

func NewShare(root string) *Share { return &Share{root: root} }

// Not flagged: the name is checked under the same test as its use
// (if named { check } … if named { use }): no way to the read skips the
// check with the model's name.
func (s *Share) optional(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	named := in.Name != ""
	if named {
		if !filepath.IsLocal(in.Name) {
			return nil, Out{}, errors.New("not a name in the folder")
		}
	}
	file := "hello.txt"
	if named {
		file = in.Name
	}
	b, err := os.ReadFile(filepath.Join(s.root, file))
	return nil, Out{Text: string(b)}, err
}

// Flagged: the check stands under another test (a label given) than the
// use (a name given).
func (s *Share) mismatched(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if in.Label != "" {
		if !filepath.IsLocal(in.Name) {
			return nil, Out{}, errors.New("not a name in the folder")
		}
	}
	file := "hello.txt"
	if in.Name != "" {
		file = in.Name
	}
	b, err := os.ReadFile(filepath.Join(s.root, file)) // want `OMCG0029: tool "read_mismatched": argument "name" .*read_mismatched: argument name → \(\*Share\).mismatched → os.ReadFile`
	return nil, Out{Text: string(b)}, err
}

// lookup is what open reads: a file of the folder, and a label it puts
// before the text.
type lookup struct {
	File  string
	Label string
}

func (s *Share) open(l lookup) (string, error) {
	b, err := os.ReadFile(filepath.Join(s.root, l.File)) // want `OMCG0029: tool "read_named": argument "name" .*read_named: argument name → \(\*Share\).named → \(\*Share\).open → os.ReadFile`
	return l.Label + string(b), err
}

// Not flagged: the model's label rides beside the code's file name.
func (s *Share) labelled(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	text, err := s.open(lookup{File: "hello.txt", Label: in.Label})
	return nil, Out{Text: text}, err
}

// Flagged: the model's name is the file.
func (s *Share) named(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	text, err := s.open(lookup{File: in.Name, Label: "note: "})
	return nil, Out{Text: text}, err
}

func Register(srv *mcp.Server, s *Share) {
	mcp.AddTool(srv, &mcp.Tool{Name: "read_optional"}, s.optional)
	mcp.AddTool(srv, &mcp.Tool{Name: "read_mismatched"}, s.mismatched)
	mcp.AddTool(srv, &mcp.Tool{Name: "read_labelled"}, s.labelled)
	mcp.AddTool(srv, &mcp.Tool{Name: "read_named"}, s.named)
}
