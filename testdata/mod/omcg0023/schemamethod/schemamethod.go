// Package schemamethod registers go-sdk tools whose input schemas a
// method builds: jsonschema-go's inference of the input type, then
// descriptions, examples and a default set on its properties (by the
// method, and by a helper it hands the schema to). mcpvet folds the
// program, so the listing is what the server sends, and the client
// checks read it: a []string inferred as ["null","array"] is reported.
package schemamethod

import (
	"context"
	"encoding/json"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// QueryIn is the input of query.
type QueryIn struct {
	Query      string   `json:"query"`
	Parameters []string `json:"parameters,omitempty"`
	Limit      int      `json:"limit,omitempty"`
}

// Schema is the input schema of query.
func (QueryIn) Schema() *jsonschema.Schema {
	s := must(jsonschema.For[QueryIn](nil))
	s.Properties["query"].Description = "The SQL text"
	s.Properties["query"].Examples = []any{"SELECT 1"}
	s.Properties["limit"].Default = must(json.Marshal(100))
	describeParameters(s)
	return s
}

func describeParameters(s *jsonschema.Schema) {
	s.Properties["parameters"].Description = "The values of $1, $2, …"
}

// NameIn is the input of lookup.
type NameIn struct {
	Name string `json:"name"`
}

// Schema is the input schema of lookup, with an error checked.
func (NameIn) Schema() *jsonschema.Schema {
	s, err := jsonschema.For[NameIn](nil)
	if err != nil {
		panic(err)
	}
	s.Properties["name"].Pattern = "^[a-z]+$"
	return s
}

type Out struct {
	Rows int `json:"rows"`
}

func query(ctx context.Context, req *mcp.CallToolRequest, in QueryIn) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func lookup(ctx context.Context, req *mcp.CallToolRequest, in NameIn) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

// inputOf is jsonschema-go's inference of T, or a panic: a generic
// helper servers write for their input schemas.
func inputOf[T any]() *jsonschema.Schema {
	s, err := jsonschema.For[T](nil)
	if err != nil {
		panic(err)
	}
	return s
}

// TagsIn is the input of tag.
type TagsIn struct {
	Tags []string `json:"tags"`
}

func tag(ctx context.Context, req *mcp.CallToolRequest, in TagsIn) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

// Register adds the tools.
func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "query", InputSchema: QueryIn{}.Schema()}, query) // want `OMCG0023: query: input property "parameters" has "type": \["null","array"\]`
	// Not flagged: no property of several types.
	mcp.AddTool(s, &mcp.Tool{Name: "lookup", InputSchema: NameIn{}.Schema()}, lookup)
	// Through a generic helper: its instance's inference.
	mcp.AddTool(s, &mcp.Tool{Name: "tag", InputSchema: inputOf[TagsIn]()}, tag) // want `OMCG0023: tag: input property "tags" has "type": \["null","array"\]`
}
