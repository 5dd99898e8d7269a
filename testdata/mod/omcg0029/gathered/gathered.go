// Package gathered gathers an mcp-go tool's arguments into one struct in
// a helper, field by field, and hands the struct whole to a writer behind
// an interface: the note's name reaches the file's path, its text only
// the file's content. The same helper's twin returns the two as two
// results. Only the name is flagged; the twin that checks it is not.
package gathered

import (
	"context"
	"errors"
	"os"
	"path/filepath"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Input is a note to write.
type Input struct {
	Name string
	Text string
	Mode os.FileMode
}

// resolve reads the arguments into an Input.
func resolve(req mcp.CallToolRequest) (Input, error) {
	in := Input{Mode: 0o600}
	if text, ok := req.GetArguments()["text"].(string); ok {
		in.Text = text
	}
	if name, ok := req.GetArguments()["name"].(string); ok && name != "" {
		in.Name = name
	} else {
		in.Name = "note.txt"
	}
	if in.Text == "" {
		return in, errors.New("text is empty")
	}
	return in, nil
}

// parts reads the same two arguments as two results.
func parts(req mcp.CallToolRequest) (string, string) {
	return mcp.ParseString(req, "text", ""), mcp.ParseString(req, "name", "note.txt")
}

type writer interface {
	write(in Input) error
}

// folder writes notes into its root.
type folder struct{ root string }

func (f folder) write(in Input) error {
	return os.WriteFile(filepath.Join(f.root, in.Name), []byte(in.Text), in.Mode) // want `tool "write_note": argument "name" can leave the base folder its path is joined to`
}

// Notes serves a folder of notes.
type Notes struct {
	Root string
	w    writer
}

func (n *Notes) writeNote(_ context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	in, err := resolve(req)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if err := n.w.write(in); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("written"), nil
}

func (n *Notes) writeLocal(_ context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text, name := parts(req)
	if !filepath.IsLocal(name) {
		return mcp.NewToolResultError("not a local name"), nil
	}
	if err := os.WriteFile(filepath.Join(n.Root, name), []byte(text), 0o600); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("written"), nil
}

func (n *Notes) appendNote(_ context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text, name := parts(req)
	f, err := os.OpenFile(filepath.Join(n.Root, name), os.O_APPEND|os.O_WRONLY, 0) // want `tool "append_note": argument "name" can leave the base folder its path is joined to`
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	defer f.Close()
	if _, err := f.WriteString(text); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("appended"), nil
}

// Register adds the tools.
func (n *Notes) Register(s *server.MCPServer) {
	n.w = folder{root: n.Root}
	s.AddTool(mcp.NewTool("write_note", mcp.WithString("name"), mcp.WithString("text", mcp.Required())), n.writeNote)
	s.AddTool(mcp.NewTool("write_note_local", mcp.WithString("name"), mcp.WithString("text", mcp.Required())), n.writeLocal)
	s.AddTool(mcp.NewTool("append_note", mcp.WithString("name"), mcp.WithString("text", mcp.Required())), n.appendNote)
}
