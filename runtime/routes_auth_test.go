package runtime_test

import (
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/auth"

	"github.com/mcpvet/mcpvet/runtime"
	"github.com/mcpvet/mcpvet/runtime/mcpvetimpl"
)

// TestTokenScopes: scopes from the go-sdk's own bearer-token auth. The MCP
// endpoint is behind auth.RequireBearerToken, whose verifier gives each
// token its OAuth scopes; runtime.TokenScopes maps them to route scopes.
func TestTokenScopes(t *testing.T) {
	app := newAPIApp()
	// The app's own token check wants one token; here each caller has its
	// own, so the routes are served by the mux behind it, counted.
	var calls atomic.Int32
	api := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		app.mux.ServeHTTP(w, r)
	})
	srv := newServer()
	mcpvetimpl.RegisterRoutes(srv, runtime.APIOptions{
		Handler: api,
		MCPPath: "/mcp",
		Granted: runtime.TokenScopes(map[string]runtime.Scope{
			"items:read":  runtime.ScopeRead,
			"items:write": runtime.ScopeRead | runtime.ScopeWrite,
			"admin":       runtime.ScopeRead | runtime.ScopeWrite | runtime.ScopeDelete,
		}),
	}, appTools()...)
	verify := func(_ context.Context, token string, _ *http.Request) (*auth.TokenInfo, error) {
		scopes, ok := map[string][]string{
			"reader":   {"items:read", "profile"},
			"writer":   {"items:write"},
			"admin":    {"admin"},
			"stranger": {"profile"},
		}[token]
		if !ok {
			return nil, auth.ErrInvalidToken
		}
		return &auth.TokenInfo{Scopes: scopes, Expiration: time.Now().Add(time.Hour)}, nil
	}
	app.mux.Handle("/mcp", runtime.LoopPrevention("/mcp", auth.RequireBearerToken(verify, nil)(runtime.HTTPHandler(srv, nil))))
	hs := app.serve(t)

	for _, tc := range []struct {
		token, tool, args string
		want              string // the refusal, "" when the call reaches the API
	}{
		{"reader", "get_item", `{"id":7}`, ""},
		{"reader", "create_item", `{"body":{"name":"x"}}`, "Insufficient scope. Required: Write, Granted: Read"},
		{"writer", "create_item", `{"body":{"name":"x"}}`, ""},
		{"writer", "delete_item", `{"id":7}`, "Insufficient scope. Required: Delete, Granted: Read, Write"},
		{"admin", "delete_item", `{"id":7}`, ""},
		{"stranger", "get_item", `{"id":7}`, "Insufficient scope. Required: Read, Granted: none"},
	} {
		h := http.Header{}
		h.Set("Authorization", "Bearer "+tc.token)
		s := connectWith(t, hs.URL+"/mcp", h, "")
		before := calls.Load()
		res := s.call(t, tc.tool, tc.args)
		if tc.want != "" {
			res.wantError(t, tc.want)
			if calls.Load() != before {
				t.Errorf("%s %s: refused, but the API was called", tc.token, tc.tool)
			}
			continue
		}
		if calls.Load() != before+1 || res.IsError {
			t.Errorf("%s %s: want one API call and a result: %d calls, %s", tc.token, tc.tool, calls.Load()-before, res)
		}
	}
}

// TestListenerSelfCall: APIOptions.Listener sends calls over HTTP to the
// server's own listener, never to the Host the MCP request names.
func TestListenerSelfCall(t *testing.T) {
	app := newAPIApp()
	decoy := newAPIApp()
	decoyServer := decoy.serve(t)

	ln, err := net.Listen("tcp", ":0") // every interface, as ":8080" would
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewUnstartedServer(app.root)
	hs.Listener.Close()
	hs.Listener = ln
	hs.Start()
	t.Cleanup(hs.Close)

	srv := newServer()
	mcpvetimpl.RegisterRoutes(srv, runtime.APIOptions{Listener: ln.Addr(), MCPPath: "/mcp"}, appTools()...)
	app.mux.Handle("/mcp", runtime.LoopPrevention("/mcp", runtime.HTTPHandler(srv, nil)))

	h := http.Header{}
	h.Set("Authorization", bearer)
	h.Set("X-Forwarded-Host", strings.TrimPrefix(decoyServer.URL, "http://"))
	s := connectWith(t, "http://"+ln.Addr().String()+"/mcp", h, strings.TrimPrefix(decoyServer.URL, "http://"))
	res := s.call(t, "get_item", `{"id":7}`)
	if res.IsError {
		t.Fatalf("get_item: %s", res)
	}
	if app.count("/api/items/7") != 1 || decoy.total() != 0 {
		t.Errorf("calls: app %d, decoy %d; want the app's own listener only", app.count("/api/items/7"), decoy.total())
	}
	seen, _ := app.last("/api/items/7")
	if seen.Header.Get(runtime.InternalCallHeader) == "" {
		t.Errorf("the self-call carries no %s", runtime.InternalCallHeader)
	}
}

func TestListenerBaseRefused(t *testing.T) {
	defer func() {
		r := recover()
		if r == nil || !strings.Contains(r.(string), "want a TCP address") {
			t.Errorf("panic %v; want a TCP address refusal", r)
		}
	}()
	mcpvetimpl.RegisterRoutes(newServer(), runtime.APIOptions{Listener: &net.UnixAddr{Name: "/tmp/x.sock", Net: "unix"}}, appTools()...)
}
