package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/analyzers/facts/apifacts"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
	"github.com/mcpvet/mcpvet/examples/internal/apitest"
	"github.com/mcpvet/mcpvet/internal/genload"
	"github.com/mcpvet/mcpvet/runtime"
	"github.com/mcpvet/mcpvet/runtime/schema"
)

const testToken = "s3cret-token"

// analyzed loads this package the way mcpvet gen and mcpvet vet do, once
// for all tests: its apifacts result is what the tools must be.
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
	if p.Err != nil {
		t.Fatalf("mcpvet gen refuses the package: %v", p.Err)
	}
	return p
}

// TestGeneratedFileIsCurrent: the committed mcpvet_gen.go is exactly what
// mcpvet gen writes now, and gen writes the same bytes every time.
func TestGeneratedFileIsCurrent(t *testing.T) {
	p := load(t)
	committed, err := os.ReadFile(genload.FileName)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(p.Src, committed) {
		t.Fatalf("%s is not what mcpvet gen writes now; run go generate ./examples/shop", genload.FileName)
	}
	// It is the committed file: writing it changes nothing. (That two
	// runs write the same bytes is genload's TestGolden.)
	if action, err := genload.Write(p); err != nil || action != genload.Unchanged {
		t.Errorf("genload.Write on a current file: %v, %v; want unchanged", action, err)
	}
}

// specTools are the tools docs/api.md says the shop's routes become: named by
// the config's Naming.Format "{Func}", titled by the func name read as a
// sentence, one per selected route.
var specTools = []struct{ name, title, method string }{
	{"ListProducts", "List products", "GET"},
	{"CreateProduct", "Create product", "POST"},
	{"GetProduct", "Get product", "GET"},
	{"ReplaceProduct", "Replace product", "PUT"},
	{"UpdateProduct", "Update product", "PATCH"},
	{"DeleteProduct", "Delete product", "DELETE"},
	{"GetStock", "Get stock", "GET"},
	{"AdjustStock", "Adjust stock", "POST"},
	{"ListCategories", "List categories", "GET"},
	{"ListOrders", "List orders", "GET"},
	{"PlaceOrder", "Place order", "POST"},
	{"GetOrder", "Get order", "GET"},
	{"CancelOrder", "Cancel order", "POST"},
}

// specHints is the table of docs/api.md, "Hints and scopes": the four
// hints of each method, in the order readOnly, destructive, idempotent,
// openWorld.
var specHints = map[string][4]bool{
	"GET":    {true, false, true, false},
	"POST":   {false, false, false, false},
	"PUT":    {false, true, true, false},
	"PATCH":  {false, true, false, false},
	"DELETE": {false, true, true, false},
}

// TestToolsList lists the tools with a real go-sdk client over Streamable
// HTTP and checks every one against docs/api.md (names, titles, all four
// hints) and against what mcpvet's analyzer computes (description, input
// and output schemas, byte for byte as they travel); the routes kept from
// MCP are not listed.
func TestToolsList(t *testing.T) {
	p := load(t)
	byName := map[string]*apifacts.Route{}
	for _, r := range p.API.Tools {
		byName[r.Tool.Name] = r
	}
	if len(byName) != len(specTools) {
		t.Errorf("mcpvet finds %d route tools; want %d", len(byName), len(specTools))
	}

	srv, ok := startShop(t, options{Token: testToken})
	endpoint := srv.URL + mcpPath
	if !ok {
		// RegisterRoutes is a stub: list the generated RouteTools as it
		// must, so that what mcpvet gen wrote is still checked.
		endpoint = routeToolsOnly(t)
	}
	c := connect(t, endpoint, testToken)
	if _, err := c.cs.ListTools(t.Context(), nil); err != nil {
		t.Fatal(err)
	}
	var listed struct {
		Tools []struct {
			Name         string                     `json:"name"`
			Title        string                     `json:"title"`
			Description  string                     `json:"description"`
			Annotations  map[string]json.RawMessage `json:"annotations"`
			InputSchema  json.RawMessage            `json:"inputSchema"`
			OutputSchema json.RawMessage            `json:"outputSchema"`
		} `json:"tools"`
	}
	raw := c.result("tools/list")
	if err := json.Unmarshal(raw, &listed); err != nil {
		t.Fatalf("tools/list result %s: %v", raw, err)
	}
	var names []string
	for _, tool := range listed.Tools {
		names = append(names, tool.Name)
	}
	var want []string
	for _, s := range specTools {
		want = append(want, s.name)
	}
	if !slices.Equal(slices.Sorted(slices.Values(names)), slices.Sorted(slices.Values(want))) {
		t.Errorf("tools listed: %v\nwant: %v", names, want)
	}
	for _, s := range specTools {
		i := slices.Index(names, s.name)
		r := byName[s.name]
		if i < 0 || r == nil {
			t.Errorf("tool %s: listed %t, found by mcpvet %t", s.name, i >= 0, r != nil)
			continue
		}
		tool := listed.Tools[i]
		if tool.Title != s.title || r.Tool.Title != s.title {
			t.Errorf("tool %s: title %q (mcpvet: %q); want %q", s.name, tool.Title, r.Tool.Title, s.title)
		}
		if tool.Description != r.Tool.Description || tool.Description == "" {
			t.Errorf("tool %s: description %q; mcpvet: %q", s.name, tool.Description, r.Tool.Description)
		}
		if r.Tool.Route().Method != s.method {
			t.Errorf("tool %s: mcpvet says it calls %s; want %s", s.name, r.Tool.Route().Method, s.method)
		}
		hints := specHints[s.method]
		for k, key := range []string{"readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"} {
			v, ok := tool.Annotations[key]
			if !ok {
				t.Errorf("tool %s: annotation %s is not stated", s.name, key)
				continue
			}
			if string(v) != fmt.Sprint(hints[k]) {
				t.Errorf("tool %s (%s): %s is %s; docs/api.md says %t", s.name, s.method, key, v, hints[k])
			}
		}
		an := r.Tool.Annotations
		if [4]bool{mcptool.Hint(an.ReadOnly), mcptool.Hint(an.Destructive), mcptool.Hint(an.Idempotent), mcptool.Hint(an.OpenWorld)} != hints {
			t.Errorf("tool %s: mcpvet's hints %+v are not those of docs/api.md: %v", s.name, an, hints)
		}
		if want := schema.Encode(r.Tool.Input); !bytes.Equal(tool.InputSchema, want) {
			t.Errorf("tool %s: served input schema\n%s\nmcpvet computed\n%s", s.name, tool.InputSchema, want)
		}
		var wantOut []byte
		if r.Tool.Output != nil {
			wantOut = schema.Encode(r.Tool.Output)
		}
		if !bytes.Equal(tool.OutputSchema, wantOut) {
			t.Errorf("tool %s: served output schema\n%s\nmcpvet computed\n%s", s.name, tool.OutputSchema, wantOut)
		}
	}

	// The routes kept from MCP, and why.
	kept := map[string]string{}
	for _, r := range p.API.Routes {
		switch {
		case r.UnderEndpoint != "":
			kept[r.Describe()] = "under " + r.UnderEndpoint
		case r.Ignored:
			kept[r.Describe()] = "ignored"
		case !r.Selected:
			kept[r.Describe()] = "excluded"
		}
	}
	wantKept := map[string]string{
		"POST /api/admin/reset":      "excluded",
		"GET /healthz":               "excluded",
		`"POST " + opts.WebhookPath`: "ignored",
		"GET /mcp/tools":             "under /mcp",
	}
	if fmt.Sprint(kept) != fmt.Sprint(wantKept) {
		t.Errorf("routes kept from MCP: %v\nwant: %v", kept, wantKept)
	}
}

// TestCalls calls tools with the token in the MCP request's Authorization
// header: each reaches the real handler through the bearer-token
// middleware and changes the store the API serves.
func TestCalls(t *testing.T) {
	srv, ok := startShop(t, options{Token: testToken})
	skipUnlessRuntime(t, ok)
	c := connect(t, srv.URL+mcpPath, testToken)

	var p Product
	apitest.Structured(t, apitest.Call(t, c.cs, "GetProduct", `{"id":1}`), &p)
	if p.ID != 1 || p.Name != "Ethiopia Yirgacheffe" {
		t.Errorf("GetProduct 1: %+v", p)
	}

	var page ProductPage
	apitest.Structured(t, apitest.Call(t, c.cs, "ListProducts", `{"q":"ESPRESSO","limit":5}`), &page)
	if page.Total != 1 || len(page.Products) != 1 || page.Products[0].Name != "House Espresso" {
		t.Errorf("ListProducts q=ESPRESSO: %+v", page)
	}
	apitest.Structured(t, apitest.Call(t, c.cs, "ListProducts", `{"category":"coffee"}`), &page)
	if page.Total != 2 {
		t.Errorf("ListProducts category=coffee: %+v", page)
	}

	var created Product
	apitest.Structured(t, apitest.Call(t, c.cs, "CreateProduct", `{"body":{"name":"Pour-over Kettle","category":"equipment","priceCents":4500,"tags":["gooseneck"]}}`), &created)
	if created.ID == 0 || created.Name != "Pour-over Kettle" || created.PriceCents != 4500 {
		t.Fatalf("CreateProduct: %+v", created)
	}
	id := fmt.Sprint(created.ID)

	var updated Product
	apitest.Structured(t, apitest.Call(t, c.cs, "UpdateProduct", `{"id":`+id+`,"body":{"priceCents":3900}}`), &updated)
	if updated.PriceCents != 3900 || updated.Name != "Pour-over Kettle" {
		t.Errorf("UpdateProduct: %+v", updated)
	}
	var replaced Product
	apitest.Structured(t, apitest.Call(t, c.cs, "ReplaceProduct", `{"id":`+id+`,"body":{"name":"Kettle","category":"equipment","priceCents":4100}}`), &replaced)
	if replaced.Name != "Kettle" || replaced.Tags != nil {
		t.Errorf("ReplaceProduct: %+v", replaced)
	}

	var st Stock
	apitest.Structured(t, apitest.Call(t, c.cs, "AdjustStock", `{"id":`+id+`,"body":{"delta":3,"reason":"delivery"}}`), &st)
	if st.Available != 3 {
		t.Errorf("AdjustStock +3: %+v", st)
	}

	var order Order
	apitest.Structured(t, apitest.Call(t, c.cs, "PlaceOrder", `{"body":{"customer":"ada@example.com","lines":[{"productId":`+id+`,"quantity":2}]}}`), &order)
	if order.Status != StatusPending || order.TotalCents != 8200 {
		t.Errorf("PlaceOrder: %+v", order)
	}
	apitest.Structured(t, apitest.Call(t, c.cs, "GetStock", `{"id":`+id+`}`), &st)
	if st.Available != 1 || st.Reserved != 2 {
		t.Errorf("GetStock after the order: %+v", st)
	}
	var orders OrderList
	apitest.Structured(t, apitest.Call(t, c.cs, "ListOrders", `{"status":"pending"}`), &orders)
	if len(orders.Orders) != 1 || orders.Orders[0].ID != order.ID {
		t.Errorf("ListOrders status=pending: %+v", orders)
	}
	var cancelled Order
	apitest.Structured(t, apitest.Call(t, c.cs, "CancelOrder", fmt.Sprintf(`{"id":%d}`, order.ID)), &cancelled)
	if cancelled.Status != StatusCancelled {
		t.Errorf("CancelOrder: %+v", cancelled)
	}
	var got Order
	apitest.Structured(t, apitest.Call(t, c.cs, "GetOrder", fmt.Sprintf(`{"id":%d}`, order.ID)), &got)
	if got.Status != StatusCancelled {
		t.Errorf("GetOrder after cancelling: %+v", got)
	}

	var cats CategoryList
	apitest.Structured(t, apitest.Call(t, c.cs, "ListCategories", `{}`), &cats)
	if len(cats.Categories) != 3 || cats.Categories[2] != (Category{Name: "tea", Products: 1}) {
		t.Errorf("ListCategories: %+v", cats)
	}

	// A 204: success, nothing to say.
	res := apitest.Call(t, c.cs, "DeleteProduct", `{"id":`+id+`}`)
	if res.IsError {
		t.Errorf("DeleteProduct: isError: %s", apitest.Text(res))
	}
	// The API itself sees what the tools did.
	if status, body := apiGet(t, srv.URL+"/api/products/"+id, testToken); status != http.StatusNotFound {
		t.Errorf("GET /api/products/%s after DeleteProduct: %d %s", id, status, body)
	}
}

// TestUnauthorized: without the token in the MCP request, the call
// reaches the API's middleware without one, and the tool result is an
// error naming HTTP 401.
func TestUnauthorized(t *testing.T) {
	srv, ok := startShop(t, options{Token: testToken})
	skipUnlessRuntime(t, ok)
	for _, token := range []string{"", "wrong"} {
		c := connect(t, srv.URL+mcpPath, token)
		res := apitest.Call(t, c.cs, "GetProduct", `{"id":1}`)
		if got := apitest.Text(res); !res.IsError || !strings.HasPrefix(got, "HTTP 401: ") || !strings.Contains(got, "a valid bearer token is required") {
			t.Errorf("GetProduct with token %q: isError %t, %q; want HTTP 401", token, res.IsError, got)
		}
	}
}

// TestNotFound: an API 404 is an error result naming HTTP 404 and the
// API's body.
func TestNotFound(t *testing.T) {
	srv, ok := startShop(t, options{Token: testToken})
	skipUnlessRuntime(t, ok)
	c := connect(t, srv.URL+mcpPath, testToken)
	res := apitest.Call(t, c.cs, "GetProduct", `{"id":999}`)
	if got, want := apitest.Text(res), `HTTP 404: {"error":"product 999 not found"}`; !res.IsError || got != want {
		t.Errorf("GetProduct 999: isError %t, %q; want %q", res.IsError, got, want)
	}
	res = apitest.Call(t, c.cs, "AdjustStock", `{"id":1,"body":{"delta":-1000}}`)
	if got := apitest.Text(res); !res.IsError || !strings.HasPrefix(got, "HTTP 409: ") {
		t.Errorf("AdjustStock -1000: isError %t, %q; want HTTP 409", res.IsError, got)
	}
}

// TestLoopPrevention: an internal call never reaches the MCP endpoint or
// the paths under it; other requests pass.
func TestLoopPrevention(t *testing.T) {
	srv, ok := startShop(t, options{Token: testToken})
	skipUnlessRuntime(t, ok)
	for _, tc := range []struct {
		method, path, body string
	}{
		{"POST", mcpPath, `{"jsonrpc":"2.0","id":1,"method":"tools/list"}`},
		{"GET", mcpPath + "/tools", ""},
	} {
		req, _ := http.NewRequestWithContext(t.Context(), tc.method, srv.URL+tc.path, strings.NewReader(tc.body))
		req.Header.Set(runtime.InternalCallHeader, "1")
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json, text/event-stream")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusLoopDetected {
			t.Errorf("internal %s %s: status %d; want %d", tc.method, tc.path, resp.StatusCode, http.StatusLoopDetected)
		}
	}
	status, body := apiGet(t, srv.URL+mcpPath+"/tools", "")
	var entries []toolEntry
	if err := json.Unmarshal(body, &entries); status != http.StatusOK || err != nil || len(entries) != len(specTools) {
		t.Errorf("GET /mcp/tools: %d %s", status, body)
	}
	// The loop header is no way around the API's token either.
	req, _ := http.NewRequestWithContext(t.Context(), "GET", srv.URL+"/api/products/1", nil)
	req.Header.Set(runtime.InternalCallHeader, "1")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusUnauthorized {
		t.Errorf("internal GET /api/products/1 without a token: %d; want 401", resp.StatusCode)
	}
}

// TestScopes: with APIOptions.Granted, a call needing a scope the caller
// lacks is refused before it reaches the API, with the exact text.
func TestScopes(t *testing.T) {
	srv, ok := startShop(t, options{Token: testToken, Granted: func(context.Context, *mcp.CallToolRequest) runtime.Scope {
		return runtime.ScopeRead
	}})
	skipUnlessRuntime(t, ok)
	c := connect(t, srv.URL+mcpPath, testToken)
	for _, tc := range []struct{ tool, args, want string }{
		{"CreateProduct", `{"body":{"name":"x","category":"y","priceCents":1}}`, "Insufficient scope. Required: Write, Granted: Read"},
		{"DeleteProduct", `{"id":1}`, "Insufficient scope. Required: Delete, Granted: Read"},
	} {
		res := apitest.Call(t, c.cs, tc.tool, tc.args)
		if got := apitest.Text(res); !res.IsError || got != tc.want {
			t.Errorf("%s with Read granted: isError %t, %q; want %q", tc.tool, res.IsError, got, tc.want)
		}
	}
	if res := apitest.Call(t, c.cs, "GetProduct", `{"id":1}`); res.IsError {
		t.Errorf("GetProduct with Read granted: %s", apitest.Text(res))
	}
	if status, body := apiGet(t, srv.URL+"/api/products/1", testToken); status != http.StatusOK {
		t.Errorf("product 1 after a refused DeleteProduct: %d %s", status, body)
	}
}

// TestWebhook: the route mcpvet cannot follow still serves the app.
func TestWebhook(t *testing.T) {
	store := NewStore(time.Now)
	o, err := store.Place("ada@example.com", []OrderLine{{ProductID: 1, Quantity: 1}})
	if err != nil {
		t.Fatal(err)
	}
	srv, ok := startShopWith(t, store, options{Token: testToken, WebhookPath: "/hooks/pay"})
	skipUnlessRuntime(t, ok)
	resp, err := http.Post(srv.URL+"/hooks/pay", "application/json", strings.NewReader(fmt.Sprintf(`{"orderId":%d,"event":"paid"}`, o.ID)))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if got, _ := store.Order(o.ID); resp.StatusCode != http.StatusNoContent || got.Status != StatusPaid {
		t.Errorf("webhook: %d, order %+v", resp.StatusCode, got)
	}
}

// startShop serves a new shop on an httptest server. ok is false when the
// runtime's RegisterRoutes reports that it is not implemented (the shop
// cannot be built; the server then serves nothing).
func startShop(t *testing.T, opts options) (srv *httptest.Server, ok bool) {
	return startShopWith(t, NewStore(time.Now), opts)
}

func startShopWith(t *testing.T, store *Store, opts options) (srv *httptest.Server, ok bool) {
	t.Helper()
	if opts.WebhookPath == "" {
		opts.WebhookPath = "/hooks/payments"
	}
	h, ok := build(store, opts)
	if h == nil {
		h = http.NotFoundHandler()
	}
	srv = httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return srv, ok
}

// notImplemented is what the runtime's stub panics with.
const notImplemented = "not implemented"

func build(store *Store, opts options) (h http.Handler, ok bool) {
	defer func() {
		if r := recover(); r != nil {
			if !strings.Contains(fmt.Sprint(r), notImplemented) {
				panic(r)
			}
			runtimeErr = fmt.Sprint(r)
			h, ok = nil, false
		}
	}()
	return newShop(store, opts), true
}

// runtimeErr is the runtime's own word that it is not implemented.
var runtimeErr string

func skipUnlessRuntime(t *testing.T, ok bool) {
	t.Helper()
	if !ok {
		t.Skipf("the call path needs mcpvetimpl.RegisterRoutes, which is not implemented yet (runtime/routes_impl.go): %s", runtimeErr)
	}
}

// routeToolsOnly serves the generated RouteTools as RegisterRoutes lists
// them (Input and Output as the tools' schemas), with calls that fail: the
// stand-in for tools/list while the runtime is a stub.
func routeToolsOnly(t *testing.T) string {
	s := mcp.NewServer(&mcp.Implementation{Name: "shop", Version: "v0.1.0"}, nil)
	for _, rt := range RouteTools() {
		tool := *rt.Tool
		tool.InputSchema = rt.Input
		if rt.Output != nil {
			tool.OutputSchema = rt.Output
		}
		s.AddTool(&tool, func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return nil, fmt.Errorf("mcpvetimpl.RegisterRoutes is %s", notImplemented)
		})
	}
	srv := httptest.NewServer(runtime.HTTPHandler(s, nil))
	t.Cleanup(srv.Close)
	return srv.URL
}

// client is a connected go-sdk client that keeps the raw result of each
// method, to compare schemas as they travel.
type client struct {
	cs  *mcp.ClientSession
	mu  sync.Mutex
	got map[string]json.RawMessage
}

func (c *client) result(method string) json.RawMessage {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.got[method]
}

// connect connects to endpoint over Streamable HTTP, sending the bearer
// token ("" for none) with every MCP request.
func connect(t *testing.T, endpoint, token string) *client {
	t.Helper()
	c := &client{got: map[string]json.RawMessage{}}
	tr := &mcp.StreamableClientTransport{
		Endpoint:   endpoint,
		HTTPClient: &http.Client{Transport: apitest.Bearer{Token: token}},
	}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "shop_test", Version: "v0.0.1"}, nil).
		Connect(t.Context(), &capture{Transport: tr, c: c}, nil)
	if err != nil {
		t.Fatalf("connect to %s: %v", endpoint, err)
	}
	t.Cleanup(func() { cs.Close() })
	c.cs = cs
	return c
}

// capture is a transport that keeps the raw results.
type capture struct {
	mcp.Transport
	c *client
}

func (c *capture) Connect(ctx context.Context) (mcp.Connection, error) {
	conn, err := c.Transport.Connect(ctx)
	if err != nil {
		return nil, err
	}
	return &captureConn{Connection: conn, c: c.c, sent: map[string]string{}}, nil
}

type captureConn struct {
	mcp.Connection
	c    *client
	mu   sync.Mutex
	sent map[string]string // request ID -> method
}

func (cc *captureConn) Write(ctx context.Context, msg jsonrpc.Message) error {
	if req, ok := msg.(*jsonrpc.Request); ok && req.ID.IsValid() {
		cc.mu.Lock()
		cc.sent[fmt.Sprint(req.ID.Raw())] = req.Method
		cc.mu.Unlock()
	}
	return cc.Connection.Write(ctx, msg)
}

func (cc *captureConn) Read(ctx context.Context) (jsonrpc.Message, error) {
	msg, err := cc.Connection.Read(ctx)
	if resp, ok := msg.(*jsonrpc.Response); ok && err == nil {
		cc.mu.Lock()
		method := cc.sent[fmt.Sprint(resp.ID.Raw())]
		cc.mu.Unlock()
		cc.c.mu.Lock()
		cc.c.got[method] = bytes.Clone(resp.Result)
		cc.c.mu.Unlock()
	}
	return msg, err
}

// apiGet calls the API directly.
func apiGet(t *testing.T, url, token string) (int, []byte) {
	t.Helper()
	req, _ := http.NewRequestWithContext(t.Context(), "GET", url, nil)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, body
}
