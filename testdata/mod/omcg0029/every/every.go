// Package every registers one go-sdk tool for each function of the
// library knowledge with a path argument that no other fixture calls: each
// joins the model's name to its folder and hands it to the function.
package every

import (
	"context"
	"io/fs"
	"io/ioutil"
	"os"
	"path/filepath"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Name string `json:"name"`
}

type Out struct {
	Names []string `json:"names,omitempty"`
}

type Sinks struct{ root string }

// New serves the folder root.
func New(root string) *Sinks { return &Sinks{root: root} }

func (s *Sinks) create(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	p := filepath.Join(s.root, in.Name)
	f, err := os.Create(p) // want `OMCG0029: tool "create": argument "name" .*create: argument name → \(\*Sinks\).create → os.Create;`
	if err == nil {
		f.Close()
	}
	return nil, Out{}, err
}

func (s *Sinks) openFile(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	p := filepath.Join(s.root, in.Name)
	f, err := os.OpenFile(p, os.O_RDWR|os.O_CREATE, 0o644) // want `OMCG0029: tool "open_file": argument "name" .*open_file: argument name → \(\*Sinks\).openFile → os.OpenFile;`
	if err == nil {
		f.Close()
	}
	return nil, Out{}, err
}

func (s *Sinks) mkdir(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	p := filepath.Join(s.root, in.Name)
	return nil, Out{}, os.Mkdir(p, 0o755) // want `OMCG0029: tool "mkdir": argument "name" .*mkdir: argument name → \(\*Sinks\).mkdir → os.Mkdir;`
}

func (s *Sinks) mkdirAll(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	p := filepath.Join(s.root, in.Name)
	return nil, Out{}, os.MkdirAll(p, 0o755) // want `OMCG0029: tool "mkdir_all": argument "name" .*mkdir_all: argument name → \(\*Sinks\).mkdirAll → os.MkdirAll;`
}

func (s *Sinks) removeAll(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	p := filepath.Join(s.root, in.Name)
	return nil, Out{}, os.RemoveAll(p) // want `OMCG0029: tool "remove_all": argument "name" .*remove_all: argument name → \(\*Sinks\).removeAll → os.RemoveAll;`
}

func (s *Sinks) renameFrom(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	p := filepath.Join(s.root, in.Name)
	return nil, Out{}, os.Rename(p, filepath.Join(s.root, "archive")) // want `OMCG0029: tool "rename_from": argument "name" .*rename_from: argument name → \(\*Sinks\).renameFrom → os.Rename;`
}

func (s *Sinks) renameTo(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	p := filepath.Join(s.root, in.Name)
	return nil, Out{}, os.Rename(filepath.Join(s.root, "current"), p) // want `OMCG0029: tool "rename_to": argument "name" .*rename_to: argument name → \(\*Sinks\).renameTo → os.Rename;`
}

func (s *Sinks) ioutilWrite(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	p := filepath.Join(s.root, in.Name)
	return nil, Out{}, ioutil.WriteFile(p, nil, 0o644) // want `OMCG0029: tool "ioutil_write": argument "name" .*ioutil_write: argument name → \(\*Sinks\).ioutilWrite → ioutil.WriteFile;`
}

func (s *Sinks) walk(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	p := filepath.Join(s.root, in.Name)
	var out Out
	err := filepath.WalkDir(p, func(_ string, d fs.DirEntry, _ error) error { // want `OMCG0029: tool "walk": argument "name" .*walk: argument name → \(\*Sinks\).walk → filepath.WalkDir;`
		if d != nil {
			out.Names = append(out.Names, d.Name())
		}
		return nil
	})
	return nil, out, err
}

func (s *Sinks) walkInfo(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	p := filepath.Join(s.root, in.Name)
	var out Out
	err := filepath.Walk(p, func(_ string, info fs.FileInfo, _ error) error { // want `OMCG0029: tool "walk_info": argument "name" .*walk_info: argument name → \(\*Sinks\).walkInfo → filepath.Walk;`
		if info != nil {
			out.Names = append(out.Names, info.Name())
		}
		return nil
	})
	return nil, out, err
}

// Register registers one tool per sink.
func Register(srv *mcp.Server, s *Sinks) {
	mcp.AddTool(srv, &mcp.Tool{Name: "create"}, s.create)
	mcp.AddTool(srv, &mcp.Tool{Name: "open_file"}, s.openFile)
	mcp.AddTool(srv, &mcp.Tool{Name: "mkdir"}, s.mkdir)
	mcp.AddTool(srv, &mcp.Tool{Name: "mkdir_all"}, s.mkdirAll)
	mcp.AddTool(srv, &mcp.Tool{Name: "remove_all"}, s.removeAll)
	mcp.AddTool(srv, &mcp.Tool{Name: "rename_from"}, s.renameFrom)
	mcp.AddTool(srv, &mcp.Tool{Name: "rename_to"}, s.renameTo)
	mcp.AddTool(srv, &mcp.Tool{Name: "ioutil_write"}, s.ioutilWrite)
	mcp.AddTool(srv, &mcp.Tool{Name: "walk"}, s.walk)
	mcp.AddTool(srv, &mcp.Tool{Name: "walk_info"}, s.walkInfo)
}
