// Package tilde has a tool that expands "~/" to the home folder and takes
// any other path as it is: the prefix check is a branch, not a refusal,
// and the tool's job is a whole path (not flagged).
package tilde

import (
	"context"
	"os"
	"path/filepath"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Path string `json:"path"`
}

// expand replaces a leading "~/" with the home folder.
func expand(p string) string {
	if strings.HasPrefix(p, "~/") {
		if home, err := os.UserHomeDir(); err == nil {
			return filepath.Join(home, p[2:])
		}
	}
	return p
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "read_key"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		b, err := os.ReadFile(expand(in.Path))
		return nil, string(b), err
	})
}
