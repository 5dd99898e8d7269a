// Package anypath is a file server whose tools take any path: none of
// them checks one, so reading, writing or removing the file the model
// names is each tool's job, and nothing is reported.
package anypath

import (
	"context"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// PathIn is one path.
type PathIn struct {
	Path string `json:"path"`
}

// ModeIn is a path and a mode of a closed set.
type ModeIn struct {
	Path string `json:"path"`
	Mode string `json:"mode"`
}

// Out is a result.
type Out struct {
	Text string `json:"text"`
}

func readFile(_ context.Context, _ *mcp.CallToolRequest, in PathIn) (*mcp.CallToolResult, Out, error) {
	data, err := os.ReadFile(in.Path)
	return nil, Out{Text: string(data)}, err
}

func deleteFile(_ context.Context, _ *mcp.CallToolRequest, in PathIn) (*mcp.CallToolResult, Out, error) {
	return nil, Out{Text: "deleted"}, os.Remove(in.Path)
}

// writeFile checks its mode against constants: a closed set of values,
// not a folder the paths are held to.
func writeFile(_ context.Context, _ *mcp.CallToolRequest, in ModeIn) (*mcp.CallToolResult, Out, error) {
	if in.Mode != "append" && in.Mode != "truncate" {
		return nil, Out{}, os.ErrInvalid
	}
	flag := os.O_WRONLY | os.O_CREATE | os.O_TRUNC
	if in.Mode == "append" {
		flag = os.O_WRONLY | os.O_CREATE | os.O_APPEND
	}
	f, err := os.OpenFile(in.Path, flag, 0o600)
	if err != nil {
		return nil, Out{}, err
	}
	return nil, Out{Text: "written"}, f.Close()
}

// Register adds the tools.
func Register(srv *mcp.Server) {
	mcp.AddTool(srv, &mcp.Tool{Name: "read_file", Description: "Reads any file."}, readFile)
	mcp.AddTool(srv, &mcp.Tool{Name: "delete_file", Description: "Deletes any file."}, deleteFile)
	mcp.AddTool(srv, &mcp.Tool{Name: "write_file", Description: "Writes any file."}, writeFile)
}
