// Package wrapped registers with mcp.AddTool through a generic wrapper:
// In and Out come from the wrapper's instantiation, and the go-sdk's
// reading of them is checked at the call.
package wrapped

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Q string `json:"q"`
}

type Out struct {
	Data []byte `json:"data"` // want `OMCG0014: get: Out.Data: the go-sdk infers an array of integers for \[\]uint8, but encoding/json writes a base64 string`
}

type Plain struct {
	Text string `json:"text"`
}

func get(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func plain(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Plain, error) {
	return nil, Plain{}, nil
}

// addTool is the server's own registration helper.
func addTool[In, Out any](s *mcp.Server, name string, h mcp.ToolHandlerFor[In, Out]) {
	mcp.AddTool(s, &mcp.Tool{Name: name}, h)
}

func Register(s *mcp.Server) {
	addTool(s, "get", get)
	addTool(s, "plain", plain) // not flagged
}
