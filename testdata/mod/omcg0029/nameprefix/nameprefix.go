// Package nameprefix checks that a rule's name starts with "rule-" before
// it joins the name to its rules folder: "rule-/../../x" starts with it
// and climbs out (flagged). The twin that also checks filepath.IsLocal
// is not. Package tilde has a branch on a prefix, which is no refusal.
package nameprefix

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Name string `json:"name"`
	Text string `json:"text"`
}

// Rules writes rules under Dir.
type Rules struct{ Dir string }

func (r *Rules) Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "install_rule"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		if !strings.HasPrefix(in.Name, "rule-") {
			return nil, nil, errors.New("a rule's name starts with rule-")
		}
		return nil, nil, os.WriteFile(filepath.Join(r.Dir, in.Name+".mdc"), []byte(in.Text), 0o644) // want `OMCG0029: tool "install_rule": argument "name" can leave the .*"rule-/\.\./\.\./etc/passwd" passes`
	})
	mcp.AddTool(s, &mcp.Tool{Name: "install_rule_local"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		if !strings.HasPrefix(in.Name, "rule-") || !filepath.IsLocal(in.Name) {
			return nil, nil, errors.New("a rule's name starts with rule- and stays in the folder")
		}
		return nil, nil, os.WriteFile(filepath.Join(r.Dir, in.Name+".mdc"), []byte(in.Text), 0o644)
	})
}
