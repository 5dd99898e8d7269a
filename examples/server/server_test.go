package main

import (
	"encoding/json"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// connect runs newServer over the SDK's in-memory transport and returns a
// connected client session.
func connect(t *testing.T) *mcp.ClientSession {
	t.Helper()
	ctx := t.Context()
	serverTransport, clientTransport := mcp.NewInMemoryTransports()
	ss, err := newServer().Connect(ctx, serverTransport, nil)
	if err != nil {
		t.Fatalf("server connect: %v", err)
	}
	t.Cleanup(func() { ss.Close() })

	client := mcp.NewClient(&mcp.Implementation{Name: "server_test", Version: "v0.0.1"}, nil)
	cs, err := client.Connect(ctx, clientTransport, nil)
	if err != nil {
		t.Fatalf("client connect: %v", err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

// TestStreamableHTTP runs the server as -http does and calls a tool through
// the SDK's Streamable HTTP client.
func TestStreamableHTTP(t *testing.T) {
	ts := httptest.NewServer(httpHandler(newServer()))
	defer ts.Close()

	client := mcp.NewClient(&mcp.Implementation{Name: "server_test", Version: "v0.0.1"}, nil)
	cs, err := client.Connect(t.Context(), &mcp.StreamableClientTransport{Endpoint: ts.URL}, nil)
	if err != nil {
		t.Fatalf("client connect: %v", err)
	}
	defer cs.Close()

	var out GreetOutput
	structured(t, call(t, cs, "greet", map[string]any{"name": "Grace"}), &out)
	if out.Greeting != "Hello, Grace!" {
		t.Errorf("greet over HTTP = %q, want %q", out.Greeting, "Hello, Grace!")
	}
}

// call calls a tool, fails the test on a protocol error, and returns the result.
func call(t *testing.T, cs *mcp.ClientSession, name string, args any) *mcp.CallToolResult {
	t.Helper()
	res, err := cs.CallTool(t.Context(), &mcp.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		t.Fatalf("CallTool(%s): %v", name, err)
	}
	return res
}

// structured decodes the structured content of a successful result into out.
func structured(t *testing.T, res *mcp.CallToolResult, out any) {
	t.Helper()
	if res.IsError {
		t.Fatalf("tool error: %s", text(res))
	}
	data, err := json.Marshal(res.StructuredContent)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, out); err != nil {
		t.Fatalf("structured content %s: %v", data, err)
	}
	// The text content carries the same JSON.
	if got := text(res); got == "" {
		t.Errorf("result has no text content")
	}
}

func text(res *mcp.CallToolResult) string {
	var b strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	return b.String()
}

func TestListTools(t *testing.T) {
	cs := connect(t)
	res, err := cs.ListTools(t.Context(), nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tool := range res.Tools {
		names = append(names, tool.Name)
		if tool.Description == "" {
			t.Errorf("tool %s has no description", tool.Name)
		}
		if tool.InputSchema == nil || tool.OutputSchema == nil {
			t.Errorf("tool %s: input schema %v, output schema %v; want both", tool.Name, tool.InputSchema, tool.OutputSchema)
		}
	}
	slices.Sort(names)
	want := []string{"add_note", "greet", "list_notes", "word_count"}
	if !slices.Equal(names, want) {
		t.Errorf("tools = %v, want %v", names, want)
	}
}

func TestGreet(t *testing.T) {
	cs := connect(t)
	for _, tc := range []struct {
		args map[string]any
		want string
	}{
		{map[string]any{"name": "Ada"}, "Hello, Ada!"},
		{map[string]any{"name": "Ada", "formal": true}, "Good day, Ada."},
	} {
		var out GreetOutput
		structured(t, call(t, cs, "greet", tc.args), &out)
		if out.Greeting != tc.want {
			t.Errorf("greet(%v) = %q, want %q", tc.args, out.Greeting, tc.want)
		}
	}

	// A missing required argument and a handler error are tool errors
	// (isError), not protocol errors.
	for _, args := range []map[string]any{{}, {"name": "  "}} {
		if res := call(t, cs, "greet", args); !res.IsError {
			t.Errorf("greet(%v): want a tool error, got %s", args, text(res))
		}
	}
}

func TestWordCount(t *testing.T) {
	cs := connect(t)
	var out WordCountOutput
	structured(t, call(t, cs, "word_count", map[string]any{
		"text": "the cat and the hat\nthe end\n",
		"top":  2,
	}), &out)
	want := WordCountOutput{
		Words:      7,
		Lines:      2,
		Characters: 28,
		TopWords:   []WordCount{{"the", 3}, {"and", 1}},
	}
	if out.Words != want.Words || out.Lines != want.Lines || out.Characters != want.Characters ||
		!slices.Equal(out.TopWords, want.TopWords) {
		t.Errorf("word_count = %+v, want %+v", out, want)
	}

	var empty WordCountOutput
	structured(t, call(t, cs, "word_count", map[string]any{"text": ""}), &empty)
	if empty.Words != 0 || empty.Lines != 0 || empty.Characters != 0 || len(empty.TopWords) != 0 {
		t.Errorf("word_count(\"\") = %+v, want zeros", empty)
	}

	if res := call(t, cs, "word_count", map[string]any{"text": "x", "top": -1}); !res.IsError {
		t.Errorf("word_count with top=-1: want a tool error, got %s", text(res))
	}
}

func TestNotes(t *testing.T) {
	cs := connect(t)

	var list ListNotesOutput
	structured(t, call(t, cs, "list_notes", map[string]any{}), &list)
	if len(list.Notes) != 0 {
		t.Fatalf("new server has notes: %+v", list.Notes)
	}

	var n1, n2 Note
	structured(t, call(t, cs, "add_note", map[string]any{"title": "groceries", "body": "milk, eggs", "tags": []string{"home", "home", " todo "}}), &n1)
	structured(t, call(t, cs, "add_note", map[string]any{"title": "standup", "body": "ship mcpvet"}), &n2)
	if n1.ID != 1 || !slices.Equal(n1.Tags, []string{"home", "todo"}) {
		t.Errorf("first note = %+v, want ID 1, tags [home todo]", n1)
	}
	if n2.ID != 2 || n2.Tags == nil || len(n2.Tags) != 0 {
		t.Errorf("second note = %+v, want ID 2 and empty (not null) tags", n2)
	}

	structured(t, call(t, cs, "list_notes", map[string]any{}), &list)
	if len(list.Notes) != 2 || list.Notes[0].Title != "groceries" || list.Notes[1].Title != "standup" {
		t.Errorf("list_notes = %+v, want groceries, standup", list.Notes)
	}
	structured(t, call(t, cs, "list_notes", map[string]any{"tag": "todo"}), &list)
	if len(list.Notes) != 1 || list.Notes[0].ID != 1 {
		t.Errorf("list_notes(tag=todo) = %+v, want note 1", list.Notes)
	}

	if res := call(t, cs, "add_note", map[string]any{"title": "", "body": "x"}); !res.IsError {
		t.Errorf("add_note with empty title: want a tool error, got %s", text(res))
	}
}
