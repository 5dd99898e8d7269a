// Package wrapped names its tools through a wrapper of another package:
// a name the spec does not allow is reported at the literal the user
// wrote, with the fix.
package wrapped

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0008/wrapped/layer"
)

type In struct {
	Q string `json:"q"`
}

func handle(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func Register(s *mcp.Server) {
	layer.Add(s, layer.Spec{Name: "list cases", Title: "List cases"}, handle) // want `OMCG0008: tool name "list cases" is not valid: ' ' is not allowed`

	// Not flagged.
	layer.Add(s, layer.Spec{Name: "get_case"}, handle)
}
