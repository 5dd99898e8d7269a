// Package nilmap has go-sdk tools whose output holds maps. A field's map
// the handler leaves unset is nil, encoding/json writes null, and the
// SDK's validation of the output against its inferred {"type":"object"}
// fails the call: flagged. A map that is an element of a slice or the
// value of another map is made by the code that puts it there: not
// flagged, nor is a field tagged omitempty, nor one every literal of its
// type in the package gives a map (Counted), also through a local whose
// one value is a map (Snapshot). A literal that leaves the field out, on
// any path, keeps the finding (Tally), as does a local that may be nil
// (Maybe).
package nilmap

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Query string `json:"query"`
}

type Out struct {
	Meta  map[string]string `json:"meta"` // want `OMCG0014: query: Out.Meta: the go-sdk infers \{"type":"object"\} for map\[string\]string without null, but encoding/json writes a nil map as null`
	Count int               `json:"count"`
}

type Rows struct {
	Rows []map[string]any             `json:"rows"`
	ByID map[string]map[string]any    `json:"byId,omitempty"`
	Tags map[string]string            `json:"tags,omitempty"`
	Sets map[string][]map[string]bool `json:"sets,omitempty"`
}

// Counted's map is made in the one literal of its type: never nil.
type Counted struct {
	ByWord map[string]int `json:"byWord"`
}

func newCounted() Counted { return Counted{ByWord: make(map[string]int)} }

func count(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Counted, error) {
	out := newCounted()
	out.ByWord[in.Query]++
	return nil, out, nil
}

// Tally's map is made on one path, and left out on another.
type Tally struct {
	ByWord map[string]int `json:"byWord"` // want `OMCG0014: tally: Tally.ByWord: the go-sdk infers \{"type":"object"\} for map\[string\]int without null`
}

func tally(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Tally, error) {
	if in.Query == "" {
		return nil, Tally{}, nil
	}
	return nil, Tally{ByWord: map[string]int{in.Query: 1}}, nil
}

func query(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return nil, Out{Count: len(in.Query)}, nil
}

func rows(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Rows, error) {
	var out Rows
	for i := range 3 {
		row := map[string]any{"i": i, "q": in.Query}
		out.Rows = append(out.Rows, row)
	}
	return nil, out, nil
}

// Snapshot's maps are made into locals, filled, then put in its one
// literal: never nil.
type Snapshot struct {
	Calls  map[string]int `json:"calls"`
	Errors map[string]int `json:"errors"`
}

func snapshot(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Snapshot, error) {
	calls := make(map[string]int, 1)
	calls[in.Query]++
	errs := map[string]int{}
	return nil, Snapshot{Calls: calls, Errors: errs}, nil
}

// Maybe's local is made, then set to nil on a path.
type Maybe struct {
	Calls map[string]int `json:"calls"` // want `OMCG0014: maybe: Maybe.Calls: the go-sdk infers \{"type":"object"\} for map\[string\]int without null`
}

func maybe(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Maybe, error) {
	calls := make(map[string]int)
	if in.Query == "" {
		calls = nil
	}
	return nil, Maybe{Calls: calls}, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "snapshot"}, snapshot)
	mcp.AddTool(s, &mcp.Tool{Name: "maybe"}, maybe)
	mcp.AddTool(s, &mcp.Tool{Name: "query"}, query)
	mcp.AddTool(s, &mcp.Tool{Name: "rows"}, rows)
	mcp.AddTool(s, &mcp.Tool{Name: "count"}, count)
	mcp.AddTool(s, &mcp.Tool{Name: "tally"}, tally)
}
