// Package given registers a tool with the go-sdk v0.2.0 whose input
// schema the code gives, in the go-sdk's own jsonschema package of that
// release: mcpvet folds it for the listing as the library writes it
// (Type under "type", by the Schema's MarshalJSON).
package given

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Listed is the input schema the tool lists, as both mcpvet's listing
// (internal/genload's TestOldSDKGivenSchema) and this module's test,
// through v0.2.0's own client, read it.
const Listed = `{"type":"object","required":["path"],"properties":{"path":{"type":"string","description":"A folder."}}}`

type In struct {
	Path string `json:"path"`
}

func list(ctx context.Context, ss *mcp.ServerSession, params *mcp.CallToolParamsFor[In]) (*mcp.CallToolResultFor[any], error) {
	return &mcp.CallToolResultFor[any]{}, nil
}

// Register adds the tool.
func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{
		Name: "list_given",
		InputSchema: &jsonschema.Schema{
			Type:       "object",
			Required:   []string{"path"},
			Properties: map[string]*jsonschema.Schema{"path": {Type: "string", Description: "A folder."}},
		},
	}, list)
}
