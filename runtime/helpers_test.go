package runtime_test

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
	"github.com/mcpvet/mcpvet/runtime/mcpvetimpl"
	"github.com/mcpvet/mcpvet/runtime/schema"
	"github.com/mcpvet/mcpvet/runtime/schema/reflectview"
)

// The fixture types of an order tool, with the facts a generated file of
// this package would register from init.

// Order is one order.
type Order struct {
	Customer string `json:"customer"`
	// The lines, in the customer's order.
	Items []Line    `json:"items"`
	Rush  *bool     `json:"rush,omitempty"`
	Tags  []string  `json:"tags,omitempty"`
	Extra *Shipping `json:"shipping,omitempty"`
}

type Line struct {
	SKU   string    `json:"sku"`
	Qty   int       `json:"qty" validate:"min=1"`
	When  time.Time `json:"when,omitzero"`
	Color Color     `json:"color,omitempty"`
}

type Shipping struct {
	City string `json:"city"`
}

// Color is a paint color: an enum the runtime knows only through facts.
type Color string

const (
	Red   Color = "red"
	Green Color = "green"
)

// Receipt is what the order tool returns.
type Receipt struct {
	ID    string `json:"id"`
	Total int    `json:"total"`
	Note  string `json:"note,omitempty"`
}

const pkg = "github.com/mcpvet/mcpvet/runtime_test"

// factsJSON is the table mcpvet gen would write for this package.
var factsJSON = `{"enums":{"` + pkg + `.Color":["\"red\"","\"green\""]},` +
	`"types":{"` + pkg + `.Receipt":"Receipt is what the order tool returns."},` +
	`"fields":{"` + pkg + `.Order.Items":"The lines, in the customer's order."}}`

func init() {
	// As a generated file does: before any tool is added.
	mcpvetimpl.RegisterFacts(factsJSON)
}

// wantSchema is the schema reflectview computes for t with this
// package's facts: what the served bytes must equal.
func wantSchema(t *testing.T, typ reflect.Type, dir schema.Direction, root string) string {
	t.Helper()
	var table schema.FactTable
	if err := json.Unmarshal([]byte(factsJSON), &table); err != nil {
		t.Fatal(err)
	}
	r := reflectview.GenerateUncached(typ, dir, &table, root)
	if len(r.Problems) > 0 {
		t.Fatalf("problems in %s: %v", typ, r.Problems)
	}
	return string(r.JSON)
}

func orderTotal(o Order) int {
	n := 0
	for _, l := range o.Items {
		n += l.Qty
	}
	return n
}

// capture is a client transport that keeps the raw JSON-RPC result of the
// last response to each method, as it came off the wire.
type capture struct {
	mcp.Transport
	mu      sync.Mutex
	methods map[any]string
	results map[string]json.RawMessage
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
	return c.results[method]
}

type captureConn struct {
	mcp.Connection
	c *capture
}

func (cc *captureConn) Write(ctx context.Context, msg jsonrpc.Message) error {
	if r, ok := msg.(*jsonrpc.Request); ok && r.ID.IsValid() {
		cc.c.mu.Lock()
		cc.c.methods[r.ID.Raw()] = r.Method
		cc.c.mu.Unlock()
	}
	return cc.Connection.Write(ctx, msg)
}

func (cc *captureConn) Read(ctx context.Context) (jsonrpc.Message, error) {
	msg, err := cc.Connection.Read(ctx)
	if r, ok := msg.(*jsonrpc.Response); ok {
		cc.c.mu.Lock()
		if m := cc.c.methods[r.ID.Raw()]; m != "" {
			cc.c.results[m] = append(json.RawMessage(nil), r.Result...)
		}
		cc.c.mu.Unlock()
	}
	return msg, err
}

// session is a connected client and the raw results it saw.
type session struct {
	*mcp.ClientSession
	raw *capture
}

// transports are the two ways the tests reach a server: the SDK's
// in-memory transport and Streamable HTTP through runtime.HTTPHandler.
var transports = []struct {
	name    string
	connect func(t testing.TB, s *mcp.Server) session
}{
	{"memory", connectMemory},
	{"http", connectHTTP},
}

func newCapture(t mcp.Transport) *capture {
	return &capture{Transport: t, methods: map[any]string{}, results: map[string]json.RawMessage{}}
}

func connectMemory(t testing.TB, s *mcp.Server) session {
	t.Helper()
	ctx := context.Background()
	st, ct := mcp.NewInMemoryTransports()
	ss, err := s.Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ss.Close() })
	return connectClient(t, newCapture(ct))
}

func connectHTTP(t testing.TB, s *mcp.Server) session {
	t.Helper()
	hs := httptest.NewServer(runtime.HTTPHandler(s, nil))
	t.Cleanup(hs.Close)
	return connectClient(t, newCapture(&mcp.StreamableClientTransport{Endpoint: hs.URL, MaxRetries: -1}))
}

func connectClient(t testing.TB, tr *capture) session {
	t.Helper()
	c := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "v0"}, nil)
	cs, err := c.Connect(context.Background(), tr, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return session{cs, tr}
}

func newServer() *mcp.Server {
	return mcp.NewServer(&mcp.Implementation{Name: "runtime-test", Version: "v0"}, nil)
}

// wireTool is one tool of a raw tools/list result, schemas as raw bytes.
type wireTool struct {
	Name         string          `json:"name"`
	InputSchema  json.RawMessage `json:"inputSchema"`
	OutputSchema json.RawMessage `json:"outputSchema"`
	Annotations  json.RawMessage `json:"annotations"`
	Title        string          `json:"title"`
	Description  string          `json:"description"`
}

// listRaw lists the tools and returns them as the wire had them.
func (s session) listRaw(t testing.TB) map[string]wireTool {
	t.Helper()
	if _, err := s.ListTools(context.Background(), nil); err != nil {
		t.Fatal(err)
	}
	var res struct{ Tools []wireTool }
	if err := json.Unmarshal(s.raw.result("tools/list"), &res); err != nil {
		t.Fatal(err)
	}
	out := map[string]wireTool{}
	for _, tool := range res.Tools {
		out[tool.Name] = tool
	}
	return out
}

// call calls a tool with raw JSON arguments and returns the raw result.
func (s session) call(t testing.TB, name, args string) *callResult {
	t.Helper()
	if _, err := s.CallTool(context.Background(), &mcp.CallToolParams{Name: name, Arguments: rawArgs(args)}); err != nil {
		t.Fatalf("tools/call %s: protocol error: %v", name, err)
	}
	var raw callResult
	if err := json.Unmarshal(s.raw.result("tools/call"), &raw); err != nil {
		t.Fatal(err)
	}
	return &raw
}

type callResult struct {
	Content []struct {
		Type string `json:"type"`
		Text string `json:"text"`
	} `json:"content"`
	StructuredContent json.RawMessage `json:"structuredContent"`
	IsError           bool            `json:"isError"`
}

// texts returns the text blocks.
func (r *callResult) texts() []string {
	var out []string
	for _, c := range r.Content {
		out = append(out, c.Type+":"+c.Text)
	}
	return out
}

func (r *callResult) String() string {
	b, _ := json.Marshal(r)
	return string(b)
}

// wantError checks an error result with exactly text.
func (r *callResult) wantError(t testing.TB, text string) {
	t.Helper()
	if !r.IsError || len(r.Content) != 1 || r.Content[0].Text != text || r.StructuredContent != nil {
		t.Errorf("got %s, want an error result with text %q", r, text)
	}
}

// wantText checks a non-error result with the given blocks.
func (r *callResult) wantText(t testing.TB, texts ...string) {
	t.Helper()
	var want []string
	for _, s := range texts {
		want = append(want, "text:"+s)
	}
	if r.IsError || !reflect.DeepEqual(r.texts(), want) {
		t.Errorf("got %s (isError %v), want text blocks %q", r.texts(), r.IsError, texts)
	}
}

// logs collects slog records.
type logs struct {
	mu      sync.Mutex
	records []slog.Record
}

func (l *logs) Enabled(context.Context, slog.Level) bool { return true }
func (l *logs) Handle(_ context.Context, r slog.Record) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.records = append(l.records, r.Clone())
	return nil
}
func (l *logs) WithAttrs([]slog.Attr) slog.Handler { return l }
func (l *logs) WithGroup(string) slog.Handler      { return l }

// text renders the records, one a line, as "LEVEL msg k=v ...".
func (l *logs) text() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	var b strings.Builder
	for _, r := range l.records {
		b.WriteString(r.Level.String() + " " + r.Message)
		r.Attrs(func(a slog.Attr) bool {
			b.WriteString(" " + a.Key + "=" + a.Value.String())
			return true
		})
		b.WriteString("\n")
	}
	return b.String()
}

// captureDefault routes slog.Default() into a collector for one test.
func captureDefault(t *testing.T) *logs {
	l := new(logs)
	old := slog.Default()
	slog.SetDefault(slog.New(l))
	t.Cleanup(func() { slog.SetDefault(old) })
	return l
}

// jsonEqual reports whether raw holds the same JSON value as want. (The
// SDK writes results with HTML escaping, so structured content is
// compared as a value.)
func jsonEqual(raw json.RawMessage, want string) bool {
	var a, b any
	if json.Unmarshal(raw, &a) != nil || json.Unmarshal([]byte(want), &b) != nil {
		return false
	}
	return reflect.DeepEqual(a, b)
}

func httpPost(body string) *http.Request {
	req := httptest.NewRequest("POST", "http://localhost/mcp", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	return req
}

func recordHTTP(h http.Handler, req *http.Request) *httptest.ResponseRecorder {
	w := httptest.NewRecorder()
	h.ServeHTTP(w, req)
	return w
}
