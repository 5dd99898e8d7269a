// Package wrapped registers through a generic wrapper: an argument type
// with no schema is reported as it is for a direct registration.
package wrapped

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Done chan bool `json:"done"` // want `OMCG0002: watch: In.Done: jsonschema-go cannot infer a schema for chan bool`
}

type OK struct {
	Q string `json:"q"`
}

func watch(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func fine(ctx context.Context, req *mcp.CallToolRequest, in OK) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func addTool[In, Out any](s *mcp.Server, name string, h mcp.ToolHandlerFor[In, Out]) {
	mcp.AddTool(s, &mcp.Tool{Name: name}, h)
}

func Register(s *mcp.Server) {
	addTool(s, "watch", watch)
	addTool(s, "fine", fine) // not flagged
}
