package forms

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestCalls calls every generated tool through a real client: the
// generated Call decodes the arguments into the right parameters and
// hands the results to the runtime.
func TestCalls(t *testing.T) {
	ctx := context.Background()
	s := mcp.NewServer(&mcp.Implementation{Name: "forms", Version: "v0"}, nil)
	RegisterTools(s)
	RegisterCounterTools(s, Counter{Start: 40})
	RegisterClockTools(s, &Clock{now: time.Date(2025, 1, 2, 3, 4, 5, 0, time.UTC)})
	st, ct := mcp.NewInMemoryTransports()
	if _, err := s.Connect(ctx, st, nil); err != nil {
		t.Fatal(err)
	}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "c", Version: "v0"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()

	for _, tc := range []struct {
		tool    string
		args    string
		text    string // the text content, joined by |
		sc      string // the structured content's JSON, if any
		isError bool
	}{
		{tool: "ping", args: `{}`},
		{tool: "fail", args: `{"text":"x"}`, text: "failed: x", isError: true},
		{tool: "echo", args: `{"text":"hi"}`, text: "hi"},
		{tool: "shout", args: `{"text":"hi"}`, text: "HI"},
		{tool: "blocks", args: `{"text":"a"}`, text: "a|blocks"},
		{tool: "block", args: `{"text":"a"}`, text: "a"},
		{tool: "raw", args: `{"text":"a"}`, text: "raw a"},
		{tool: "typed", args: `{"text":"a"}`, text: `{"text":"typed a"}`, sc: `{"text":"typed a"}`},
		{tool: "typed_ptr", args: `{"text":"a"}`, text: `{"text":""}`, sc: `{"text":""}`},
		{tool: "typed_count", args: `{"text":"abc"}`, text: "own content"},
		{tool: "sum", args: `{"nums":[1,2,3]}`, text: "6"},
		{tool: "epoch", args: `{}`, text: `"1970-01-01T00:00:00Z"`},
		{tool: "document", args: `{}`, text: `{"a":[1,2]}`},
		{tool: "pick", args: `{"verbose":true}`, text: "2"},
		{tool: "answer", args: `{"text":"a"}`, text: `{"text":"re: a"}`, sc: `{"text":"re: a"}`},
		{tool: "counts", args: `{"words":["a","b","a"]}`, text: `{"a":2,"b":1}`, sc: `{"a":2,"b":1}`},
		{tool: "find", args: `{"text":"a"}`, text: "null"},
		{tool: "describe.level", args: `{"level":"high"}`, text: "level high"},
		{tool: "order", args: `{"text":"a"}`, text: "a true true"},
		{tool: "next", args: `{"n":2}`, text: "42"},
		{tool: "now", args: `{}`, text: `{"text":"now","at":"2025-01-02T03:04:05Z"}`, sc: `{"text":"now","at":"2025-01-02T03:04:05Z"}`},
		{tool: "set", args: `{"at":"2025-01-02T03:04:05Z","zone":"UTC"}`},
	} {
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: tc.tool, Arguments: json.RawMessage(tc.args)})
		if err != nil {
			t.Errorf("%s: %v", tc.tool, err)
			continue
		}
		var texts []string
		for _, c := range res.Content {
			if tx, ok := c.(*mcp.TextContent); ok {
				texts = append(texts, tx.Text)
			}
		}
		if got := strings.Join(texts, "|"); got != tc.text || res.IsError != tc.isError {
			t.Errorf("%s: text %q, isError %v; want %q, %v", tc.tool, got, res.IsError, tc.text, tc.isError)
		}
		var sc string
		if res.StructuredContent != nil {
			b, _ := json.Marshal(res.StructuredContent)
			sc = string(b)
		}
		if sc != normalize(tc.sc) {
			t.Errorf("%s: structured content %s; want %s", tc.tool, sc, tc.sc)
		}
	}
}

// normalize writes JSON as the client's decoded structured content is
// written again: object keys sorted.
func normalize(s string) string {
	if s == "" {
		return ""
	}
	var v any
	if err := json.Unmarshal([]byte(s), &v); err != nil {
		return s
	}
	b, _ := json.Marshal(v)
	return string(b)
}
