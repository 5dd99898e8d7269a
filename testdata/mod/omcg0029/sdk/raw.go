package sdk

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0029/store"
)

// Raw handlers ((*mcp.Server).AddTool): the arguments are the request's
// Params.Arguments, decoded by the handler.

func text(s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: s}}}
}

// failed is a tool error: a raw handler's Go error is a protocol error
// instead.
func failed(err error) (*mcp.CallToolResult, error) {
	r := text(err.Error())
	r.IsError = true
	return r, nil
}

func (s *Notes) rawRead(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args map[string]any
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return failed(err)
	}
	name, _ := args["name"].(string)
	b, err := os.ReadFile(filepath.Join(s.dir, name)) // want `OMCG0029: tool "read_raw": argument "name" .*: read_raw: argument name → \(\*Notes\).rawRead → os.ReadFile;`
	if err != nil {
		return failed(err)
	}
	return text(string(b)), nil
}

func (s *Notes) rawKeyed(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args map[string]any
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return failed(err)
	}
	name, err := store.RequiredParam[string](args, "name")
	if err != nil {
		return failed(err)
	}
	b, err := os.ReadFile(filepath.Join(s.dir, name)) // want `OMCG0029: tool "read_raw_keyed": argument "name" .*: read_raw_keyed: argument name → \(\*Notes\).rawKeyed → store.RequiredParam → os.ReadFile;`
	if err != nil {
		return failed(err)
	}
	return text(string(b)), nil
}

// ---- Not flagged. ----

// Decoded into a struct (its field holds the argument "name"): only the
// last element of the name is used.
func (s *Notes) rawStruct(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var in In
	if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
		return failed(err)
	}
	b, err := os.ReadFile(filepath.Join(s.dir, filepath.Base(in.Name)))
	if err != nil {
		return failed(err)
	}
	return text(string(b)), nil
}

func (s *Notes) rawChecked(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args map[string]any
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return failed(err)
	}
	name, _ := args["name"].(string)
	if !filepath.IsLocal(name) {
		return failed(os.ErrPermission)
	}
	b, err := os.ReadFile(filepath.Join(s.dir, name))
	if err != nil {
		return failed(err)
	}
	return text(string(b)), nil
}

var anyObject = json.RawMessage(`{"type":"object"}`)

// RegisterRaw registers the raw handlers (the escape test calls them).
func RegisterRaw(s *mcp.Server, n *Notes) {
	s.AddTool(&mcp.Tool{Name: "read_raw", InputSchema: anyObject}, n.rawRead)
	s.AddTool(&mcp.Tool{Name: "read_raw_keyed", InputSchema: anyObject}, n.rawKeyed)
	s.AddTool(&mcp.Tool{Name: "read_raw_struct", InputSchema: anyObject}, n.rawStruct)
	s.AddTool(&mcp.Tool{Name: "read_raw_checked", InputSchema: anyObject}, n.rawChecked)
}
