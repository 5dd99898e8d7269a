// Command good is bad with every mistake corrected: mcpvet reports nothing.
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Out struct {
	OK bool `json:"ok"`
}

// Node is flat: children refer to their parent by ID.
type Node struct {
	ID     string `json:"id"`
	Parent string `json:"parent,omitempty"`
}

type TreeIn struct {
	Nodes []Node `json:"nodes"`
}

// treeSchema is TreeIn's schema as the go-sdk infers it, with nodes a
// plain array.
const treeSchema = `{"type":"object","properties":{"nodes":{"type":"array","items":{"type":"object","properties":{"id":{"type":"string"},"parent":{"type":"string"}},"required":["id"],"additionalProperties":false}}},"required":["nodes"],"additionalProperties":false}`

type ScoresIn struct {
	Scores map[string]string `json:"scores"`
}

type FlagIn struct {
	Done bool `json:"done"`
}

type TagIn struct {
	Qty int `json:"qty" jsonschema:"the quantity, at least 1"`
}

type FactsOut struct {
	Data  string `json:"data"`
	ID    string `json:"id"`
	Count int    `json:"count"`
	Meta  Meta   `json:"meta"`
}

type Meta struct {
	Author string `json:"author"`
}

type In struct {
	Q string `json:"q"`
}

func handler[I, O any](ctx context.Context, req *mcp.CallToolRequest, in I) (*mcp.CallToolResult, O, error) {
	var out O
	return nil, out, nil
}

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "good", Version: "v0.0.1"}, nil)
	// Given, not inferred: the go-sdk infers "type": ["null","array"] for
	// a slice, which Gemini refuses (OMCG0023).
	mcp.AddTool(s, &mcp.Tool{Name: "tree", InputSchema: json.RawMessage(treeSchema)}, handler[TreeIn, Out])
	mcp.AddTool(s, &mcp.Tool{Name: "scores"}, handler[ScoresIn, Out])
	mcp.AddTool(s, &mcp.Tool{Name: "flag"}, handler[FlagIn, Out])
	mcp.AddTool(s, &mcp.Tool{Name: "tag"}, handler[TagIn, Out])
	mcp.AddTool(s, &mcp.Tool{Name: "echo"}, handler[In, Out])
	mcp.AddTool(s, &mcp.Tool{Name: "get_docket"}, handler[In, Out])
	mcp.AddTool(s, &mcp.Tool{Name: "search"}, handler[In, Out])
	mcp.AddTool(s, &mcp.Tool{Name: "facts"}, handler[In, FactsOut])
	fmt.Fprintln(os.Stderr, "registered")
	_ = os.Args
}
