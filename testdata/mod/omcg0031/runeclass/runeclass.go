// Package runeclass checks a ref against an allow-list of characters
// that holds "-": the check says nothing of options, and git reads
// "-x" as one (flagged).
package runeclass

import (
	"context"
	"errors"
	"os/exec"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Ref string `json:"ref"`
}

func isValidRef(v string) bool {
	for _, c := range v {
		switch {
		case c >= 'a' && c <= 'z', c >= '0' && c <= '9', c == '.' || c == '-' || c == '_':
		default:
			return false
		}
	}
	return true
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "checkout"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		if !isValidRef(in.Ref) {
			return nil, nil, errors.New("invalid ref")
		}
		out, err := exec.CommandContext(ctx, "git", "checkout", in.Ref).CombinedOutput() // want `OMCG0031: tool "checkout": argument "ref"`
		return nil, string(out), err
	})
}
