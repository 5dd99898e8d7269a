// Package sdk shows recursion as the go-sdk's inference sees it: it
// panics on a defined type met again on its own path (flagged), but never
// follows a json:"-" field (not flagged).
package sdk

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Node struct {
	Name     string  `json:"name"`
	Children []*Node `json:"children"` // want `OMCG0006: tree: Node.Children\[\]: sdk.Node refers to itself; jsonschema-go fails with "cycle detected for type sdk.Node", so mcp.AddTool panics`
}

// Linked hides its recursion from the wire: not flagged.
type Linked struct {
	Value int     `json:"value"`
	Next  *Linked `json:"-"`
}

type Out struct{}

func h[I any](ctx context.Context, req *mcp.CallToolRequest, in I) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "tree"}, h[Node])
	mcp.AddTool(s, &mcp.Tool{Name: "linked"}, h[Linked])
}
