// Package calls registers go-sdk tools whose names the MCP spec does not
// allow (flagged, with the nearest valid name as a fix where the name is
// written here), beside valid names.
package calls

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Q string `json:"q"`
}

type Out struct {
	N int `json:"n"`
}

func handle(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func raw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

// A constant of this package: reported (and fixed) at its declaration,
// once, although two tools use it.
const spaced = "list cases" // want `OMCG0008: tool name "list cases" is not valid: ' ' is not allowed \(use letters, digits, '_', '-', '.'\)`

const prefix = "case"

func register(s *mcp.Server, admin *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "get docket"}, handle) // want `OMCG0008: tool name "get docket" is not valid: ' ' is not allowed \(use letters, digits, '_', '-', '.'\)`
	mcp.AddTool(s, &mcp.Tool{Name: "a/b:c"}, handle)      // want `OMCG0008: tool name "a/b:c" is not valid: '/' and ':' are not allowed`
	mcp.AddTool(s, &mcp.Tool{Name: spaced}, handle)
	mcp.AddTool(admin, &mcp.Tool{Name: spaced}, handle)
	mcp.AddTool(s, &mcp.Tool{Name: "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"}, handle) // want `OMCG0008: tool name "x{130}" is not valid: it is 130 characters long \(at most 128\)`

	// Empty names: reported, with no fix.
	s.AddTool(&mcp.Tool{Name: ""}, raw) // want `OMCG0008: tool name "" is not valid: it is empty \(give the tool a name\)`

	// A constant expression cannot be edited here: reported where the
	// name is used, with no fix.
	mcp.AddTool(s, &mcp.Tool{Name: prefix + " search"}, handle) // want `OMCG0008: tool name "case search" is not valid: ' ' is not allowed`

	// Not flagged: valid names.
	mcp.AddTool(s, &mcp.Tool{Name: "get_docket"}, handle)
	mcp.AddTool(s, &mcp.Tool{Name: "docs.search-v2"}, handle)
}
