// Package paths has one pointer field that a tool reaches by three
// property paths (a struct used in three lists): one finding, worded for
// the first path, the others in its related locations.
package paths

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Access struct {
	Level *int `json:"level"` // want `OMCG0023: protect: input property "delete.\[\].level" has "type": \["null","integer"\]: Gemini takes one type per schema`
}

type In struct {
	Push   []Access `json:"push"`   // want `OMCG0023: protect: input property "push" has`
	Merge  []Access `json:"merge"`  // want `OMCG0023: protect: input property "merge" has`
	Delete []Access `json:"delete"` // want `OMCG0023: protect: input property "delete" has`
}

type Out struct {
	OK bool `json:"ok"`
}

func protect(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "protect"}, protect)
}
