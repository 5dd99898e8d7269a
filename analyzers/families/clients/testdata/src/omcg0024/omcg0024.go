// Package omcg0024 lists output schemas that are not objects, and
// objects.
package omcg0024

import (
	"context"
	"encoding/json"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Query string `json:"query"`
}

type Item struct {
	ID string `json:"id"`
}

type ListOut struct {
	Items []Item `json:"items"`
}

func list(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, []Item, error) {
	return nil, nil, nil
}

func count(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, int, error) {
	return nil, 0, nil
}

func listObj(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, ListOut, error) {
	return nil, ListOut{}, nil
}

func raw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "list"}, list)                                                                                                     // want `OMCG0024: list: the output schema has "type": \["null","array"\], not "object": Cursor refuses the tool list, and the server's tools are gone \(return a struct that holds the value, or register with runtime.AddTool, which sends it as text without an output schema\)$`
	mcp.AddTool(s, &mcp.Tool{Name: "count"}, count)                                                                                                   // want `OMCG0024: count: the output schema has "type": "integer", not "object"`
	s.AddTool(&mcp.Tool{Name: "raw_list", InputSchema: json.RawMessage(`{"type":"object"}`), OutputSchema: json.RawMessage(`{"type":"array"}`)}, raw) // want `OMCG0024: raw_list: the output schema has "type": "array", not "object"`
}

// ---- Not flagged. ----

func NotFlagged(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "list_obj"}, listObj)
}

// Due is a directive tool whose result is a time: listed as text, with no
// output schema.
//
//mcp:tool readonly
func Due(ctx context.Context, in In) (time.Time, error) { return time.Time{}, nil }

// Items is a directive tool returning a slice: mcpvet lists it as text,
// with no output schema.
//
//mcp:tool readonly
func Items(ctx context.Context, in In) ([]Item, error) { return nil, nil }

// registerDebug is beside the server's code, but only a test calls it:
// the family does not judge its tool.
func registerDebug(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "count_debug"}, count)
}
