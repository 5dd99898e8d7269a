// Package a shows types that refer to themselves (flagged) and types that
// only look as if they do (not flagged).
package a

import (
	"context"

	"github.com/mcpvet/mcpvet/runtime"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Node refers to itself through a slice of pointers.
type Node struct {
	Name     string  `json:"name"`
	Children []*Node `json:"children"` // want `OMCG0006: tree: In.Root.Children\[\] -> Node: type a.Node refers to itself`
}

type In struct {
	Root Node `json:"root"`
}

// A and B refer to each other.
type A struct {
	B *B `json:"b"`
}

type B struct {
	Back map[string]A `json:"back"` // want `OMCG0006: ab: A.B.Back\{\} -> A: type a.A refers to itself`
}

// Tree holds two Leaf values: the same type twice is not a cycle.
type Tree struct {
	Left, Right Leaf
}

type Leaf struct{ V int }

// Custom refers to itself but writes its own JSON: not a cycle on the wire.
type Custom struct {
	Next *Custom
}

func (c *Custom) MarshalJSON() ([]byte, error) { return []byte(`"x"`), nil }
func (c *Custom) UnmarshalJSON(b []byte) error { return nil }

type Out struct{}

func h[I any](ctx context.Context, req *mcp.CallToolRequest, in I) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func Register(s *mcp.Server) {
	runtime.AddTool(s, &mcp.Tool{Name: "tree"}, h[In])
	runtime.AddTool(s, &mcp.Tool{Name: "ab"}, h[A])
	runtime.AddTool(s, &mcp.Tool{Name: "leaves"}, h[Tree])
	runtime.AddTool(s, &mcp.Tool{Name: "custom"}, h[struct{ C Custom }])
}
