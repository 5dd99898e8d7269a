//go:build unix

package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"net/http/httptest"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/internal/inspector"
	"github.com/mcpvet/mcpvet/runtime"
)

// TestInspector serves the notes server over Streamable HTTP and talks to
// it with the MCP Inspector's CLI, a client written in TypeScript on the
// TypeScript SDK's @modelcontextprotocol/client: the tools it lists are every tool a go-sdk
// client lists, each the same JSON value (name, description, annotations,
// input and output schemas), and a tools/call with arguments through it
// creates a note that the go-sdk client then reads back.
//
// It finds the Inspector as follows: MCPVET_INSPECTOR, the path of its CLI
// (node_modules/.bin/mcp-inspector; .ci/run installs it and sets this);
// else where .ci/run installs it, under the user cache directory; else
// npx runs the pinned version, fetching it if need be. It skips when node
// or npx is missing, or when npx cannot get the Inspector.
func TestInspector(t *testing.T) {
	ctx, cancel := context.WithTimeout(t.Context(), 4*time.Minute)
	defer cancel()
	insp := inspector.Find(ctx, t)
	t.Logf("MCP Inspector %s: %s", inspector.Version, insp.Source)

	clock := time.Date(2025, 3, 14, 9, 0, 0, 0, time.UTC)
	ts := httptest.NewServer(runtime.HTTPHandler(newServer(NewNotebook(func() time.Time { return clock })), nil))
	t.Cleanup(ts.Close)

	// What the server serves, as a go-sdk client receives it.
	c := &capture{
		Transport: &mcp.StreamableClientTransport{Endpoint: ts.URL},
		sent:      map[string]string{},
		got:       map[string]json.RawMessage{},
	}
	client := mcp.NewClient(&mcp.Implementation{Name: "inspector_test", Version: "v0.0.1"}, nil)
	cs, err := client.Connect(ctx, c, nil)
	if err != nil {
		t.Fatalf("go-sdk client connect: %v", err)
	}
	t.Cleanup(func() { cs.Close() })
	listed, err := cs.ListTools(ctx, nil)
	if err != nil {
		t.Fatalf("go-sdk client tools/list: %v", err)
	}
	if listed.NextCursor != "" {
		t.Fatalf("the server pages tools/list; this test compares one page")
	}
	want := toolsByName(t, "the server", c.result("tools/list"))
	if len(want) == 0 || len(want) != len(listed.Tools) {
		t.Fatalf("the server lists %d tools (raw result %d)", len(listed.Tools), len(want))
	}
	for _, tool := range listed.Tools {
		if _, ok := want[tool.Name]; !ok {
			t.Fatalf("tool %s is not in the raw tools/list result", tool.Name)
		}
	}

	// The Inspector's schema portability lint, strict: every warning
	// (a type array, say, which single-type dialects such as Gemini's
	// refuse) is listed in schemaFindings; there must be none.
	t.Run("tools/list --strict", func(t *testing.T) {
		out := insp.Run(ctx, t, "--server-url", ts.URL, "--transport", "http", "--method", "tools/list", "--strict")
		var res struct {
			Result   json.RawMessage `json:"result"`
			Findings json.RawMessage `json:"schemaFindings"`
		}
		if err := json.Unmarshal(out, &res); err != nil || res.Result == nil {
			t.Fatalf("inspector output is not {\"result\": ...}: %v\n%s", err, out)
		}
		if res.Findings != nil {
			t.Errorf("the Inspector's strict portability check finds: %s", res.Findings)
		}
	})

	t.Run("tools/list", func(t *testing.T) {
		out := insp.Run(ctx, t, "--server-url", ts.URL, "--transport", "http", "--method", "tools/list")
		var res struct {
			Result json.RawMessage `json:"result"`
		}
		if err := json.Unmarshal(out, &res); err != nil || res.Result == nil {
			t.Fatalf("inspector output is not {\"result\": ...}: %v\n%s", err, out)
		}
		got := toolsByName(t, "the inspector", res.Result)
		var rounded []string
		for _, name := range slices.Sorted(maps.Keys(want)) {
			g, ok := got[name]
			if !ok {
				t.Errorf("the server lists tool %s; the inspector does not", name)
				continue
			}
			if _, ok := g.(map[string]any)["inputSchema"]; !ok {
				t.Errorf("tool %s: the inspector lists no inputSchema", name)
			}
			var diffs []string
			diffJSON(name, want[name], g, &diffs, &rounded)
			for _, d := range diffs {
				t.Errorf("tool %s differs between the server and the inspector: %s", name, d)
			}
		}
		for name := range got {
			if _, ok := want[name]; !ok {
				t.Errorf("the inspector lists tool %s, which the server does not", name)
			}
		}
		if len(rounded) > 0 {
			// JSON numbers are IEEE doubles to a JavaScript client: the
			// value is the same, only its spelling changes.
			t.Logf("%d numbers past 2^53 reach the inspector as the nearest double, spelled differently:\n\t%s",
				len(rounded), strings.Join(rounded, "\n\t"))
		}
	})

	t.Run("tools/call", func(t *testing.T) {
		args := map[string]any{
			"title":      "Ship the inspector test",
			"body":       "Run the MCP Inspector CLI against **notes**.",
			"tags":       []string{"ci", "mcp"},
			"priority":   "high",
			"due":        "2025-03-20T17:00:00Z",
			"checklist":  []map[string]any{{"text": "install it", "done": true}, {"text": "call a tool", "done": false}},
			"attributes": map[string]string{"client": "inspector"},
		}
		argsJSON, err := json.Marshal(args)
		if err != nil {
			t.Fatal(err)
		}
		out := insp.Run(ctx, t, "--server-url", ts.URL, "--transport", "http",
			"--method", "tools/call", "--tool-name", "create_note", "--tool-args-json", string(argsJSON))
		var res struct {
			Result struct {
				Content []struct {
					Type string `json:"type"`
					Text string `json:"text"`
				} `json:"content"`
				StructuredContent json.RawMessage `json:"structuredContent"`
				IsError           bool            `json:"isError"`
			} `json:"result"`
		}
		if err := json.Unmarshal(out, &res); err != nil {
			t.Fatalf("inspector output: %v\n%s", err, out)
		}
		if res.Result.IsError || len(res.Result.StructuredContent) == 0 {
			t.Fatalf("create_note through the inspector: isError %v, no structured content\n%s", res.Result.IsError, out)
		}
		var note Note
		if err := json.Unmarshal(res.Result.StructuredContent, &note); err != nil {
			t.Fatalf("structured content %s: %v", res.Result.StructuredContent, err)
		}
		wantDue := time.Date(2025, 3, 20, 17, 0, 0, 0, time.UTC)
		if note.Title != args["title"] || note.Body != args["body"] || !slices.Equal(note.Tags, []string{"ci", "mcp"}) ||
			note.Priority != High || note.Due == nil || !note.Due.Equal(wantDue) ||
			!slices.Equal(note.Checklist, []ChecklistItem{{Text: "install it", Done: true}, {Text: "call a tool"}}) ||
			note.Attributes["client"] != "inspector" || !note.Created.Equal(clock) || note.Archived {
			t.Errorf("create_note through the inspector returned %+v", note)
		}
		// The text content is the same note, for clients that read only text.
		if len(res.Result.Content) != 1 || res.Result.Content[0].Type != "text" {
			t.Fatalf("content is %+v; want one text item", res.Result.Content)
		}
		var diffs []string
		diffJSON("content[0].text", decodeJSON(t, res.Result.StructuredContent), decodeJSON(t, []byte(res.Result.Content[0].Text)), &diffs, nil)
		for _, d := range diffs {
			t.Errorf("text content and structured content differ: %s", d)
		}

		// The call reached the server: the go-sdk client reads the note back.
		got, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "get_note", Arguments: map[string]any{"id": note.ID}})
		if err != nil {
			t.Fatalf("get_note: %v", err)
		}
		if got.IsError {
			t.Fatalf("get_note %s: %s", note.ID, text(got))
		}
		back, err := json.Marshal(got.StructuredContent)
		if err != nil {
			t.Fatal(err)
		}
		diffs = nil
		diffJSON("note", decodeJSON(t, res.Result.StructuredContent), decodeJSON(t, back), &diffs, nil)
		for _, d := range diffs {
			t.Errorf("get_note returns another note than create_note did through the inspector: %s", d)
		}
	})
}

// toolsByName decodes a tools/list result into each tool's JSON value.
func toolsByName(t *testing.T, who string, result json.RawMessage) map[string]any {
	t.Helper()
	var list struct {
		Tools []json.RawMessage `json:"tools"`
	}
	if err := json.Unmarshal(result, &list); err != nil {
		t.Fatalf("tools/list result from %s: %v\n%s", who, err, result)
	}
	tools := map[string]any{}
	for _, raw := range list.Tools {
		v := decodeJSON(t, raw)
		m, ok := v.(map[string]any)
		name, _ := m["name"].(string)
		if !ok || name == "" {
			t.Fatalf("tools/list from %s: tool without a name: %s", who, raw)
		}
		if _, dup := tools[name]; dup {
			t.Errorf("%s lists tool %s twice", who, name)
		}
		tools[name] = v
	}
	return tools
}

// decodeJSON decodes data, keeping each number's text.
func decodeJSON(t *testing.T, data []byte) any {
	t.Helper()
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		t.Fatalf("decoding %s: %v", data, err)
	}
	return v
}

// diffJSON appends to diffs where got is not the JSON value want is.
// Numbers are equal when they are the same IEEE double, the numbers of a
// JavaScript client; those spelled differently are appended to rounded,
// when it is not nil.
func diffJSON(path string, want, got any, diffs, rounded *[]string) {
	switch w := want.(type) {
	case map[string]any:
		g, ok := got.(map[string]any)
		if !ok {
			break
		}
		for _, k := range slices.Sorted(maps.Keys(w)) {
			if gv, ok := g[k]; ok {
				diffJSON(path+"."+k, w[k], gv, diffs, rounded)
			} else {
				*diffs = append(*diffs, fmt.Sprintf("%s.%s: missing, want %s", path, k, short(w[k])))
			}
		}
		for _, k := range slices.Sorted(maps.Keys(g)) {
			if _, ok := w[k]; !ok {
				*diffs = append(*diffs, fmt.Sprintf("%s.%s: %s, not served", path, k, short(g[k])))
			}
		}
		return
	case []any:
		g, ok := got.([]any)
		if !ok || len(g) != len(w) {
			break
		}
		for i := range w {
			diffJSON(fmt.Sprintf("%s[%d]", path, i), w[i], g[i], diffs, rounded)
		}
		return
	case json.Number:
		g, ok := got.(json.Number)
		if !ok {
			break
		}
		if w == g {
			return
		}
		wf, werr := strconv.ParseFloat(string(w), 64)
		gf, gerr := strconv.ParseFloat(string(g), 64)
		if werr == nil && gerr == nil && wf == gf {
			if rounded != nil {
				*rounded = append(*rounded, fmt.Sprintf("%s: %s as %s", path, w, g))
			}
			return
		}
	default: // string, bool, nil
		if want == got {
			return
		}
	}
	*diffs = append(*diffs, fmt.Sprintf("%s: %s, want %s", path, short(got), short(want)))
}

func short(v any) string {
	b, _ := json.Marshal(v)
	if len(b) > 200 {
		return string(b[:200]) + "…"
	}
	return string(b)
}
