// Package sdk shows what the go-sdk's own inference panics on at
// mcp.AddTool (flagged), beside what the SDK accepts or does not infer
// (not flagged).
package sdk

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Out struct {
	OK bool `json:"ok"`
}

type Scores struct {
	ByID map[int]string `json:"by_id"` // want `OMCG0002: scores: Scores.ByID: map key type int is neither of string kind nor an encoding.TextMarshaler; jsonschema-go fails with "unsupported map key type", so mcp.AddTool panics`
}

type Hooks struct {
	Done chan bool `json:"done"` // want `OMCG0002: hooks: Hooks.Done: jsonschema-go cannot infer a schema for chan bool`
}

// Fine is accepted by the SDK: not flagged.
type Fine struct {
	ByName map[string]int `json:"by_name"`
	Hidden chan bool      `json:"-"`
}

// Given has what the SDK's inference panics on, but its tool gives the
// input schema, which mcp.AddTool then does not infer: not flagged.
type Given struct {
	ByID map[int]string `json:"by_id"`
}

func h[I any](ctx context.Context, req *mcp.CallToolRequest, in I) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

var givenSchema = map[string]any{"type": "object", "properties": map[string]any{"by_id": map[string]any{"type": "object"}}}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "scores"}, h[Scores])
	mcp.AddTool(s, &mcp.Tool{Name: "hooks"}, h[Hooks])
	mcp.AddTool(s, &mcp.Tool{Name: "fine"}, h[Fine])
	mcp.AddTool(s, &mcp.Tool{Name: "given", InputSchema: givenSchema}, h[Given])
	mcp.AddTool(s, &mcp.Tool{Name: "echo"}, h[string]) // want `OMCG0002: echo: string: the go-sdk infers type "string" for In = string, but AddTool requires an input schema of type "object"`
}
