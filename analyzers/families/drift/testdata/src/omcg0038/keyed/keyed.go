// Package keyed requires an unlisted argument of a go-sdk tool with a
// raw handler, through reader helpers that take the key
// (testdata/mod/omcg0038/keyedbad and keyedgood).
package keyed

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"omcg0038/helpers"
)

func Register(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "owner", InputSchema: json.RawMessage(`{"type":"object","properties":{"owner":{"type":"string"}},"required":["owner"]}`)}, owner)
	s.AddTool(&mcp.Tool{Name: "owner_ok", InputSchema: json.RawMessage(`{"type":"object","properties":{"owner":{"type":"string"}},"required":["owner"]}`)}, ownerOK)
}

// required wraps the other package's helper: the key is still its
// caller's.
func required(args map[string]any, key string) (string, error) {
	return helpers.Param[string](args, key)
}

func owner(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args map[string]any
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return nil, err
	}
	o, err := required(args, "user") // want `OMCG0038: tool "owner": the handler requires argument "user" \(GetArguments\(\)\["user"\], through required → Param\)`
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: o}}}, nil
}

// ---- Not flagged. ----

func ownerOK(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args map[string]any
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return nil, err
	}
	o, err := required(args, "owner")
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: o}}}, nil
}
