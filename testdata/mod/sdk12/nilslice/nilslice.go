// Package nilslice registers go-sdk v1.2.0 tools whose output holds a
// slice. The module resolves jsonschema-go v0.3.0, which lists a slice as
// a plain array without null, and the SDK validates the JSON of each
// result against that schema: a nil slice, written null, fails the call.
// find's names are nil when nothing matches (flagged); list's are made
// empty first, and every value of its type holds a slice (not flagged).
package nilslice

import (
	"context"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var all = []string{"alpha", "beta", "gamma"}

type In struct {
	Prefix string `json:"prefix"`
}

type Found struct {
	Names []string `json:"names"` // want `OMCG0014: find: Found\.Names: the module's jsonschema-go v0\.3 infers \{"type":"array"\} for \[\]string without null, but encoding/json writes a nil slice as null`
	Total int      `json:"total"`
}

type Listed struct {
	Names []string `json:"names"` // want Names:"mapMade"
	Total int      `json:"total"`
}

func find(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Found, error) {
	var names []string
	for _, n := range all {
		if strings.HasPrefix(n, in.Prefix) {
			names = append(names, n)
		}
	}
	return nil, Found{Names: names, Total: len(names)}, nil
}

func list(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Listed, error) {
	names := []string{}
	for _, n := range all {
		if strings.HasPrefix(n, in.Prefix) {
			names = append(names, n)
		}
	}
	return nil, Listed{Names: names, Total: len(names)}, nil
}

// Register adds the tools.
func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "find", Description: "Names with a prefix."}, find)
	mcp.AddTool(s, &mcp.Tool{Name: "list", Description: "Names with a prefix."}, list)
}
