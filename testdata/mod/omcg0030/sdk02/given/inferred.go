package given

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// ListedInferred is the input schema list_inferred lists: the go-sdk
// v0.2.0's own inference of Walk (jsonschema.For[Walk](), no options),
// with one description the code sets after it.
const ListedInferred = `{"type":"object","required":["root","depth"],"properties":{"depth":{"type":"integer","description":"How deep."},"root":{"type":"string"}},"additionalProperties":{"not":{}}}`

type Walk struct {
	Root  string `json:"root"`
	Depth int    `json:"depth"`
}

func walk(ctx context.Context, ss *mcp.ServerSession, params *mcp.CallToolParamsFor[Walk]) (*mcp.CallToolResultFor[any], error) {
	return &mcp.CallToolResultFor[any]{}, nil
}

// RegisterInferred adds list_inferred, its schema held in a local the
// inference's two results are assigned to.
func RegisterInferred(s *mcp.Server) {
	walkSchema, err := jsonschema.For[Walk]()
	if err != nil {
		panic(fmt.Sprintf("schema of Walk: %v", err))
	}
	walkSchema.Properties["depth"].Description = "How deep."
	mcp.AddTool(s, &mcp.Tool{Name: "list_inferred", InputSchema: walkSchema}, walk)
}

// ListedTyped is the input schema list_typed lists: the go-sdk v0.2.0's
// inference of Find for its typed handler, which mcpvet lists as the
// SDK does (a slice a plain array, the schema that validates nothing
// {"not":{}}).
const ListedTyped = `{"type":"object","required":["names"],"properties":{"depth":{"type":"integer"},"names":{"type":"array","items":{"type":"string"}}},"additionalProperties":{"not":{}}}`

type Find struct {
	Names []string `json:"names"`
	Depth int      `json:"depth,omitempty"`
}

func find(ctx context.Context, ss *mcp.ServerSession, params *mcp.CallToolParamsFor[Find]) (*mcp.CallToolResultFor[any], error) {
	return &mcp.CallToolResultFor[any]{}, nil
}

// RegisterTyped adds list_typed, whose schema the SDK infers.
func RegisterTyped(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "list_typed"}, find)
}
