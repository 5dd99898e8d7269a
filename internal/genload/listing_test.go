package genload_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/internal/testtier"
	"github.com/mcpvet/mcpvet/runtime"
)

// The types and schema of gen/listing, mirrored.
type listingNote struct {
	Text string `json:"text"`
}

const listingNoteSchema = `{"type":"object","properties":{"text":{"type":"string","maxLength":280}},"required":["text"]}`

// TestListingAgainstSDK: what `mcpvet schema` lists for gen/listing's
// tools (mcpfacts' Listing, which the client family reads too) is what a
// real server built with the same registrations sends a client in
// tools/list: an In of exactly any as an empty object, a schema given
// as JSON text as written (runtime.AddTool's too).
func TestListingAgainstSDK(t *testing.T) {
	testtier.Long(t)
	got := schemasByName(t, "./gen/listing")

	s := mcp.NewServer(&mcp.Implementation{Name: "listing"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "any_in"}, func(context.Context, *mcp.CallToolRequest, any) (*mcp.CallToolResult, any, error) {
		return nil, nil, nil
	})
	note := func(_ context.Context, _ *mcp.CallToolRequest, in listingNote) (*mcp.CallToolResult, listingNote, error) {
		return nil, in, nil
	}
	mcp.AddTool(s, &mcp.Tool{Name: "given_text", InputSchema: json.RawMessage(listingNoteSchema)}, note)
	runtime.AddTool(s, &mcp.Tool{Name: "runtime_given", InputSchema: json.RawMessage(listingNoteSchema)}, note)
	tools := realList(t, s)
	if len(tools) != 3 {
		t.Fatalf("the real server lists %d tools", len(tools))
	}
	asJSON := func(v any) string {
		if v == nil {
			return "null"
		}
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		return canonicalJSON(t, b)
	}
	for _, real := range tools {
		ts, ok := got[real.Name]
		if !ok {
			t.Errorf("mcpvet schema does not list %s", real.Name)
			continue
		}
		in := "null"
		if ts.InputSchema != nil {
			in = canonicalJSON(t, ts.InputSchema)
		}
		if want := asJSON(real.InputSchema); in != want {
			t.Errorf("%s input schema:\n got %s\nwant %s (the real server)", real.Name, in, want)
		}
		out := "null"
		if ts.OutputSchema != nil {
			out = canonicalJSON(t, ts.OutputSchema)
		}
		if want := asJSON(real.OutputSchema); out != want {
			t.Errorf("%s output schema:\n got %s\nwant %s (the real server)", real.Name, out, want)
		}
	}
}
