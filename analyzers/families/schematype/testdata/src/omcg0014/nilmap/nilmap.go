// Package nilmap has go-sdk tools whose output has a map field: one every
// literal of its type makes (not flagged), one a literal leaves out on a
// path (flagged), one a handler never sets (flagged).
package nilmap

import (
	"context"
	"errors"

	"omcg0014/report"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Query string `json:"query"`
}

type Counted struct {
	ByWord map[string]int `json:"byWord"` // want ByWord:"mapMade"
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

// made returns a type of another package that always makes its map
// (report.Made): not flagged; half one that does not always: flagged at
// the handler (the field is not in this package).
func made(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, report.Made, error) {
	return nil, report.NewMade(), nil
}

func half(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, report.Half, error) {
	return nil, report.NewHalf(in.Query != ""), nil
}

type Rows struct {
	Values map[string]string `json:"values"` // want Values:"mapMade"
}

// fetch makes the map it returns with no error; on an error it returns
// nil, which the handler never returns as output.
func fetch(query string) (map[string]string, error) {
	if query == "" {
		return nil, errors.New("no query")
	}
	values := make(map[string]string)
	values[query] = "1"
	return values, nil
}

// rows returns Rows{} only with an error: the go-sdk sends the error and
// never encodes the output then. Not flagged.
func rows(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Rows, error) {
	values, err := fetch(in.Query)
	if err != nil {
		return nil, Rows{}, err
	}
	return nil, Rows{Values: values}, nil
}

type Loose struct {
	Values map[string]string `json:"values"` // want `OMCG0014: loose: Loose.Values: the go-sdk infers`
}

// fetchLoose returns a nil map with no error for an empty query.
func fetchLoose(query string) (map[string]string, error) {
	if query == "" {
		return nil, nil
	}
	return map[string]string{query: "1"}, nil
}

func loose(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Loose, error) {
	values, err := fetchLoose(in.Query)
	if err != nil {
		return nil, Loose{}, err
	}
	return nil, Loose{Values: values}, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "rows"}, rows)
	mcp.AddTool(s, &mcp.Tool{Name: "loose"}, loose)
	mcp.AddTool(s, &mcp.Tool{Name: "made"}, made)
	mcp.AddTool(s, &mcp.Tool{Name: "half"}, half) // want `OMCG0014: half: report.Half.ByPkg: the go-sdk infers`
	mcp.AddTool(s, &mcp.Tool{Name: "count"}, count)
	mcp.AddTool(s, &mcp.Tool{Name: "tally"}, tally)
	mcp.AddTool(s, &mcp.Tool{Name: "named"}, named)
}
