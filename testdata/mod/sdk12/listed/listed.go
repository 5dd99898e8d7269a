// Package listed registers a go-sdk v1.2.0 tool whose schemas the SDK
// infers with the jsonschema-go its module resolves, v0.3.0: a slice is
// a plain array (v0.4 lists ["null","array"]), a sized integer has no
// bounds (v0.4 gives int8 -128..127), a pointer may be null in both.
// Listed is what the SDK sends in tools/list, as the module's own test
// reads it through the SDK's client; mcpvet's listing must be the same.
package listed

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Tags  []string `json:"tags,omitempty" jsonschema:"labels to match"`
	Level int8     `json:"level"`
	Count uint16   `json:"count,omitempty"`
	Note  *string  `json:"note,omitempty"`
}

type Out struct {
	Names []string `json:"names,omitempty"`
	Total uint32   `json:"total"`
}

func search(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return nil, Out{Names: in.Tags, Total: uint32(len(in.Tags))}, nil
}

// Register adds the tool.
func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "search", Description: "Search by tags."}, search)
}

// ListedInput and ListedOutput are the schemas go-sdk v1.2.0 lists.
const (
	ListedInput  = `{"type":"object","properties":{"count":{"type":"integer"},"level":{"type":"integer"},"note":{"type":["null","string"]},"tags":{"type":"array","description":"labels to match","items":{"type":"string"}}},"required":["level"],"additionalProperties":false}`
	ListedOutput = `{"type":"object","properties":{"names":{"type":"array","items":{"type":"string"}},"total":{"type":"integer"}},"required":["total"],"additionalProperties":false}`
)
