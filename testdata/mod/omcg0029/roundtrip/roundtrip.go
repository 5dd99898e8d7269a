// Package roundtrip decodes an mcp-go tool's arguments into a struct with
// a JSON round trip in a helper of its own (json.Marshal of the arguments,
// then json.Unmarshal into the value the caller passes): the struct's
// fields are the arguments by their JSON names, as BindArguments would
// make them.
package roundtrip

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// decodeParams decodes args into out.
func decodeParams(args any, out any) error {
	data, err := json.Marshal(args)
	if err != nil {
		return err
	}
	return json.Unmarshal(data, out)
}

// ReadParams are read_note's arguments.
type ReadParams struct {
	Name  string `json:"name"`
	Lines int    `json:"lines,omitempty"`
}

// Notes serves the notes of a folder.
type Notes struct{ Root string }

func (n *Notes) read(_ context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var p ReadParams
	if err := decodeParams(request.GetArguments(), &p); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	b, err := os.ReadFile(filepath.Join(n.Root, p.Name)) // want `tool "read_note": argument "name" can leave the base folder its path is joined to`
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

func (n *Notes) readLocal(_ context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var p ReadParams
	if err := decodeParams(request.GetArguments(), &p); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if !filepath.IsLocal(p.Name) {
		return mcp.NewToolResultError("not a local name"), nil
	}
	b, err := os.ReadFile(filepath.Join(n.Root, p.Name))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

// Register adds the tools.
func (n *Notes) Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("read_note", mcp.WithString("name", mcp.Required())), n.read)
	s.AddTool(mcp.NewTool("read_note_local", mcp.WithString("name", mcp.Required())), n.readLocal)
}
