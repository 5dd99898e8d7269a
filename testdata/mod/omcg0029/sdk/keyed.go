package sdk

import (
	"context"
	"os"
	"path/filepath"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0029/store"
)

// Tools whose In is the arguments by key, read with a helper that takes
// the key (store.RequiredParam) or with one of this package that passes
// its own key on.

// optional reads key k, "" when it is missing: the key is its caller's.
func optional(args map[string]any, k string) string {
	v, _ := store.RequiredParam[string](args, k)
	return v
}

func (s *Notes) keyed(ctx context.Context, req *mcp.CallToolRequest, args map[string]any) (*mcp.CallToolResult, Out, error) {
	name, err := store.RequiredParam[string](args, "name")
	if err != nil {
		return nil, Out{}, err
	}
	b, err := os.ReadFile(filepath.Join(s.dir, name)) // want `OMCG0029: tool "read_keyed": argument "name" .*: read_keyed: argument name → \(\*Notes\).keyed → store.RequiredParam → os.ReadFile;`
	return nil, Out{Text: string(b)}, err
}

func (s *Notes) keyedTwice(ctx context.Context, req *mcp.CallToolRequest, args map[string]any) (*mcp.CallToolResult, Out, error) {
	b, err := os.ReadFile(filepath.Join(s.dir, optional(args, "file"))) // want `OMCG0029: tool "read_keyed_twice": argument "file" .*: read_keyed_twice: argument file → \(\*Notes\).keyedTwice → optional → store.RequiredParam → os.ReadFile;`
	return nil, Out{Text: string(b)}, err
}

// ---- Not flagged. ----

// The key's value is checked before the join.
func (s *Notes) keyedChecked(ctx context.Context, req *mcp.CallToolRequest, args map[string]any) (*mcp.CallToolResult, Out, error) {
	name, err := store.RequiredParam[string](args, "name")
	if err != nil {
		return nil, Out{}, err
	}
	if !filepath.IsLocal(name) {
		return nil, Out{}, os.ErrPermission
	}
	b, err := os.ReadFile(filepath.Join(s.dir, name))
	return nil, Out{Text: string(b)}, err
}

// Only the base name of the argument is joined.
func (s *Notes) keyedBase(ctx context.Context, req *mcp.CallToolRequest, args map[string]any) (*mcp.CallToolResult, Out, error) {
	b, err := os.ReadFile(filepath.Join(s.dir, filepath.Base(optional(args, "name"))))
	return nil, Out{Text: string(b)}, err
}

// RegisterKeyed registers the tools whose In is a map (the escape test
// calls them).
func RegisterKeyed(s *mcp.Server, n *Notes) {
	mcp.AddTool(s, &mcp.Tool{Name: "read_keyed"}, n.keyed)
	mcp.AddTool(s, &mcp.Tool{Name: "read_keyed_twice"}, n.keyedTwice)
	mcp.AddTool(s, &mcp.Tool{Name: "read_keyed_checked"}, n.keyedChecked)
	mcp.AddTool(s, &mcp.Tool{Name: "read_keyed_base"}, n.keyedBase)
}
