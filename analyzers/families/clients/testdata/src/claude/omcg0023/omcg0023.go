// Package omcg0023 is held to Claude's limits alone (-clients=claude): the
// input root with anyOf is reported, Gemini's type array is not.
package omcg0023

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Limit *int `json:"limit"` // not flagged: only Gemini refuses the type array
}

type Out struct {
	N int `json:"n"`
}

func get(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func raw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "get"}, get)
	s.AddTool(&mcp.Tool{Name: "lookup", InputSchema: json.RawMessage(`{"type":"object","anyOf":[{"required":["id"]}]}`)}, raw) // want `OMCG0023: lookup: the input schema has anyOf at its root: the Anthropic API rejects the tool list`
}
