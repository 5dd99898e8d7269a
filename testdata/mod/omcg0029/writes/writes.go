// Package writes registers go-sdk tools that change a file the model
// names, through the os functions beside Open and WriteFile: every
// function of the library knowledge with a path argument is a sink, the
// ones that change a file's mode, owner, times or size, make a link or a
// temporary file in a folder, copy a tree, or open a root.
package writes

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Name string `json:"name"`
}

type Out struct {
	Text string `json:"text,omitempty"`
}

// Share changes the files of one folder (the escape test builds the
// tools with it).
type Share struct {
	root string
	r    *os.Root
}

// NewShare serves the folder root.
func NewShare(root string) (*Share, error) {
	r, err := os.OpenRoot(root)
	return &Share{root: root, r: r}, err
}

// read returns the text of an open file.
func read(f *os.File) (Out, error) {
	defer f.Close()
	b, err := io.ReadAll(f)
	return Out{Text: string(b)}, err
}

func (s *Share) chmod(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, os.Chmod(filepath.Join(s.root, in.Name), 0o600) // want `OMCG0029: tool "chmod": argument "name" .*chmod: argument name → \(\*Share\).chmod → os.Chmod`
}

func (s *Share) chown(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, os.Chown(filepath.Join(s.root, in.Name), 1000, 1000) // want `OMCG0029: tool "chown": argument "name" .*chown: argument name → \(\*Share\).chown → os.Chown`
}

func (s *Share) touch(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	now := time.Now()
	return nil, Out{}, os.Chtimes(filepath.Join(s.root, in.Name), now, now) // want `OMCG0029: tool "touch": argument "name" .*touch: argument name → \(\*Share\).touch → os.Chtimes`
}

func (s *Share) truncate(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, os.Truncate(filepath.Join(s.root, in.Name), 0) // want `OMCG0029: tool "truncate": argument "name" .*truncate: argument name → \(\*Share\).truncate → os.Truncate`
}

// link makes a link named by the model to a fixed file: the new name is
// the path written.
func (s *Share) link(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, os.Symlink("current.log", filepath.Join(s.root, in.Name)) // want `OMCG0029: tool "link": argument "name" .*link: argument name → \(\*Share\).link → os.Symlink`
}

func (s *Share) hardlink(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, os.Link(filepath.Join(s.root, "current.log"), filepath.Join(s.root, in.Name)) // want `OMCG0029: tool "hardlink": argument "name" .*hardlink: argument name → \(\*Share\).hardlink → os.Link`
}

func (s *Share) export(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, os.CopyFS(filepath.Join(s.root, in.Name), os.DirFS(s.root)) // want `OMCG0029: tool "export": argument "name" .*export: argument name → \(\*Share\).export → os.CopyFS`
}

func (s *Share) scratch(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	_, err := os.MkdirTemp(filepath.Join(s.root, in.Name), "job-") // want `OMCG0029: tool "scratch": argument "name" .*scratch: argument name → \(\*Share\).scratch → os.MkdirTemp`
	return nil, Out{}, err
}

func (s *Share) spool(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	f, err := os.CreateTemp(filepath.Join(s.root, in.Name), "spool-") // want `OMCG0029: tool "spool": argument "name" .*spool: argument name → \(\*Share\).spool → os.CreateTemp`
	if err == nil {
		f.Close()
	}
	return nil, Out{}, err
}

// openIn reads secret.txt in a root the model names: the root itself
// escapes.
func (s *Share) openIn(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	f, err := os.OpenInRoot(filepath.Join(s.root, in.Name), "secret.txt") // want `OMCG0029: tool "open_in": argument "name" .*open_in: argument name → \(\*Share\).openIn → os.OpenInRoot`
	if err != nil {
		return nil, Out{}, err
	}
	out, err := read(f)
	return nil, out, err
}

// ---- Not flagged. ----

// The name is opened inside the root, which it cannot leave.
func (s *Share) rootChmod(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, s.r.Chmod(in.Name, 0o600)
}

// The name is the file of a fixed root.
func (s *Share) openInRoot(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	f, err := os.OpenInRoot(s.root, in.Name)
	if err != nil {
		return nil, Out{}, err
	}
	out, err := read(f)
	return nil, out, err
}

// Only the last element of the name is joined.
func (s *Share) truncateBase(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, os.Truncate(filepath.Join(s.root, filepath.Base(in.Name)), 0)
}

// Register registers the tools.
func Register(srv *mcp.Server, s *Share) {
	mcp.AddTool(srv, &mcp.Tool{Name: "chmod"}, s.chmod)
	mcp.AddTool(srv, &mcp.Tool{Name: "chown"}, s.chown)
	mcp.AddTool(srv, &mcp.Tool{Name: "touch"}, s.touch)
	mcp.AddTool(srv, &mcp.Tool{Name: "truncate"}, s.truncate)
	mcp.AddTool(srv, &mcp.Tool{Name: "link"}, s.link)
	mcp.AddTool(srv, &mcp.Tool{Name: "hardlink"}, s.hardlink)
	mcp.AddTool(srv, &mcp.Tool{Name: "export"}, s.export)
	mcp.AddTool(srv, &mcp.Tool{Name: "scratch"}, s.scratch)
	mcp.AddTool(srv, &mcp.Tool{Name: "spool"}, s.spool)
	mcp.AddTool(srv, &mcp.Tool{Name: "open_in"}, s.openIn)
	mcp.AddTool(srv, &mcp.Tool{Name: "root_chmod"}, s.rootChmod)
	mcp.AddTool(srv, &mcp.Tool{Name: "open_in_root"}, s.openInRoot)
	mcp.AddTool(srv, &mcp.Tool{Name: "truncate_base"}, s.truncateBase)
}
