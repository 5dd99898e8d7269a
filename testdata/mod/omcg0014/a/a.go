// Package a shows types whose go-sdk schema disagrees with encoding/json:
// flagged when registered with mcp.AddTool, not flagged with mcpvet's
// runtime.AddTool (whose schemas follow encoding/json) or when the types
// have no such disagreement.
package a

import (
	"context"
	"encoding/json"

	"github.com/google/uuid"
	"github.com/mcpvet/mcpvet/runtime"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Q string `json:"q"`
}

type Out struct {
	Data  []byte          `json:"data"`         // want `OMCG0014: get: Out.Data: the go-sdk infers an array of integers for \[\]uint8, but encoding/json writes a base64 string`
	ID    uuid.UUID       `json:"id"`           // want `OMCG0014: get: Out.ID: the go-sdk infers the Go shape of uuid.UUID \(an array of 16 integers\)`
	Raw   json.RawMessage `json:"raw"`          // want `OMCG0014: get: Out.Raw: the go-sdk infers an array of integers for json.RawMessage`
	Count int             `json:"count,string"` // want `OMCG0014: get: Out.Count: the go-sdk ignores the json option ",string"`
	Meta  `json:"meta"`   // want `OMCG0014: get: Out.Meta: the go-sdk flattens the fields of embedded a.Meta`
}

type Meta struct {
	Author string `json:"author"`
}

// Plain has nothing the SDK reads differently: not flagged.
type Plain struct {
	Title string   `json:"title"`
	Tags  []string `json:"tags"`
	Meta  Meta     `json:"meta"`
}

func get(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func plain(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Plain, error) {
	return nil, Plain{}, nil
}

// Blob would be misread by the SDK's inference, but its tool gives the
// output schema, which mcp.AddTool then does not infer: not flagged.
type Blob struct {
	Data []byte `json:"data"`
}

func blob(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Blob, error) {
	return nil, Blob{}, nil
}

var blobSchema = json.RawMessage(`{"type":"object","properties":{"data":{"type":"string","contentEncoding":"base64"}}}`)

func Register(s, t *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "get"}, get)
	mcp.AddTool(s, &mcp.Tool{Name: "plain"}, plain)
	mcp.AddTool(s, &mcp.Tool{Name: "blob", OutputSchema: blobSchema}, blob)
	runtime.AddTool(t, &mcp.Tool{Name: "get"}, get) // not flagged: mcpvet's schema follows encoding/json
}
