// Package omcg0023 lists input schemas that clients refuse, and some they
// take.
package omcg0023

import (
	"context"
	"encoding/json"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Filter struct {
	Since *time.Time `json:"since"` // want `OMCG0023: search: input property "filter.since" has "type": \["null","string"\]: Gemini takes one type per schema and rejects the tool list, and every request with it; the go-sdk infers a type array for a pointer: make the field a value with omitempty \(it stays optional\)$`
	Kind  string     `json:"kind,omitempty"`
}

type SearchIn struct {
	Query  string   `json:"query"`
	Limit  *int     `json:"limit" jsonschema:"at most this many"` // want `OMCG0023: search: input property "limit" has "type": \["null","integer"\]: Gemini takes one type per schema and rejects the tool list, and every request with it; the go-sdk infers a type array for a pointer: make the field a value with omitempty \(it stays optional\)$`
	Tags   []string `json:"tags,omitempty"`                       // want `OMCG0023: search: input property "tags" has "type": \["null","array"\]: Gemini takes one type per schema and rejects the tool list, and every request with it; the go-sdk infers a type array for every slice and pointer: register with runtime.AddTool \(same signature, no type arrays\) or set Tool.InputSchema$`
	Filter Filter   `json:"filter"`
}

type SearchOut struct {
	Hits int `json:"hits"`
}

func search(ctx context.Context, req *mcp.CallToolRequest, in SearchIn) (*mcp.CallToolResult, SearchOut, error) {
	return nil, SearchOut{}, nil
}

// ListIn's MaxResults is read as a pointer, nil for "no limit": no fix.
type ListIn struct {
	MaxResults *int `json:"max_results"` // want `OMCG0023: list: input property "max_results" has "type": \["null","integer"\]: Gemini takes one type per schema and rejects the tool list, and every request with it; the go-sdk infers a type array for a pointer, and the code uses MaxResults as one \(nil for not given\), so it cannot simply become a value: register with runtime.AddTool \(same signature, no type arrays\) or set Tool.InputSchema$`
}

func list(ctx context.Context, req *mcp.CallToolRequest, in ListIn) (*mcp.CallToolResult, SearchOut, error) {
	limit := -1
	if in.MaxResults != nil {
		limit = *in.MaxResults
	}
	return nil, SearchOut{Hits: limit}, nil
}

func raw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

const eitherSchema = `{"type":"object","properties":{"id":{"type":"string"},"name":{"type":"string"}},"anyOf":[{"required":["id"]},{"required":["name"]}]}`

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "search"}, search)
	mcp.AddTool(s, &mcp.Tool{Name: "list"}, list)

	s.AddTool(&mcp.Tool{Name: "lookup", InputSchema: json.RawMessage(eitherSchema)}, raw)                                                       // want `OMCG0023: lookup: the input schema has anyOf at its root: the Anthropic API rejects the tool list, so Claude Code fails every request while the server is connected \(keep the root a plain object; put alternatives inside a property\)$`
	s.AddTool(&mcp.Tool{Name: "rename", InputSchema: json.RawMessage(`{"type":"object","properties":{"to":{"type":["string","null"]}}}`)}, raw) // want `OMCG0023: rename: input property "to" has "type": \["string","null"\]: Gemini takes one type per schema and rejects the tool list, and every request with it$`
}

// ---- Not flagged. ----

type PlainIn struct {
	Query string `json:"query"`
	Limit int    `json:"limit,omitempty"`
}

func plain(ctx context.Context, req *mcp.CallToolRequest, in PlainIn) (*mcp.CallToolResult, SearchOut, error) {
	return nil, SearchOut{}, nil
}

func NotFlagged(s *mcp.Server, schema json.RawMessage) {
	mcp.AddTool(s, &mcp.Tool{Name: "plain"}, plain)
	// A schema given at run time is not read.
	mcp.AddTool(s, &mcp.Tool{Name: "given", InputSchema: schema}, search)
	s.AddTool(&mcp.Tool{Name: "nested_choice", InputSchema: json.RawMessage(`{"type":"object","properties":{"ref":{"anyOf":[{"type":"string"},{"type":"integer"}]}}}`)}, raw)
}

// SearchDirective is a //mcp:tool tool with the same input: by mcpvet's
// rules a pointer is optional by not being required and a slice is an
// array, so there is no type array.
//
//mcp:tool
func SearchDirective(ctx context.Context, in SearchIn) (SearchOut, error) { return SearchOut{}, nil }
