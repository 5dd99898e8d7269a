// Package anytrue has schemas with true in them: a property whose whole
// schema is true is flagged; a map of any (an object whose
// additionalProperties is true) is not.
package anytrue

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Query   string         `json:"query"`
	Filters map[string]any `json:"filters,omitempty"`
	Value   any            `json:"value"` // want `OMCG0014: set: In.Value: the go-sdk infers the bare schema true \(any value\) for interface \{\}; some clients reject a schema that is not an object`
}

type Out struct {
	Fields map[string]any `json:"fields,omitempty"`
}

func set(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "set"}, set)
}
