// Package elements registers go-sdk tools over a lister that returns a
// list of structs built one by one: each session's ID is a folder name
// the lister read from the data folder, its Project the model's
// argument. A field of an element is what was stored in that field, not
// every field of every element: a tool that writes under each session's
// ID writes inside the data folder whatever the project, and a tool that
// writes a file named by the project does not.
package elements

import (
	"context"
	"os"
	"path/filepath"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Project string `json:"project"`
}

type Out struct {
	Count int `json:"count"`
}

// Session is one session the lister found.
type Session struct {
	ID      string
	Project string
}

// Data is the folder of the sessions, one sub-folder each.
var Data = "/srv/sessions"

// sessions lists the sessions of the data folder, each tagged with the
// project it was asked for.
func sessions(project string) ([]Session, error) {
	dirs, err := os.ReadDir(Data)
	if err != nil {
		return nil, err
	}
	var out []Session
	for _, d := range dirs {
		if !d.IsDir() {
			continue
		}
		s := Session{ID: d.Name(), Project: project}
		out = append(out, s)
	}
	if len(out) > 10 {
		out = out[:10]
	}
	return out, nil
}

// sessionRefs is sessions as pointers.
func sessionRefs(project string) ([]*Session, error) {
	dirs, err := os.ReadDir(Data)
	if err != nil {
		return nil, err
	}
	var out []*Session
	for _, d := range dirs {
		if d.IsDir() {
			out = append(out, &Session{ID: d.Name(), Project: project})
		}
	}
	return out, nil
}

// Not flagged: each mark goes in a session's own folder.
func Mark(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	list, err := sessions(in.Project)
	if err != nil {
		return nil, Out{}, err
	}
	for _, s := range list {
		if err := os.WriteFile(filepath.Join(Data, s.ID, "seen"), []byte(s.Project), 0o600); err != nil {
			return nil, Out{}, err
		}
	}
	return nil, Out{Count: len(list)}, nil
}

// Not flagged: as Mark, through pointers.
func MarkRefs(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	list, err := sessionRefs(in.Project)
	if err != nil {
		return nil, Out{}, err
	}
	for _, s := range list {
		if err := os.WriteFile(filepath.Join(Data, s.ID, "seen-ref"), []byte(s.Project), 0o600); err != nil {
			return nil, Out{}, err
		}
	}
	return nil, Out{Count: len(list)}, nil
}

// Flagged: the index file is named by the project.
func Index(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	list, err := sessions(in.Project)
	if err != nil {
		return nil, Out{}, err
	}
	for _, s := range list {
		if err := os.WriteFile(filepath.Join(Data, s.Project+".index"), []byte(s.ID), 0o600); err != nil { // want `OMCG0029: tool "index": argument "project" can leave the base folder its path is joined to \(with "\.\."\)`
			return nil, Out{}, err
		}
	}
	return nil, Out{Count: len(list)}, nil
}

// Register adds the tools.
func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "mark"}, Mark)
	mcp.AddTool(s, &mcp.Tool{Name: "mark_refs"}, MarkRefs)
	mcp.AddTool(s, &mcp.Tool{Name: "index"}, Index)
}
