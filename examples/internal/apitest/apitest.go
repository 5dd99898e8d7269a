// Package apitest is the end-to-end test that examples/ginapi and
// examples/echoapi share: the same task API on two frameworks must give the
// same tools (names, titles, hints, and the schemas mcpvet computes from
// the routes) and answer the same calls through the app's middleware. Each
// example's tests hand it the app's constructor; the helpers Call,
// Structured, Text and Bearer also serve examples/shop's tests.
package apitest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/analyzers/facts/apifacts"
	"github.com/mcpvet/mcpvet/examples/internal/tasks"
	"github.com/mcpvet/mcpvet/internal/genload"
	"github.com/mcpvet/mcpvet/runtime/schema"
)

// Token is the bearer token the app under test requires.
const Token = "s3cret-token"

// TaskApp is a task API under test, the package in the current directory.
type TaskApp struct {
	// New returns the app's handler on a fresh store, requiring the
	// bearer token.
	New func(store *tasks.Store, token string) http.Handler
	// MCPPath is where the app serves its MCP endpoint.
	MCPPath string
	// NotFound is the body the framework answers for a task not found
	// (each framework words its error body its own way).
	NotFound string
}

// analyzed loads the package in the current directory the way mcpvet gen
// and mcpvet vet do, once for all tests: its apifacts result is what the
// tools must be.
var analyzed = sync.OnceValues(func() ([]*genload.Package, error) { return genload.Load(genload.Config{}, ".") })

func load(t *testing.T) *genload.Package {
	t.Helper()
	pkgs, err := analyzed()
	if err != nil {
		t.Fatalf("loading the package as mcpvet does: %v", err)
	}
	if pkgs[0].Err != nil {
		t.Fatalf("mcpvet gen refuses the package: %v", pkgs[0].Err)
	}
	return pkgs[0]
}

// specTools are the tools the task routes become: named by the config's
// Naming.Format "{Func}", titled by the func name read as a sentence, the
// four hints from the method.
var specTools = []struct {
	name, title, method string
	hints               [4]bool // readOnly, destructive, idempotent, openWorld
}{
	{"ListTasks", "List tasks", "GET", [4]bool{true, false, true, false}},
	{"CreateTask", "Create task", "POST", [4]bool{false, false, false, false}},
	{"GetTask", "Get task", "GET", [4]bool{true, false, true, false}},
	{"ReplaceTask", "Replace task", "PUT", [4]bool{false, true, true, false}},
	{"DeleteTask", "Delete task", "DELETE", [4]bool{false, true, true, false}},
}

// GeneratedFileIsCurrent checks that the committed mcpvet_gen.go is what
// mcpvet gen writes now.
func (a TaskApp) GeneratedFileIsCurrent(t *testing.T) {
	p := load(t)
	committed, err := os.ReadFile(genload.FileName)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(p.Src, committed) {
		t.Fatalf("%s is not what mcpvet gen writes now; run go generate %s", genload.FileName, p.Path)
	}
}

// ToolsList lists the tools with a real go-sdk client over Streamable HTTP
// and checks names, titles and all four hints against the spec, and
// descriptions and schemas (the same JSON values) against what mcpvet's
// analyzer computes from the routes; the health check and the MCP endpoint
// are not tools.
func (a TaskApp) ToolsList(t *testing.T) {
	p := load(t)
	byName := map[string]*apifacts.Route{}
	for _, r := range p.API.Tools {
		byName[r.Tool.Name] = r
	}
	srv := a.start(t)
	cs := connect(t, srv.URL+a.MCPPath, Token)
	res, err := cs.ListTools(t.Context(), nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tool := range res.Tools {
		names = append(names, tool.Name)
	}
	var want []string
	for _, s := range specTools {
		want = append(want, s.name)
	}
	if !slices.Equal(slices.Sorted(slices.Values(names)), slices.Sorted(slices.Values(want))) || len(byName) != len(want) {
		t.Fatalf("tools listed: %v; found by mcpvet: %d\nwant: %v", names, len(byName), want)
	}
	for _, s := range specTools {
		tool := res.Tools[slices.Index(names, s.name)]
		r := byName[s.name]
		if tool.Title != s.title || r.Tool.Route().Method != s.method {
			t.Errorf("tool %s: title %q, method %s; want %q, %s", s.name, tool.Title, r.Tool.Route().Method, s.title, s.method)
		}
		if tool.Description != r.Tool.Description || tool.Description == "" {
			t.Errorf("tool %s: description %q; mcpvet: %q", s.name, tool.Description, r.Tool.Description)
		}
		an := tool.Annotations
		if an == nil || an.DestructiveHint == nil || an.OpenWorldHint == nil {
			t.Errorf("tool %s: the hints are not all stated: %+v", s.name, an)
			continue
		}
		if got := [4]bool{an.ReadOnlyHint, *an.DestructiveHint, an.IdempotentHint, *an.OpenWorldHint}; got != s.hints {
			t.Errorf("tool %s: hints %v; want %v", s.name, got, s.hints)
		}
		if got, want := mustJSON(t, tool.InputSchema), canonical(t, schema.Encode(r.Tool.Input)); !bytes.Equal(got, want) {
			t.Errorf("tool %s: served input schema\n%s\nmcpvet computed\n%s", s.name, got, want)
		}
		var wantOut []byte
		if r.Tool.Output != nil {
			wantOut = canonical(t, schema.Encode(r.Tool.Output))
		}
		if got := mustJSON(t, tool.OutputSchema); !bytes.Equal(got, wantOut) {
			t.Errorf("tool %s: served output schema\n%s\nmcpvet computed\n%s", s.name, got, wantOut)
		}
	}
}

// Calls calls each tool with the token in the MCP request: each call goes
// through the engine's bearer-token middleware to the handler.
func (a TaskApp) Calls(t *testing.T) {
	srv := a.start(t)
	cs := connect(t, srv.URL+a.MCPPath, Token)

	var page tasks.TaskPage
	Structured(t, Call(t, cs, "ListTasks", `{"tag":"work","limit":1}`), &page)
	if page.Total != 2 || len(page.Tasks) != 1 || page.Tasks[0].Title != "Write the report" {
		t.Errorf("ListTasks tag=work limit=1: %+v", page)
	}
	Structured(t, Call(t, cs, "ListTasks", `{"done":true}`), &page)
	if page.Total != 1 || page.Tasks[0].Title != "Book the train" {
		t.Errorf("ListTasks done=true: %+v", page)
	}

	var created tasks.Task
	Structured(t, Call(t, cs, "CreateTask", `{"body":{"title":"Call the plumber","tags":["home"]}}`), &created)
	if created.ID != 4 || created.Title != "Call the plumber" {
		t.Fatalf("CreateTask: %+v", created)
	}
	var got tasks.Task
	Structured(t, Call(t, cs, "GetTask", `{"id":4}`), &got)
	if got.Title != "Call the plumber" || got.Done {
		t.Errorf("GetTask 4: %+v", got)
	}
	var replaced tasks.Task
	Structured(t, Call(t, cs, "ReplaceTask", `{"id":4,"body":{"title":"Call the plumber","done":true}}`), &replaced)
	if !replaced.Done || replaced.Tags != nil {
		t.Errorf("ReplaceTask 4: %+v", replaced)
	}

	// A 204: success, nothing to say.
	if res := Call(t, cs, "DeleteTask", `{"id":4}`); res.IsError {
		t.Errorf("DeleteTask 4: %s", Text(res))
	}
	// A 404 after it: an error result naming the status and the body.
	res := Call(t, cs, "GetTask", `{"id":4}`)
	if got, want := Text(res), "HTTP 404: "+a.NotFound; !res.IsError || got != want {
		t.Errorf("GetTask 4 after DeleteTask: isError %t, %q; want %q", res.IsError, got, want)
	}
	res = Call(t, cs, "DeleteTask", `{"id":4}`)
	if !res.IsError || !strings.HasPrefix(Text(res), "HTTP 404: ") {
		t.Errorf("DeleteTask 4 again: isError %t, %q; want HTTP 404", res.IsError, Text(res))
	}
}

// Unauthorized checks that without the token, or with a wrong one, the
// MCP endpoint refuses the client (it sits behind the API's own
// middleware, so tools/list tells no stranger the routes); and that the
// engine serves the health check, which is no tool.
func (a TaskApp) Unauthorized(t *testing.T) {
	srv := a.start(t)
	for _, token := range []string{"", "wrong"} {
		tr := &mcp.StreamableClientTransport{Endpoint: srv.URL + a.MCPPath, HTTPClient: &http.Client{Transport: Bearer{token}}}
		cs, err := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "v0.0.1"}, nil).Connect(t.Context(), tr, nil)
		if err == nil {
			cs.Close()
			t.Errorf("connect with token %q: the MCP endpoint answered; want it refused", token)
		} else if !strings.Contains(err.Error(), "Unauthorized") && !strings.Contains(err.Error(), "401") {
			t.Errorf("connect with token %q: %v; want a 401", token, err)
		}
	}
	resp, err := http.Get(srv.URL + "/healthz")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Errorf("GET /healthz: %d", resp.StatusCode)
	}
}

func (a TaskApp) start(t *testing.T) *httptest.Server {
	srv := httptest.NewServer(a.New(tasks.NewStore(), Token))
	t.Cleanup(srv.Close)
	return srv
}

// connect connects a go-sdk client over Streamable HTTP, sending the
// bearer token ("" for none) with every MCP request.
func connect(t *testing.T, endpoint, token string) *mcp.ClientSession {
	t.Helper()
	tr := &mcp.StreamableClientTransport{Endpoint: endpoint, HTTPClient: &http.Client{Transport: Bearer{token}}}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "v0.0.1"}, nil).Connect(t.Context(), tr, nil)
	if err != nil {
		t.Fatalf("connect to %s: %v", endpoint, err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

// Bearer is a client transport that adds the bearer token to every
// request (none when Token is "").
type Bearer struct{ Token string }

// RoundTrip sends r with the token over http.DefaultTransport.
func (b Bearer) RoundTrip(r *http.Request) (*http.Response, error) {
	if b.Token != "" {
		r = r.Clone(r.Context())
		r.Header.Set("Authorization", "Bearer "+b.Token)
	}
	return http.DefaultTransport.RoundTrip(r)
}

// Call calls the tool name with the JSON arguments args; a protocol error
// fails the test (a tool error is a result with IsError).
func Call(t *testing.T, cs *mcp.ClientSession, name, args string) *mcp.CallToolResult {
	t.Helper()
	res, err := cs.CallTool(t.Context(), &mcp.CallToolParams{Name: name, Arguments: json.RawMessage(args)})
	if err != nil {
		t.Fatalf("%s %s: %v", name, args, err)
	}
	return res
}

// Structured decodes a successful result's structured content into v.
func Structured(t *testing.T, res *mcp.CallToolResult, v any) {
	t.Helper()
	if res.IsError {
		t.Fatalf("isError: %s", Text(res))
	}
	b := mustJSON(t, res.StructuredContent)
	if err := json.Unmarshal(b, v); err != nil {
		t.Fatalf("structured content %s: %v", b, err)
	}
}

// Text is the result's text content, the parts joined by "|".
func Text(res *mcp.CallToolResult) string {
	var parts []string
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			parts = append(parts, tc.Text)
		}
	}
	return strings.Join(parts, "|")
}

func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	if v == nil {
		return nil
	}
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(fmt.Errorf("marshal %T: %v", v, err))
	}
	return b
}

// canonical is b as mustJSON writes the same JSON value (keys sorted).
func canonical(t *testing.T, b []byte) []byte {
	t.Helper()
	var v any
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatal(err)
	}
	return mustJSON(t, v)
}
