package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/internal/genload"
	"github.com/mcpvet/mcpvet/runtime"
)

// analyzed loads this package the way mcpvet gen and mcpvet schema do,
// once for all tests.
var analyzed = sync.OnceValues(func() (*genload.Package, error) {
	pkgs, err := genload.Load(genload.Config{}, ".")
	if err != nil {
		return nil, err
	}
	return pkgs[0], nil
})

func load(t *testing.T) *genload.Package {
	t.Helper()
	p, err := analyzed()
	if err != nil {
		t.Fatalf("loading the package as mcpvet does: %v", err)
	}
	return p
}

// TestGeneratedFileIsCurrent: the committed mcpvet_gen.go is exactly what
// mcpvet gen writes now, and gen writes the same bytes every time.
func TestGeneratedFileIsCurrent(t *testing.T) {
	p := load(t)
	if p.Err != nil {
		t.Fatal(p.Err)
	}
	committed, err := os.ReadFile(genload.FileName)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(p.Src, committed) {
		t.Fatalf("%s is not what mcpvet gen writes now; run go generate ./examples/notes", genload.FileName)
	}
	// It is the committed file: writing it changes nothing. (That two
	// runs write the same bytes is genload's TestGolden.)
	if action, err := genload.Write(p); err != nil || action != genload.Unchanged {
		t.Errorf("genload.Write on a current file: %v, %v; want unchanged", action, err)
	}
}

// TestServedSchemasAreMcpvets lists the tools with a real go-sdk client and
// checks that every tool the server lists is one mcpvet found, with the
// input and output schemas mcpvet computed, byte for byte as they travel,
// and that no tool mcpvet found is missing.
func TestServedSchemasAreMcpvets(t *testing.T) {
	p := load(t)
	want := map[string]genload.ToolSchemas{}
	for _, ts := range genload.Schemas([]*genload.Package{p}) {
		if len(ts.Problems) > 0 {
			t.Errorf("mcpvet finds problems in tool %s: %v", ts.Name, ts.Problems)
		}
		want[ts.Name] = ts
	}
	if len(want) < 12 {
		t.Errorf("mcpvet finds %d tools; want at least 12", len(want))
	}

	for _, mode := range []string{"memory", "http"} {
		t.Run(mode, func(t *testing.T) {
			c := newCapture(mode, newServer(NewNotebook(time.Now)))
			cs := c.connect(t)
			if _, err := cs.ListTools(t.Context(), nil); err != nil {
				t.Fatal(err)
			}
			var listed struct {
				Tools []struct {
					Name         string          `json:"name"`
					InputSchema  json.RawMessage `json:"inputSchema"`
					OutputSchema json.RawMessage `json:"outputSchema"`
				} `json:"tools"`
			}
			raw := c.result("tools/list")
			if err := json.Unmarshal(raw, &listed); err != nil {
				t.Fatalf("tools/list result %s: %v", raw, err)
			}
			var names []string
			for _, tool := range listed.Tools {
				names = append(names, tool.Name)
				w, ok := want[tool.Name]
				if !ok {
					t.Errorf("the server lists tool %s, which mcpvet does not find", tool.Name)
					continue
				}
				if !bytes.Equal(tool.InputSchema, w.InputSchema) {
					t.Errorf("tool %s: served input schema\n%s\nmcpvet computed\n%s", tool.Name, tool.InputSchema, w.InputSchema)
				}
				if !bytes.Equal(tool.OutputSchema, w.OutputSchema) {
					t.Errorf("tool %s: served output schema\n%s\nmcpvet computed\n%s", tool.Name, tool.OutputSchema, w.OutputSchema)
				}
			}
			for name := range want {
				if !slices.Contains(names, name) {
					t.Errorf("mcpvet finds tool %s, which the server does not list", name)
				}
			}
		})
	}
}

// TestCalls calls tools of each kind: directive funcs and methods (one
// struct argument, separate arguments), and quick-path tools.
func TestCalls(t *testing.T) {
	clock := time.Date(2025, 3, 14, 9, 0, 0, 0, time.UTC)
	c := newCapture("memory", newServer(NewNotebook(func() time.Time { return clock })))
	cs := c.connect(t)

	var created Note
	structured(t, call(t, cs, "create_note", map[string]any{
		"title":     "Plan the offsite",
		"tags":      []string{"work", "events"},
		"priority":  "high",
		"due":       "2025-03-20T17:00:00Z",
		"checklist": []map[string]any{{"text": "book the venue", "done": false}, {"text": "send invites", "done": false}},
	}), &created)
	if created.Title != "Plan the offsite" || created.Priority != High || created.Due == nil || len(created.Checklist) != 2 {
		t.Fatalf("create_note returned %+v", created)
	}

	var checked Note
	structured(t, call(t, cs, "check_item", map[string]any{"note": created.ID, "item": 1, "done": true}), &checked)
	if !checked.Checklist[1].Done || checked.Checklist[0].Done {
		t.Errorf("check_item: checklist is %+v", checked.Checklist)
	}

	var found SearchResult
	structured(t, call(t, cs, "search_notes", map[string]any{"tags": []string{"WORK"}, "priorities": []string{"high", "urgent"}}), &found)
	if found.Total != 1 || found.Notes[0].ID != created.ID {
		t.Errorf("search_notes found %+v", found)
	}

	if got := text(call(t, cs, "suggest_priority", map[string]any{"text": "fix the outage ASAP"})); got != "urgent" {
		t.Errorf("suggest_priority = %q, want urgent", got)
	}

	var stats statsResult
	structured(t, call(t, cs, "notebook_stats", map[string]any{}), &stats)
	if stats.Total != 1 || stats.ByPriority["high"] != 1 || stats.NextDue == nil {
		t.Errorf("notebook_stats = %+v", stats)
	}

	res := call(t, cs, "get_note", map[string]any{"id": "6ba7b810-9dad-11d1-80b4-00c04fd430c8"})
	if !res.IsError || !strings.Contains(text(res), "There is no note") {
		t.Errorf("get_note of a missing note: isError %v, %q; want the ToolError's message", res.IsError, text(res))
	}
}

func call(t *testing.T, cs *mcp.ClientSession, name string, args any) *mcp.CallToolResult {
	t.Helper()
	res, err := cs.CallTool(t.Context(), &mcp.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		t.Fatalf("CallTool(%s): %v", name, err)
	}
	return res
}

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

// capture is a client transport that keeps the raw results of the
// requests, so that schemas can be compared as the bytes that travel.
type capture struct {
	mcp.Transport
	mu   sync.Mutex
	sent map[string]string          // request ID -> method
	got  map[string]json.RawMessage // method -> last raw result
}

// newCapture serves s over the in-memory transport or Streamable HTTP.
func newCapture(mode string, s *mcp.Server) *capture {
	c := &capture{sent: map[string]string{}, got: map[string]json.RawMessage{}}
	switch mode {
	case "http":
		ts := httptest.NewServer(runtime.HTTPHandler(s, nil))
		c.Transport = &closingTransport{&mcp.StreamableClientTransport{Endpoint: ts.URL}, ts}
	default:
		st, ct := mcp.NewInMemoryTransports()
		c.Transport = &serverTransport{ct, s, st}
	}
	return c
}

// serverTransport connects the server when the client connects.
type serverTransport struct {
	mcp.Transport
	s  *mcp.Server
	st mcp.Transport
}

func (t *serverTransport) Connect(ctx context.Context) (mcp.Connection, error) {
	if _, err := t.s.Connect(context.Background(), t.st, nil); err != nil {
		return nil, err
	}
	return t.Transport.Connect(ctx)
}

type closingTransport struct {
	mcp.Transport
	ts *httptest.Server
}

func (c *capture) connect(t *testing.T) *mcp.ClientSession {
	t.Helper()
	if ct, ok := c.Transport.(*closingTransport); ok {
		t.Cleanup(ct.ts.Close)
	}
	client := mcp.NewClient(&mcp.Implementation{Name: "notes_test", Version: "v0.0.1"}, nil)
	cs, err := client.Connect(t.Context(), c, nil)
	if err != nil {
		t.Fatalf("client connect: %v", err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

func (c *capture) Connect(ctx context.Context) (mcp.Connection, error) {
	conn, err := c.Transport.Connect(ctx)
	if err != nil {
		return nil, err
	}
	return &captureConn{Connection: conn, c: c}, nil
}

func (c *capture) result(method string) json.RawMessage {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.got[method]
}

type captureConn struct {
	mcp.Connection
	c *capture
}

func (cc *captureConn) Write(ctx context.Context, msg jsonrpc.Message) error {
	if req, ok := msg.(*jsonrpc.Request); ok && req.ID.IsValid() {
		cc.c.mu.Lock()
		cc.c.sent[idKey(req.ID)] = req.Method
		cc.c.mu.Unlock()
	}
	return cc.Connection.Write(ctx, msg)
}

func (cc *captureConn) Read(ctx context.Context) (jsonrpc.Message, error) {
	msg, err := cc.Connection.Read(ctx)
	if resp, ok := msg.(*jsonrpc.Response); ok && err == nil {
		cc.c.mu.Lock()
		if method, ok := cc.c.sent[idKey(resp.ID)]; ok {
			cc.c.got[method] = bytes.Clone(resp.Result)
		}
		cc.c.mu.Unlock()
	}
	return msg, err
}

// idKey spells a request ID; jsonrpc.ID has no exported fields and no
// JSON methods, so it is read through Raw.
func idKey(id jsonrpc.ID) string {
	return fmt.Sprintf("%T:%v", id.Raw(), id.Raw())
}
