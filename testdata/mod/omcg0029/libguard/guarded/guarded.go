// Package guarded checks one tool's path against ".." itself: that is
// the folder the server means to hold paths to, and a tool beside it that
// reads a whole path without the check is reported.
package guarded

import (
	"context"
	"errors"
	"os"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Path string `json:"path"`
}

type Out struct {
	Text string `json:"text"`
}

func Guarded(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "checked_file"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		if strings.Contains(in.Path, "..") {
			return nil, Out{}, errors.New("no")
		}
		b, err := os.ReadFile(in.Path)
		return nil, Out{Text: string(b)}, err
	})
	mcp.AddTool(s, &mcp.Tool{Name: "unchecked_file"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		b, err := os.ReadFile(in.Path) // want `OMCG0029: tool "unchecked_file": argument "path" reaches os.ReadFile without the folder check the server makes on "path" of tool "checked_file"`
		return nil, Out{Text: string(b)}, err
	})
}
