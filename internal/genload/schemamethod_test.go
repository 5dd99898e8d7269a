package genload_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// The types and schema methods of omcg0023/schemamethod, mirrored.

func mustValue[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

type methodQueryIn struct {
	Query      string   `json:"query"`
	Parameters []string `json:"parameters,omitempty"`
	Limit      int      `json:"limit,omitempty"`
}

func (methodQueryIn) Schema() *jsonschema.Schema {
	s := mustValue(jsonschema.For[methodQueryIn](nil))
	s.Properties["query"].Description = "The SQL text"
	s.Properties["query"].Examples = []any{"SELECT 1"}
	s.Properties["limit"].Default = mustValue(json.Marshal(100))
	s.Properties["parameters"].Description = "The values of $1, $2, …"
	return s
}

type methodNameIn struct {
	Name string `json:"name"`
}

func (methodNameIn) Schema() *jsonschema.Schema {
	s := mustValue(jsonschema.For[methodNameIn](nil))
	s.Properties["name"].Pattern = "^[a-z]+$"
	return s
}

type methodOut struct {
	Rows int `json:"rows"`
}

// TestSchemaMethodAgainstSDK: an input schema a method builds from
// jsonschema-go's inference and then edits is listed by mcpvet as a real
// go-sdk server sends it in tools/list, keyword for keyword.
func TestSchemaMethodAgainstSDK(t *testing.T) {
	got := schemasByName(t, "./omcg0023/schemamethod")
	s := mcp.NewServer(&mcp.Implementation{Name: "schemamethod"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "query", InputSchema: methodQueryIn{}.Schema()}, func(context.Context, *mcp.CallToolRequest, methodQueryIn) (*mcp.CallToolResult, methodOut, error) {
		return nil, methodOut{}, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "lookup", InputSchema: methodNameIn{}.Schema()}, func(context.Context, *mcp.CallToolRequest, methodNameIn) (*mcp.CallToolResult, methodOut, error) {
		return nil, methodOut{}, nil
	})
	tools := realList(t, s)
	if len(tools) != 2 {
		t.Fatalf("the real server lists %d tools", len(tools))
	}
	for _, real := range tools {
		ts, ok := got[real.Name]
		if !ok || ts.InputSchema == nil {
			t.Errorf("mcpvet schema lists no input schema of %s", real.Name)
			continue
		}
		b, err := json.Marshal(real.InputSchema)
		if err != nil {
			t.Fatal(err)
		}
		if in, want := canonicalJSON(t, ts.InputSchema), canonicalJSON(t, b); in != want {
			t.Errorf("%s input schema:\n got %s\nwant %s (the real server)", real.Name, in, want)
		}
	}
}
