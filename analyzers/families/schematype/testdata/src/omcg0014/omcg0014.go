// Package omcg0014 shows types whose go-sdk schema disagrees with
// encoding/json: flagged when registered with mcp.AddTool, not flagged for
// a //mcp:tool tool (whose schemas follow encoding/json) or when the types
// have no such disagreement.
package omcg0014

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Q string `json:"q"`
}

type Out struct {
	Data  []byte        `json:"data"`         // want `OMCG0014: get: Out.Data: the go-sdk infers an array of integers for \[\]uint8, but encoding/json writes a base64 string.*; use runtime.AddTool`
	Count int           `json:"count,string"` // want `OMCG0014: get: Out.Count: the go-sdk ignores the json option ",string"`
	Meta  `json:"meta"` // want `OMCG0014: get: Out.Meta: the go-sdk flattens the fields of embedded omcg0014.Meta`
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

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "get"}, get)
	mcp.AddTool(s, &mcp.Tool{Name: "plain"}, plain)
}

// Get is a //mcp:tool tool with the same output: mcpvet's schema follows
// encoding/json, so not flagged.
//
//mcp:tool
func Get(ctx context.Context, in In) (Out, error) { return Out{}, nil }
