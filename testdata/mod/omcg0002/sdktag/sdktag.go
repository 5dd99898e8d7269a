// Package sdktag shows jsonschema tags the go-sdk panics on (flagged: an
// error, since mcp.AddTool panics at start-up) beside the SDK's convention,
// where the whole tag is the description (not flagged).
package sdktag

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Qty  int    `json:"qty" jsonschema:"minimum=1"`               // want `OMCG0002: tags: In.Qty: the jsonschema tag "minimum=1" of field Qty begins with WORD=`
	Name string `json:"name" jsonschema:""`                       // want `OMCG0002: tags: In.Name: the jsonschema tag of field Name is empty`
	City string `json:"city" jsonschema:"the city, e.g. Lyon=FR"` // not flagged: a description; '=' after a space is fine
}

type Out struct{}

func h(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "tags"}, h)
}
