// Package libguard has a tool that reads a local file by a whole path
// (the tool's job: no base folder), beside a tool that hands a path to an
// API client of another module that refuses ".." in it. The client's
// check is the library's rule for its own remote paths, not a folder the
// server holds its inputs to: the local tool is not reported for going
// without it. The server's own check of a path (package guarded) is
// such a folder: beside it, the local tool is.
package libguard

import (
	"context"
	"os"

	"example.com/restclient"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Path string `json:"path"`
}

type Out struct {
	Text string `json:"text"`
}

func Register(s *mcp.Server, c *restclient.Client) {
	mcp.AddTool(s, &mcp.Tool{Name: "remote_file"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		text, err := c.Contents(ctx, "docs", in.Path)
		return nil, Out{Text: text}, err
	})
	mcp.AddTool(s, &mcp.Tool{Name: "local_file"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		b, err := os.ReadFile(in.Path)
		return nil, Out{Text: string(b)}, err
	})
}
