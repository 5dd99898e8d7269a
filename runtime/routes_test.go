package runtime_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
	"github.com/mcpvet/mcpvet/runtime/mcpvetimpl"
)

// The secret the app's middleware wants. No log record and no result
// text may ever hold it.
const (
	secret    = "s3cret-T0KEN-4242"
	bearer    = "Bearer " + secret
	traceID   = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"
	tracestat = "vendor=opaque"
	baggage   = "user=ann"
)

// apiApp is the app whose routes become tools: a ServeMux behind a
// bearer-token middleware (every /api/ path but /api/public/), which
// records every request it sees.
type apiApp struct {
	mux     *http.ServeMux
	root    http.Handler
	release chan struct{} // ends GET /api/slow, which otherwise waits for its context
	once    sync.Once

	mu   sync.Mutex
	seen []seenRequest
}

type seenRequest struct {
	Method, Path, EscapedPath, RawQuery, Host, RequestURI, RemoteAddr string
	Header                                                            http.Header
	Body                                                              string
}

type item struct {
	ID   int      `json:"id"`
	Name string   `json:"name"`
	Tags []string `json:"tags,omitempty"`
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

func newAPIApp() *apiApp {
	a := &apiApp{mux: http.NewServeMux(), release: make(chan struct{})}
	m := a.mux
	m.HandleFunc("GET /api/items/{id}", func(w http.ResponseWriter, r *http.Request) {
		id, err := strconv.Atoi(r.PathValue("id"))
		if err != nil {
			http.Error(w, "bad id", http.StatusBadRequest)
			return
		}
		if id != 7 {
			http.Error(w, fmt.Sprintf("item %d not found", id), http.StatusNotFound)
			return
		}
		writeJSON(w, http.StatusOK, item{ID: 7, Name: "widget"})
	})
	m.HandleFunc("GET /api/items", func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		writeJSON(w, http.StatusOK, map[string]any{"tag": q["tag"], "limit": q.Get("limit")})
	})
	m.HandleFunc("POST /api/items", func(w http.ResponseWriter, r *http.Request) {
		var in item
		if err := json.NewDecoder(r.Body).Decode(&in); err != nil || in.Name == "" {
			http.Error(w, "bad item", http.StatusBadRequest)
			return
		}
		writeJSON(w, http.StatusCreated, item{ID: 100, Name: in.Name, Tags: in.Tags})
	})
	m.HandleFunc("DELETE /api/items/{id}", func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusNoContent)
	})
	m.HandleFunc("GET /api/files/{path...}", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain")
		io.WriteString(w, "file "+r.PathValue("path")+" at "+r.URL.EscapedPath())
	})
	m.HandleFunc("GET /api/names/{name}", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusOK, map[string]string{"name": r.PathValue("name"), "escaped": r.URL.EscapedPath()})
	})
	m.HandleFunc("GET /api/list", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusOK, []int{1, 2, 3})
	})
	m.HandleFunc("GET /api/slow", func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-a.release:
			io.WriteString(w, "late")
		case <-r.Context().Done():
			http.Error(w, r.Context().Err().Error(), http.StatusServiceUnavailable)
		}
	})
	m.HandleFunc("GET /api/panic", func(w http.ResponseWriter, r *http.Request) {
		panic("handler boom")
	})
	m.HandleFunc("GET /api/big-error", func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, strings.Repeat("é", 3000), http.StatusInternalServerError)
	})
	m.HandleFunc("GET /api/redirect", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, r.URL.Query().Get("to"), http.StatusFound)
	})
	m.HandleFunc("GET /api/public/health", func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, "ok")
	})
	a.root = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		r.Body = io.NopCloser(strings.NewReader(string(body)))
		a.mu.Lock()
		a.seen = append(a.seen, seenRequest{r.Method, r.URL.Path, r.URL.EscapedPath(), r.URL.RawQuery, r.Host,
			r.RequestURI, r.RemoteAddr, r.Header.Clone(), string(body)})
		a.mu.Unlock()
		if strings.HasPrefix(r.URL.Path, "/api/") && !strings.HasPrefix(r.URL.Path, "/api/public/") &&
			r.Header.Get("Authorization") != bearer {
			http.Error(w, "missing or invalid token", http.StatusUnauthorized)
			return
		}
		m.ServeHTTP(w, r)
	})
	return a
}

// serve serves the app over HTTP for the test, releasing its slow
// handlers before the server closes (Close waits for them).
func (a *apiApp) serve(t testing.TB) *httptest.Server {
	hs := httptest.NewServer(a.root)
	t.Cleanup(hs.Close)
	t.Cleanup(a.unblock)
	return hs
}

func (a *apiApp) unblock() { a.once.Do(func() { close(a.release) }) }

// last is the last request the app saw for path (zero if none).
func (a *apiApp) last(path string) (seenRequest, bool) {
	a.mu.Lock()
	defer a.mu.Unlock()
	for i := len(a.seen) - 1; i >= 0; i-- {
		if a.seen[i].Path == path {
			return a.seen[i], true
		}
	}
	return seenRequest{}, false
}

func (a *apiApp) total() int {
	a.mu.Lock()
	defer a.mu.Unlock()
	return len(a.seen)
}

func (a *apiApp) count(path string) int {
	a.mu.Lock()
	defer a.mu.Unlock()
	n := 0
	for _, r := range a.seen {
		if r.Path == path {
			n++
		}
	}
	return n
}

// The route tools, as mcpvet gen writes them for the app.

const (
	idInput   = `{"type":"object","properties":{"id":{"type":"integer"}},"required":["id"],"additionalProperties":false}`
	itemOut   = `{"type":"object","properties":{"id":{"type":"integer"},"name":{"type":"string"},"tags":{"type":"array","items":{"type":"string"}}},"required":["id","name"]}`
	noInput   = `{"type":"object","additionalProperties":false}`
	listInput = `{"type":"object","properties":{"tag":{"type":"array","items":{"type":"string"}},"limit":{"type":"integer"}},"additionalProperties":false}`
	bodyInput = `{"type":"object","properties":{"body":{"type":"object","properties":{"name":{"type":"string"},"tags":{"type":"array","items":{"type":"string"}}},"required":["name"]}},"required":["body"],"additionalProperties":false}`
)

func stringInput(names ...string) string {
	props := make([]string, len(names))
	for i, n := range names {
		props[i] = fmt.Sprintf("%q:{\"type\":\"string\"}", n)
	}
	req, _ := json.Marshal(names)
	return `{"type":"object","properties":{` + strings.Join(props, ",") + `},"required":` + string(req) + `,"additionalProperties":false}`
}

func annotations(method string) *mcp.ToolAnnotations {
	f, tr := false, true
	switch method {
	case "GET":
		return &mcp.ToolAnnotations{ReadOnlyHint: true, DestructiveHint: &f, IdempotentHint: true, OpenWorldHint: &f}
	case "POST":
		return &mcp.ToolAnnotations{DestructiveHint: &f, OpenWorldHint: &f}
	default:
		return &mcp.ToolAnnotations{DestructiveHint: &tr, IdempotentHint: true, OpenWorldHint: &f}
	}
}

func rt(name, method, pattern, input, output string, scope runtime.Scope) mcpvetimpl.RouteTool {
	t := mcpvetimpl.RouteTool{
		Tool:    &mcp.Tool{Name: name, Description: "Calls " + method + " " + pattern + ".", Annotations: annotations(method)},
		Input:   json.RawMessage(input),
		Method:  method,
		Pattern: pattern,
		Scope:   scope,
	}
	if output != "" {
		t.Output = json.RawMessage(output)
	}
	for _, seg := range strings.Split(pattern, "/") {
		if strings.HasPrefix(seg, "{") && seg != "{$}" {
			t.PathValues = append(t.PathValues, strings.TrimSuffix(strings.Trim(seg, "{}"), "..."))
		}
	}
	return t
}

func appTools() []mcpvetimpl.RouteTool {
	list := rt("list_items", "GET", "/api/items", listInput, "", runtime.ScopeRead)
	list.QueryValues = []string{"tag", "limit"}
	create := rt("create_item", "POST", "/api/items", bodyInput, itemOut, runtime.ScopeWrite)
	create.Body = true
	redirect := rt("redirect", "GET", "/api/redirect", stringInput("to"), "", runtime.ScopeRead)
	redirect.QueryValues = []string{"to"}
	return []mcpvetimpl.RouteTool{
		rt("get_item", "GET", "/api/items/{id}", idInput, itemOut, runtime.ScopeRead),
		list,
		create,
		rt("delete_item", "DELETE", "/api/items/{id}", idInput, "", runtime.ScopeDelete),
		rt("get_file", "GET", "/api/files/{path...}", stringInput("path"), "", runtime.ScopeRead),
		rt("get_name", "GET", "/api/names/{name}", stringInput("name"), "", runtime.ScopeRead),
		rt("list_raw", "GET", "/api/list", noInput, "", runtime.ScopeRead),
		rt("panic", "GET", "/api/panic", noInput, "", runtime.ScopeRead),
		rt("big_error", "GET", "/api/big-error", noInput, "", runtime.ScopeRead),
		rt("health", "GET", "/api/public/health", noInput, "", runtime.ScopeRead),
		rt("anything", "GET", "/{rest...}", stringInput("rest"), "", runtime.ScopeRead),
		redirect,
	}
}

// routeEnv is the app with its MCP endpoint mounted beside the API at
// /mcp (behind LoopPrevention), served over HTTP.
type routeEnv struct {
	app  *apiApp
	srv  *mcp.Server
	logs *logs
	hs   *httptest.Server
}

func newRouteEnv(t *testing.T) *routeEnv {
	t.Helper()
	e := &routeEnv{app: newAPIApp(), srv: newServer(), logs: new(logs)}
	logger := slog.New(e.logs)
	mcpvetimpl.RegisterRoutes(e.srv, runtime.APIOptions{Handler: e.app.root, MCPPath: "/mcp", Logger: logger, Timeout: 20 * time.Second}, appTools()...)
	// A short timeout for the slow route.
	mcpvetimpl.RegisterRoutes(e.srv, runtime.APIOptions{Handler: e.app.root, MCPPath: "/mcp", Logger: logger, Timeout: 150 * time.Millisecond},
		rt("slow", "GET", "/api/slow", noInput, "", runtime.ScopeRead))
	// A route pointing at the MCP endpoint itself, registered without
	// MCPPath (the runtime cannot know): only LoopPrevention stands.
	mcpvetimpl.RegisterRoutes(e.srv, runtime.APIOptions{Handler: e.app.root, Logger: logger},
		rt("loop", "POST", "/mcp", noInput, "", runtime.ScopeWrite))
	e.app.mux.Handle("/mcp", runtime.LoopPrevention("/mcp", runtime.HTTPHandler(e.srv, nil)))
	e.hs = e.app.serve(t)
	return e
}

// headerTransport adds headers to every request of the MCP client, and
// can forge its Host.
type headerTransport struct {
	header http.Header
	host   string
}

func (h headerTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	for k, v := range h.header {
		r.Header[k] = v
	}
	if h.host != "" {
		r.Host = h.host
	}
	return http.DefaultTransport.RoundTrip(r)
}

// clientHeaders are what the MCP client sends: the token, the trace
// headers, and what must not be forwarded.
func clientHeaders() http.Header {
	h := http.Header{}
	h.Set("Authorization", bearer)
	h.Set("Traceparent", traceID)
	h.Set("Tracestate", tracestat)
	h.Set("Baggage", baggage)
	h.Set("Cookie", "session=cookie-value")
	h.Set("X-Forwarded-Host", "evil.example")
	h.Set("X-Api-Key", "key-value")
	return h
}

// connectWith connects a go-sdk client over Streamable HTTP to endpoint,
// its requests carrying header (and Host, when host is set).
func connectWith(t testing.TB, endpoint string, header http.Header, host string) session {
	t.Helper()
	return connectClient(t, newCapture(&mcp.StreamableClientTransport{
		Endpoint:   endpoint,
		HTTPClient: &http.Client{Transport: headerTransport{header, host}},
		MaxRetries: -1,
	}))
}

func (e *routeEnv) connectHTTP(t testing.TB, header http.Header) session {
	return connectWith(t, e.hs.URL+"/mcp", header, "")
}

// logLine reports whether a line of the log holds all the parts, in
// order.
func logLine(log string, parts ...string) bool {
	for line := range strings.Lines(log) {
		rest, ok := line, true
		for _, p := range parts {
			var after string
			if _, after, ok = strings.Cut(rest, p); !ok {
				break
			}
			rest = after
		}
		if ok {
			return true
		}
	}
	return false
}

// noSecret fails when s holds the token.
func noSecret(t testing.TB, what, s string) {
	t.Helper()
	if strings.Contains(s, secret) {
		t.Errorf("%s holds the token: %s", what, s)
	}
}

func TestRoutes(t *testing.T) {
	e := newRouteEnv(t)
	c := e.connectHTTP(t, clientHeaders())
	var texts []string
	call := func(name, args string) *callResult {
		t.Helper()
		r := c.call(t, name, args)
		texts = append(texts, r.String())
		return r
	}

	t.Run("tools", func(t *testing.T) {
		tools := c.listRaw(t)
		get := tools["get_item"]
		if !jsonEqual(get.InputSchema, idInput) || !jsonEqual(get.OutputSchema, itemOut) {
			t.Errorf("get_item schemas: %s %s", get.InputSchema, get.OutputSchema)
		}
		if !jsonEqual(get.Annotations, `{"readOnlyHint":true,"destructiveHint":false,"idempotentHint":true,"openWorldHint":false}`) {
			t.Errorf("get_item annotations: %s", get.Annotations)
		}
		if tools["list_raw"].OutputSchema != nil {
			t.Errorf("list_raw has an output schema: %s", tools["list_raw"].OutputSchema)
		}
	})

	t.Run("GET path value, structured", func(t *testing.T) {
		r := call("get_item", `{"id":7}`)
		r.wantText(t, `{"id":7,"name":"widget"}`)
		if !jsonEqual(r.StructuredContent, `{"id":7,"name":"widget"}`) {
			t.Errorf("structured content %s", r.StructuredContent)
		}
		got, ok := e.app.last("/api/items/7")
		if !ok {
			t.Fatal("the app did not see GET /api/items/7")
		}
		if got.Method != "GET" || got.Host != "localhost" || got.RequestURI != "/api/items/7" || got.RemoteAddr != "" || got.Body != "" {
			t.Errorf("request %+v", got)
		}
	})

	t.Run("forwarding", func(t *testing.T) {
		call("get_item", `{"id":7}`)
		got, _ := e.app.last("/api/items/7")
		want := http.Header{
			"Authorization":       {bearer},
			"Traceparent":         {traceID},
			"Tracestate":          {tracestat},
			"Baggage":             {baggage},
			"Accept":              {"application/json"},
			"X-Mcp-Internal-Call": {"1"},
		}
		if fmt.Sprint(got.Header) != fmt.Sprint(want) {
			t.Errorf("the app saw headers\n%v\nwant exactly\n%v", got.Header, want)
		}
		// The MCP request itself did carry the others.
		mcpReq, _ := e.app.last("/mcp")
		if mcpReq.Header.Get("Cookie") == "" || mcpReq.Header.Get("X-Forwarded-Host") == "" {
			t.Errorf("the MCP request lacks the test's headers: %v", mcpReq.Header)
		}
	})

	t.Run("GET query, arrays repeated", func(t *testing.T) {
		r := call("list_items", `{"tag":["a b","c&d"],"limit":10}`)
		r.wantText(t, `{"limit":"10","tag":["a b","c\u0026d"]}`)
		if r.StructuredContent != nil {
			t.Errorf("structured content without an output schema: %s", r.StructuredContent)
		}
		got, _ := e.app.last("/api/items")
		if got.RawQuery != "limit=10&tag=a+b&tag=c%26d" {
			t.Errorf("query %q", got.RawQuery)
		}
		call("list_items", `{}`)
		if got, _ := e.app.last("/api/items"); got.RawQuery != "" || got.RequestURI != "/api/items" {
			t.Errorf("no query values: %+v", got)
		}
	})

	t.Run("POST body 201", func(t *testing.T) {
		r := call("create_item", `{"body":{"name":"bolt","tags":["x"]}}`)
		r.wantText(t, `{"id":100,"name":"bolt","tags":["x"]}`)
		if !jsonEqual(r.StructuredContent, `{"id":100,"name":"bolt","tags":["x"]}`) {
			t.Errorf("structured content %s", r.StructuredContent)
		}
		got, _ := e.app.last("/api/items")
		if got.Method != "POST" || got.Header.Get("Content-Type") != "application/json" || !jsonEqual(json.RawMessage(got.Body), `{"name":"bolt","tags":["x"]}`) {
			t.Errorf("request %+v", got)
		}
	})

	t.Run("DELETE 204", func(t *testing.T) {
		r := call("delete_item", `{"id":7}`)
		if r.IsError || len(r.Content) != 0 || r.StructuredContent != nil {
			t.Errorf("got %s, want an empty result", r)
		}
		if got, _ := e.app.last("/api/items/7"); got.Method != "DELETE" {
			t.Errorf("last request %+v", got)
		}
	})

	t.Run("non-2xx", func(t *testing.T) {
		call("get_item", `{"id":99}`).wantError(t, "HTTP 404: item 99 not found")
		r := call("big_error", `{}`)
		if !r.IsError || len(r.Content) != 1 {
			t.Fatalf("got %s", r)
		}
		text := r.Content[0].Text
		body, ok := strings.CutPrefix(text, "HTTP 500: ")
		if !ok || !strings.HasSuffix(body, "…") || len(body) > 1000+len("…") || len(body) < 990 || !strings.HasPrefix(body, "éé") {
			t.Errorf("cut error body (%d bytes): %.60q", len(body), text)
		}
		// A redirect is not followed: an error, and nothing else is called.
		call("redirect", `{"to":"/api/public/health"}`).wantError(t, `HTTP 302: <a href="/api/public/health">Found</a>.`)
	})

	t.Run("arguments", func(t *testing.T) {
		n := e.app.total()
		call("get_item", `{"id":"7"}`).wantError(t, "Argument 'id' is not valid.")
		call("get_item", `{}`).wantError(t, "Argument 'id' is required.")
		call("get_item", `{"id":1.5}`).wantError(t, "Argument 'id' is not valid.")
		call("get_name", `{"name":".."}`).wantError(t, "Argument 'name' is not valid.")
		call("get_name", `{"name":""}`).wantError(t, "Argument 'name' is not valid.")
		call("get_file", `{"path":"a//b"}`).wantError(t, "Argument 'path' is not valid.")
		call("get_file", `{"path":"../etc/passwd"}`).wantError(t, "Argument 'path' is not valid.")
		call("get_file", `{"path":"/abs"}`).wantError(t, "Argument 'path' is not valid.")
		if m := e.app.total(); m != n+8 { // the 8 MCP requests, no API request
			t.Errorf("the app saw %d requests, want 8 (MCP only)", e.app.total()-n)
		}
	})

	t.Run("escaping", func(t *testing.T) {
		r := call("get_name", `{"name":"a/b?c#d %"}`)
		r.wantText(t, `{"escaped":"/api/names/a%2Fb%3Fc%23d%20%25","name":"a/b?c#d %"}`)
		call("get_file", `{"path":"docs/a b/ü.txt"}`).wantText(t, "file docs/a b/ü.txt at /api/files/docs/a%20b/%C3%BC.txt")
		call("get_file", `{"path":"dir/"}`).wantText(t, "file dir/ at /api/files/dir/")
		call("get_file", `{"path":""}`).wantText(t, "file  at /api/files/")
	})

	t.Run("non-object JSON is text", func(t *testing.T) {
		r := call("list_raw", `{}`)
		r.wantText(t, "[1,2,3]")
		if r.StructuredContent != nil {
			t.Errorf("structured content %s", r.StructuredContent)
		}
	})

	t.Run("loop", func(t *testing.T) {
		// Refused by the runtime: the path is under MCPPath.
		call("anything", `{"rest":"mcp"}`).wantError(t, "The API call was refused: it would reach the MCP endpoint (loop prevention).")
		call("anything", `{"rest":"mcp/x"}`).wantError(t, "The API call was refused: it would reach the MCP endpoint (loop prevention).")
		call("anything", `{"rest":"api/public/health"}`).wantText(t, "ok")
		// Refused by LoopPrevention: the runtime was not told MCPPath.
		before := e.app.count("/mcp")
		call("loop", `{}`).wantError(t, "HTTP 508: MCP endpoint refuses internal calls (loop prevention)")
		if got, _ := e.app.last("/mcp"); got.Header.Get(runtime.InternalCallHeader) != "1" || e.app.count("/mcp") != before+2 {
			t.Errorf("the internal call did not reach LoopPrevention: %+v", got)
		}
	})

	t.Run("handler panic", func(t *testing.T) {
		call("panic", `{}`).wantError(t, "The API call failed.")
		if l := e.logs.text(); !logLine(l, "ERROR mcp route handler panicked tool=panic", "handler boom", "route=GET /api/panic", "stack=goroutine") {
			t.Errorf("log:\n%s", l)
		}
		call("health", `{}`).wantText(t, "ok")
	})

	t.Run("timeout", func(t *testing.T) {
		start := time.Now()
		call("slow", `{}`).wantError(t, "The API call timed out.")
		if d := time.Since(start); d > 5*time.Second {
			t.Errorf("the timeout took %v", d)
		}
		if l := e.logs.text(); !logLine(l, "ERROR mcp route call timed out tool=slow", "error=context deadline exceeded", "route=GET /api/slow") {
			t.Errorf("log:\n%s", l)
		}
		// The server keeps serving, the slow handler still running.
		call("get_item", `{"id":7}`).wantText(t, `{"id":7,"name":"widget"}`)
	})

	for _, s := range texts {
		noSecret(t, "a result", s)
	}
	noSecret(t, "the log", e.logs.text())
}

// TestRoutesNoToken: without Authorization, the app's middleware answers
// 401, over HTTP and in memory (which has no headers at all).
func TestRoutesNoToken(t *testing.T) {
	e := newRouteEnv(t)
	for _, c := range []struct {
		name string
		s    session
	}{
		{"http", e.connectHTTP(t, http.Header{"Traceparent": {traceID}})},
		{"memory", connectMemory(t, e.srv)},
	} {
		t.Run(c.name, func(t *testing.T) {
			c.s.call(t, "get_item", `{"id":7}`).wantError(t, "HTTP 401: missing or invalid token")
			c.s.call(t, "health", `{}`).wantText(t, "ok")
			c.s.call(t, "get_item", `{"id":"x"}`).wantError(t, "Argument 'id' is not valid.")
			c.s.call(t, "loop", `{}`).wantError(t, "HTTP 508: MCP endpoint refuses internal calls (loop prevention)")
			if got, _ := e.app.last("/api/public/health"); got.Header.Get("Authorization") != "" || got.Header.Get(runtime.InternalCallHeader) != "1" {
				t.Errorf("headers %v", got.Header)
			}
		})
	}
}

// TestRoutesInternalMCPRequest: an MCP request that itself carries
// X-MCP-Internal-Call (a loop LoopPrevention was not mounted to catch)
// makes no API call.
func TestRoutesInternalMCPRequest(t *testing.T) {
	app := newAPIApp()
	s := newServer()
	mcpvetimpl.RegisterRoutes(s, runtime.APIOptions{Handler: app.root}, appTools()...)
	hs := httptest.NewServer(runtime.HTTPHandler(s, nil)) // no LoopPrevention
	t.Cleanup(hs.Close)
	h := clientHeaders()
	h.Set(runtime.InternalCallHeader, "1")
	c := connectWith(t, hs.URL, h, "")
	c.call(t, "health", `{}`).wantError(t, "The API call was refused: it would reach the MCP endpoint (loop prevention).")
	if n := app.count("/api/public/health"); n != 0 {
		t.Errorf("the app saw %d requests", n)
	}
}

func TestRouteScopes(t *testing.T) {
	e := &routeEnv{app: newAPIApp(), srv: newServer(), logs: new(logs)}
	var granted atomic.Int64
	var mapped atomic.Int64
	mcpvetimpl.RegisterRoutes(e.srv, runtime.APIOptions{
		Handler: e.app.root,
		MCPPath: "/mcp",
		Logger:  slog.New(e.logs),
		Granted: func(ctx context.Context, req *mcp.CallToolRequest) runtime.Scope {
			mapped.Add(1)
			return runtime.Scope(granted.Load())
		},
	}, appTools()...)
	e.app.mux.Handle("/mcp", runtime.LoopPrevention("/mcp", runtime.HTTPHandler(e.srv, nil)))
	e.hs = e.app.serve(t)
	c := e.connectHTTP(t, clientHeaders())
	for _, tc := range []struct {
		granted    runtime.Scope
		tool, args string
		want       string // "" for success
	}{
		{runtime.ScopeRead, "create_item", `{"body":{"name":"x"}}`, "Insufficient scope. Required: Write, Granted: Read"},
		{0, "get_item", `{"id":7}`, "Insufficient scope. Required: Read, Granted: none"},
		{runtime.ScopeRead | runtime.ScopeWrite, "delete_item", `{"id":7}`, "Insufficient scope. Required: Delete, Granted: Read, Write"},
		{runtime.ScopeRead, "delete_item", `{"id":"not even valid"}`, "Insufficient scope. Required: Delete, Granted: Read"},
		{runtime.ScopeRead, "get_item", `{"id":7}`, ""},
		{runtime.ScopeWrite, "create_item", `{"body":{"name":"x"}}`, ""},
		{runtime.ScopeRead | runtime.ScopeWrite | runtime.ScopeDelete, "delete_item", `{"id":7}`, ""},
	} {
		granted.Store(int64(tc.granted))
		before := e.app.total()
		r := c.call(t, tc.tool, tc.args)
		apiCalls := e.app.total() - before - 1 // less the MCP request
		if tc.want != "" {
			r.wantError(t, tc.want)
			if apiCalls != 0 {
				t.Errorf("%s: refused, yet the app saw %d requests", tc.tool, apiCalls)
			}
		} else if r.IsError || apiCalls != 1 {
			t.Errorf("%s with %v: %s (%d API calls)", tc.tool, tc.granted, r, apiCalls)
		}
		noSecret(t, "a result", r.String())
	}
	if mapped.Load() != 7 {
		t.Errorf("Granted called %d times, want 7", mapped.Load())
	}
}

// TestRouteSelfCall: with BaseURL, calls go over HTTP to that base and
// nowhere else, whatever the MCP request's Host and X-Forwarded-Host say.
func TestRouteSelfCall(t *testing.T) {
	target := newAPIApp()
	ts := target.serve(t)
	var decoyHits atomic.Int64
	decoy := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		decoyHits.Add(1)
		io.WriteString(w, `{"id":666,"name":"decoy"}`)
	}))
	t.Cleanup(decoy.Close)
	decoyHost := strings.TrimPrefix(decoy.URL, "http://")

	l := new(logs)
	s := newServer()
	mcpvetimpl.RegisterRoutes(s, runtime.APIOptions{BaseURL: ts.URL + "/", MCPPath: "/mcp", Logger: slog.New(l)}, appTools()...)
	mcpvetimpl.RegisterRoutes(s, runtime.APIOptions{BaseURL: ts.URL, Logger: slog.New(l), Timeout: 150 * time.Millisecond},
		rt("slow", "GET", "/api/slow", noInput, "", runtime.ScopeRead))
	closed := httptest.NewServer(http.NotFoundHandler())
	closed.Close()
	mcpvetimpl.RegisterRoutes(s, runtime.APIOptions{BaseURL: closed.URL, Logger: slog.New(l)},
		rt("down", "GET", "/api/public/health", noInput, "", runtime.ScopeRead))
	// The MCP endpoint runs apart from the API; it notes the Host its
	// requests arrive with, to show the forgery is in effect.
	var mcpHosts sync.Map
	mcpHandler := runtime.LoopPrevention("/mcp", runtime.HTTPHandler(s, nil))
	ms := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mcpHosts.Store(r.Host+" "+r.Header.Get("X-Forwarded-Host"), true)
		mcpHandler.ServeHTTP(w, r)
	}))
	t.Cleanup(ms.Close)

	h := clientHeaders()
	h.Set("X-Forwarded-Host", decoyHost)
	h.Set("X-Forwarded-Proto", "http")
	h.Set("Forwarded", "host="+decoyHost)
	cs := connectWith(t, ms.URL+"/mcp", h, decoyHost)
	if _, ok := mcpHosts.Load(decoyHost + " " + decoyHost); !ok {
		t.Fatal("the MCP requests did not carry the forged Host and X-Forwarded-Host")
	}
	c := resultsOf(cs)

	r := c.call(t, "get_item", `{"id":7}`)
	r.wantText(t, `{"id":7,"name":"widget"}`)
	if !jsonEqual(r.StructuredContent, `{"id":7,"name":"widget"}`) {
		t.Errorf("structured content %s", r.StructuredContent)
	}
	got, ok := target.last("/api/items/7")
	if !ok {
		t.Fatal("the target did not see the request")
	}
	if got.Host != strings.TrimPrefix(ts.URL, "http://") || got.Header.Get("Authorization") != bearer ||
		got.Header.Get("Traceparent") != traceID || got.Header.Get(runtime.InternalCallHeader) != "1" ||
		got.Header.Get("Cookie") != "" || got.Header.Get("X-Forwarded-Host") != "" || got.Header.Get("Forwarded") != "" {
		t.Errorf("the target saw %+v", got)
	}
	c.call(t, "create_item", `{"body":{"name":"bolt"}}`).wantText(t, `{"id":100,"name":"bolt"}`)
	c.call(t, "delete_item", `{"id":7}`).wantText(t)
	c.call(t, "get_item", `{"id":99}`).wantError(t, "HTTP 404: item 99 not found")
	c.call(t, "get_file", `{"path":"docs/a b/ü.txt"}`).wantText(t, "file docs/a b/ü.txt at /api/files/docs/a%20b/%C3%BC.txt")
	c.call(t, "get_name", `{"name":"a/b?c#d %"}`).wantText(t, `{"escaped":"/api/names/a%2Fb%3Fc%23d%20%25","name":"a/b?c#d %"}`)
	c.call(t, "list_items", `{"tag":["a b","c&d"],"limit":10}`).wantText(t, `{"limit":"10","tag":["a b","c\u0026d"]}`)
	// A redirect to the decoy is not followed: nothing is sent there.
	c.call(t, "redirect", `{"to":"`+decoy.URL+`/steal"}`).wantError(t, `HTTP 302: <a href="`+decoy.URL+`/steal">Found</a>.`)

	start := time.Now()
	c.call(t, "slow", `{}`).wantError(t, "The API call timed out.")
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("the timeout took %v", d)
	}
	c.call(t, "down", `{}`).wantError(t, "The API call failed.")
	c.call(t, "health", `{}`).wantText(t, "ok")

	if n := decoyHits.Load(); n != 0 {
		t.Errorf("the decoy got %d requests", n)
	}
	log := l.text()
	if !logLine(log, "ERROR mcp route call timed out tool=slow", "context deadline exceeded", "route=GET /api/slow") ||
		!logLine(log, "ERROR mcp route call failed tool=down", "connection refused", "route=GET /api/public/health") {
		t.Errorf("log:\n%s", log)
	}
	noSecret(t, "the log", log)
	for _, s := range *c.texts {
		noSecret(t, "a result", s)
	}
}

// recording is a session that keeps every result it got, as JSON.
type recording struct {
	session
	texts *[]string
}

func resultsOf(s session) recording { return recording{s, new([]string)} }

func (r recording) call(t testing.TB, name, args string) *callResult {
	t.Helper()
	res := r.session.call(t, name, args)
	*r.texts = append(*r.texts, res.String())
	return res
}

// TestRouteCanceled: a call the MCP client canceled makes an error result
// the client never reads, and no log record.
func TestRouteCanceled(t *testing.T) {
	app := newAPIApp()
	l := new(logs)
	h := runtime.RouteHandler(runtime.APIOptions{Handler: app.root, Logger: slog.New(l)}, engineRoute(rt("slow", "GET", "/api/slow", noInput, "", runtime.ScopeRead)))
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(50*time.Millisecond, cancel)
	req := &mcp.CallToolRequest{Params: &mcp.CallToolParamsRaw{Name: "slow", Arguments: json.RawMessage(`{}`)},
		Extra: &mcp.RequestExtra{Header: http.Header{"Authorization": {bearer}}}}
	res, err := h(ctx, req)
	if err != nil || !res.IsError || res.Content[0].(*mcp.TextContent).Text != "The API call was canceled." {
		t.Errorf("got %v %+v", err, res)
	}
	if got, _ := app.last("/api/slow"); got.Header.Get("Authorization") != bearer {
		t.Errorf("the app saw %v", got.Header)
	}
	if s := l.text(); s != "" {
		t.Errorf("log:\n%s", s)
	}
}

// TestRouteBaseFromEnv: MCP_BASE_URL is the base only when neither
// Handler nor BaseURL is set.
func TestRouteBaseFromEnv(t *testing.T) {
	target := newAPIApp()
	ts := target.serve(t)
	decoy := newAPIApp()
	ds := decoy.serve(t)
	health := rt("health", "GET", "/api/public/health", noInput, "", runtime.ScopeRead)

	t.Setenv("MCP_BASE_URL", ts.URL)
	s := newServer()
	mcpvetimpl.RegisterRoutes(s, runtime.APIOptions{}, health)
	connectMemory(t, s).call(t, "health", `{}`).wantText(t, "ok")
	if target.count("/api/public/health") != 1 {
		t.Error("MCP_BASE_URL was not used")
	}

	t.Setenv("MCP_BASE_URL", ds.URL)
	in := newAPIApp()
	s = newServer()
	mcpvetimpl.RegisterRoutes(s, runtime.APIOptions{Handler: in.root}, health)
	connectMemory(t, s).call(t, "health", `{}`).wantText(t, "ok")
	if in.count("/api/public/health") != 1 || decoy.count("/api/public/health") != 0 {
		t.Error("MCP_BASE_URL overrode Handler")
	}

	s = newServer()
	mcpvetimpl.RegisterRoutes(s, runtime.APIOptions{Handler: in.root, BaseURL: ts.URL}, health)
	connectMemory(t, s).call(t, "health", `{}`).wantText(t, "ok")
	if target.count("/api/public/health") != 2 || in.count("/api/public/health") != 1 {
		t.Error("BaseURL did not win over Handler")
	}

	t.Setenv("MCP_BASE_URL", "")
	wantPanic(t, "no API", func() { mcpvetimpl.RegisterRoutes(newServer(), runtime.APIOptions{}, health) })
}

func wantPanic(t *testing.T, want string, f func()) {
	t.Helper()
	defer func() {
		t.Helper()
		v := recover()
		if s := fmt.Sprint(v); v == nil || !strings.Contains(s, want) {
			t.Errorf("panic %v, want one containing %q", v, want)
		}
	}()
	f()
}

func TestRouteRegistrationPanics(t *testing.T) {
	h := http.NotFoundHandler()
	reg := func(opts runtime.APIOptions, tools ...mcpvetimpl.RouteTool) func() {
		if opts.Handler == nil && opts.BaseURL == "" {
			opts.Handler = h
		}
		return func() { mcpvetimpl.RegisterRoutes(newServer(), opts, tools...) }
	}
	good := rt("get_item", "GET", "/api/items/{id}", idInput, itemOut, runtime.ScopeRead)
	with := func(f func(*mcpvetimpl.RouteTool)) mcpvetimpl.RouteTool {
		t := good
		f(&t)
		return t
	}
	for _, tc := range []struct {
		name, want string
		f          func()
	}{
		{"no tool", "has no Tool", reg(runtime.APIOptions{}, with(func(t *mcpvetimpl.RouteTool) { t.Tool = nil }))},
		{"no method", `bad method ""`, reg(runtime.APIOptions{}, with(func(t *mcpvetimpl.RouteTool) { t.Method = "" }))},
		{"no input", "no input schema", reg(runtime.APIOptions{}, with(func(t *mcpvetimpl.RouteTool) { t.Input = nil }))},
		{"bad input", "input schema", reg(runtime.APIOptions{}, with(func(t *mcpvetimpl.RouteTool) { t.Input = json.RawMessage(`{"type":"string"}`) }))},
		{"not a path", "is not a path", reg(runtime.APIOptions{}, with(func(t *mcpvetimpl.RouteTool) { t.Pattern = "GET /api/items/{id}" }))},
		{"wildcard not a value", "wildcard {id} is not in PathValues", reg(runtime.APIOptions{}, with(func(t *mcpvetimpl.RouteTool) { t.PathValues = nil }))},
		{"value not a wildcard", `path value "x" is not a wildcard`, reg(runtime.APIOptions{}, with(func(t *mcpvetimpl.RouteTool) { t.PathValues = []string{"id", "x"} }))},
		{"partial wildcard", "whole segment", reg(runtime.APIOptions{}, with(func(t *mcpvetimpl.RouteTool) { t.Pattern = "/api/items/x{id}" }))},
		{"rest not last", "must be last", reg(runtime.APIOptions{}, with(func(t *mcpvetimpl.RouteTool) { t.Pattern = "/api/{id...}/x" }))},
		{"under MCP", "under the MCP endpoint", reg(runtime.APIOptions{MCPPath: "/api"}, good)},
		{"under MCP static", "under the MCP endpoint", reg(runtime.APIOptions{MCPPath: "/mcp/"}, rt("x", "POST", "/mcp", noInput, "", runtime.ScopeWrite))},
		{"bad base", "base URL", reg(runtime.APIOptions{BaseURL: "ftp://x"}, good)},
		{"base with query", "base URL", reg(runtime.APIOptions{BaseURL: "http://x/?a=b"}, good)},
		{"loop prevention without path", "empty mcpPath", func() { runtime.LoopPrevention("", h) }},
	} {
		t.Run(tc.name, func(t *testing.T) { wantPanic(t, tc.want, tc.f) })
	}
	reg(runtime.APIOptions{MCPPath: "/mcp"}, good, rt("anything", "GET", "/{rest...}", stringInput("rest"), "", 0),
		rt("root", "GET", "/api/{$}", noInput, "", 0))() // no panic
}

func TestLoopPrevention(t *testing.T) {
	next := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "next") })
	h := runtime.LoopPrevention("/mcp", next)
	for _, tc := range []struct {
		path     string
		internal bool
		want     int
	}{
		{"/mcp", true, http.StatusLoopDetected},
		{"/mcp/", true, http.StatusLoopDetected},
		{"/mcp/sub", true, http.StatusLoopDetected},
		{"/mcp", false, http.StatusOK},
		{"/mcpx", true, http.StatusOK},
		{"/api/items", true, http.StatusOK},
	} {
		req := httptest.NewRequest("POST", "http://localhost"+tc.path, nil)
		if tc.internal {
			req.Header.Set(runtime.InternalCallHeader, "1")
		}
		if w := recordHTTP(h, req); w.Code != tc.want {
			t.Errorf("%s internal=%v: %d, want %d", tc.path, tc.internal, w.Code, tc.want)
		}
	}
	// A trailing slash in mcpPath is the same endpoint.
	req := httptest.NewRequest("POST", "http://localhost/mcp", nil)
	req.Header.Set(runtime.InternalCallHeader, "1")
	if w := recordHTTP(runtime.LoopPrevention("/mcp/", next), req); w.Code != http.StatusLoopDetected {
		t.Errorf("/mcp/ guarding /mcp: %d", w.Code)
	}
}

// TestRoutesForwardHeaders: an app's own credential header reaches it
// when APIOptions.ForwardHeaders names it (in any case), and still
// nothing else of the MCP request does.
func TestRoutesForwardHeaders(t *testing.T) {
	app := newAPIApp()
	s := newServer()
	mcpvetimpl.RegisterRoutes(s, runtime.APIOptions{Handler: app.root, MCPPath: "/mcp", ForwardHeaders: []string{"x-api-key", "X-Api-Key"}}, appTools()...)
	app.mux.Handle("/mcp", runtime.LoopPrevention("/mcp", runtime.HTTPHandler(s, nil)))
	hs := app.serve(t)
	c := connectWith(t, hs.URL+"/mcp", clientHeaders(), "")
	c.call(t, "get_item", `{"id":7}`)
	got, ok := app.last("/api/items/7")
	if !ok {
		t.Fatal("the app did not see GET /api/items/7")
	}
	want := http.Header{
		"Authorization":       {bearer},
		"Traceparent":         {traceID},
		"Tracestate":          {tracestat},
		"Baggage":             {baggage},
		"X-Api-Key":           {"key-value"},
		"Accept":              {"application/json"},
		"X-Mcp-Internal-Call": {"1"},
	}
	if fmt.Sprint(got.Header) != fmt.Sprint(want) {
		t.Errorf("the app saw headers\n%v\nwant exactly\n%v", got.Header, want)
	}
}

// TestRoutesForwardHeadersRefused: a header the call sets itself, or one
// of the MCP connection, cannot be forwarded; registration says which.
func TestRoutesForwardHeadersRefused(t *testing.T) {
	for name, want := range map[string]string{
		"host":                "Host cannot be forwarded",
		"Content-Length":      "Content-Length cannot be forwarded",
		"X-MCP-Internal-Call": "X-Mcp-Internal-Call cannot be forwarded",
		"mcp-session-id":      "Mcp-Session-Id cannot be forwarded",
		"Transfer-Encoding":   "Transfer-Encoding cannot be forwarded",
		"bad name":            `"bad name" is not a header name`,
		"":                    `"" is not a header name`,
	} {
		func() {
			defer func() {
				msg := fmt.Sprint(recover())
				if !strings.Contains(msg, want) {
					t.Errorf("ForwardHeaders %q: panic %q, want it to say %q", name, msg, want)
				}
			}()
			mcpvetimpl.RegisterRoutes(newServer(), runtime.APIOptions{Handler: http.NotFoundHandler(), ForwardHeaders: []string{name}}, appTools()...)
		}()
	}
}
