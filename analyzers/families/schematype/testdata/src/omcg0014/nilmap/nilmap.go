// Package nilmap has go-sdk tools whose output has a map field: one every
// literal of its type makes (not flagged), one a literal leaves out on a
// path (flagged), one a handler never sets (flagged).
package nilmap

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Query string `json:"query"`
}

type Counted struct {
	ByWord map[string]int `json:"byWord"`
}

func count(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Counted, error) {
	out := Counted{ByWord: make(map[string]int)}
	out.ByWord[in.Query]++
	return nil, out, nil
}

type Tally struct {
	ByWord map[string]int `json:"byWord"` // want `OMCG0014: tally: Tally.ByWord: the go-sdk infers \{"type":"object"\} for map\[string\]int without null`
}

func tally(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Tally, error) {
	if in.Query == "" {
		return nil, Tally{}, nil
	}
	return nil, Tally{ByWord: map[string]int{in.Query: 1}}, nil
}

type Named struct {
	ByWord map[string]int `json:"byWord"` // want `OMCG0014: named: Named.ByWord: the go-sdk infers`
}

// named returns its named result, zero where the query is empty.
func named(ctx context.Context, req *mcp.CallToolRequest, in In) (_ *mcp.CallToolResult, out Named, _ error) {
	if in.Query != "" {
		out = Named{ByWord: map[string]int{in.Query: 1}}
	}
	return nil, out, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "count"}, count)
	mcp.AddTool(s, &mcp.Tool{Name: "tally"}, tally)
	mcp.AddTool(s, &mcp.Tool{Name: "named"}, named)
}
