// Package calls registers go-sdk and runtime tools whose names the MCP
// spec does not allow.
package calls

import (
	"context"

	"github.com/mcpvet/mcpvet/runtime"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0008/names"
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
	mcp.AddTool(s, &mcp.Tool{Name: "get docket"}, handle)       // want `OMCG0008: tool name "get docket" is not valid: ' ' is not allowed \(use letters, digits, '_', '-', '.'\)`
	mcp.AddTool(s, &mcp.Tool{Name: "a/b:c"}, handle)            // want `OMCG0008: tool name "a/b:c" is not valid: '/' and ':' are not allowed`
	mcp.AddTool(s, &mcp.Tool{Name: " fetch  docket! "}, handle) // want `OMCG0008: tool name " fetch  docket! " is not valid: ' ' and '!' are not allowed`
	mcp.AddTool(s, &mcp.Tool{Name: "get -docket"}, handle)      // want `OMCG0008: tool name "get -docket" is not valid: ' ' is not allowed`
	runtime.AddTool(s, &mcp.Tool{Name: "größe"}, handle)        // want `OMCG0008: tool name "größe" is not valid: 'ö' and 'ß' are not allowed`
	runtime.AddTool(s, &mcp.Tool{Name: `raw name`}, handle)     // want `OMCG0008: tool name "raw name" is not valid: ' ' is not allowed`
	mcp.AddTool(s, &mcp.Tool{Name: spaced}, handle)
	mcp.AddTool(admin, &mcp.Tool{Name: spaced}, handle)
	mcp.AddTool(s, &mcp.Tool{Name: "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"}, handle)   // want `OMCG0008: tool name "x{130}" is not valid: it is 130 characters long \(at most 128\)`
	mcp.AddTool(s, &mcp.Tool{Name: "yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy b"}, handle) // want `OMCG0008: tool name "y{130} b" is not valid: ' ' is not allowed \(use letters, digits, '_', '-', '.'\); it is 132 characters long \(at most 128\)`

	// In a mcp.Tool value built in the same function: the literal is fixed.
	t := &mcp.Tool{Name: "tool\twith tab", Description: "raw"} // want `OMCG0008: tool name "tool\\twith tab" is not valid: '\\t' and ' ' are not allowed`
	s.AddTool(t, raw)

	// Empty names: reported, with no fix (there is nothing to start from).
	s.AddTool(&mcp.Tool{Name: ""}, raw)               // want `OMCG0008: tool name "" is not valid: it is empty \(give the tool a name\)`
	s.AddTool(&mcp.Tool{Description: "no name"}, raw) // want `OMCG0008: tool name "" is not valid: it is empty`
	mcp.AddTool(s, &mcp.Tool{Name: "!!!"}, handle)    // want `OMCG0008: tool name "!!!" is not valid: '!' is not allowed`

	// Names that cannot be edited here: reported where the name is used,
	// with no fix.
	mcp.AddTool(s, &mcp.Tool{Name: prefix + " search"}, handle) // want `OMCG0008: tool name "case search" is not valid: ' ' is not allowed`
	mcp.AddTool(s, &mcp.Tool{Name: names.Bad}, handle)          // want `OMCG0008: tool name "bad name" is not valid: ' ' is not allowed`

	// Two names that the fix would turn into one, open_case: no fix.
	mcp.AddTool(s, &mcp.Tool{Name: "open case"}, handle)     // want `OMCG0008: tool name "open case" is not valid`
	mcp.AddTool(admin, &mcp.Tool{Name: "open/case"}, handle) // want `OMCG0008: tool name "open/case" is not valid`

	// The nearest valid name belongs to another tool already: no fix.
	mcp.AddTool(s, &mcp.Tool{Name: "search_docs"}, handle)
	mcp.AddTool(s, &mcp.Tool{Name: "search docs"}, handle) // want `OMCG0008: tool name "search docs" is not valid`
}

// Not flagged.
func valid(s *mcp.Server, name string) {
	mcp.AddTool(s, &mcp.Tool{Name: "get_case"}, handle)
	mcp.AddTool(s, &mcp.Tool{Name: "Docket-2.search_v1"}, handle)                                                                                                               // valid by the spec (OMCG0013 warns about '.')
	mcp.AddTool(s, &mcp.Tool{Name: "mmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm"}, handle) // exactly 128 characters
	mcp.AddTool(s, &mcp.Tool{Name: name}, handle)                                                                                                                               // not known statically
	var dynamic string
	s.AddTool(&mcp.Tool{Name: dynamic}, raw) // not known statically
}
