// Package listing registers tools whose listing `mcpvet schema` must show
// as the SDKs serve it: an mcp.AddTool In of exactly any (an empty
// object), an input schema given as constant JSON text (as written, for
// mcp.AddTool and runtime.AddTool alike). internal/genload's test
// registers the same tools on a real server and compares.
package listing

import (
	"context"
	"encoding/json"

	"github.com/mcpvet/mcpvet/runtime"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Note struct {
	Text string `json:"text"`
}

const NoteSchema = `{"type":"object","properties":{"text":{"type":"string","maxLength":280}},"required":["text"]}`

func anyIn(ctx context.Context, req *mcp.CallToolRequest, in any) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func note(ctx context.Context, req *mcp.CallToolRequest, in Note) (*mcp.CallToolResult, Note, error) {
	return nil, in, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "any_in"}, anyIn)
	mcp.AddTool(s, &mcp.Tool{Name: "given_text", InputSchema: json.RawMessage(NoteSchema)}, note)
	runtime.AddTool(s, &mcp.Tool{Name: "runtime_given", InputSchema: json.RawMessage(NoteSchema)}, note)
}
