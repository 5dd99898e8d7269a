package runtime_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
	"github.com/mcpvet/mcpvet/runtime/internal/bridge"
	"github.com/mcpvet/mcpvet/runtime/mcpvetimpl"
)

// benchRoute is a small JSON API: POST /api/items decodes an item and
// answers 201 with it, as a typical create handler does.
func benchRoute() (http.Handler, mcpvetimpl.RouteTool, json.RawMessage) {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /api/items", func(w http.ResponseWriter, r *http.Request) {
		var in item
		if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
			http.Error(w, "bad item", http.StatusBadRequest)
			return
		}
		writeJSON(w, http.StatusCreated, item{ID: 100, Name: in.Name, Tags: in.Tags})
	})
	tool := rt("create_item", "POST", "/api/items", bodyInput, itemOut, runtime.ScopeWrite)
	tool.Body = true
	return mux, tool, json.RawMessage(`{"body":{"name":"bolt","tags":["x","y"]}}`)
}

// engineRoute is t as mcpvetimpl.RegisterRoutes hands it to the engine.
func engineRoute(t mcpvetimpl.RouteTool) bridge.Route {
	return bridge.Route{
		Tool: t.Tool, Input: t.Input, Output: t.Output, Method: t.Method, Pattern: t.Pattern,
		PathValues: t.PathValues, QueryValues: t.QueryValues, Body: t.Body, Scope: int(t.Scope),
	}
}

// BenchmarkRouteTool: one in-process route tool call against the same
// handler called directly:
//
//   - handler+recorder: the baseline, the app's handler served a request
//     built with httptest.NewRequest into an httptest.ResponseRecorder;
//   - tool-handler: the route tool's mcp.ToolHandler called directly
//     (arguments validated, request built, served in process, result
//     built): the overhead at the same level as the baseline;
//   - method-handler: the server's tools/call method handler (the SDK's
//     dispatch, then the tool), without a transport;
//   - calltool-memory: a client's CallTool over the in-memory transport;
//   - tool-handler-selfcall: the tool handler with BaseURL, over loopback
//     HTTP to an httptest.Server (for scale).
//
// Each variant after the baseline also reports x-baseline: its time per
// call over the baseline's, measured in the same run (the target of
// route tools: under 2 for tool-handler).
//
// Run with
//
//	go test ./runtime -run '^$' -bench RouteTool -benchmem -count 6
func BenchmarkRouteTool(b *testing.B) {
	h, tool, args := benchRoute()
	body := string(args[len(`{"body":`) : len(args)-1])
	ctx := context.Background()
	check := func(b *testing.B, res *mcp.CallToolResult, err error) {
		if err != nil || res == nil || res.IsError || res.StructuredContent == nil {
			b.Fatalf("call: %v %+v", err, res)
		}
	}

	var baseline float64 // ns per call of handler+recorder
	perCall := func(b *testing.B) float64 { return float64(b.Elapsed().Nanoseconds()) / float64(b.N) }
	ratio := func(b *testing.B) {
		if baseline > 0 {
			b.ReportMetric(perCall(b)/baseline, "x-baseline")
		}
	}

	b.Run("handler+recorder", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			req := httptest.NewRequest("POST", "/api/items", strings.NewReader(body))
			req.Header.Set("Content-Type", "application/json")
			w := httptest.NewRecorder()
			h.ServeHTTP(w, req)
			if w.Code != http.StatusCreated || w.Body.Len() == 0 {
				b.Fatalf("%d %s", w.Code, w.Body)
			}
		}
		baseline = perCall(b)
	})

	b.Run("tool-handler", func(b *testing.B) {
		th := runtime.RouteHandler(runtime.APIOptions{Handler: h}, engineRoute(tool))
		b.ReportAllocs()
		for b.Loop() {
			res, err := th(ctx, &mcp.CallToolRequest{Params: &mcp.CallToolParamsRaw{Name: "create_item", Arguments: args}})
			check(b, res, err)
		}
		ratio(b)
	})

	add := func(s *mcp.Server) { mcpvetimpl.RegisterRoutes(s, runtime.APIOptions{Handler: h}, tool) }

	b.Run("method-handler", func(b *testing.B) {
		_, ss, handle := benchServer(b, add)
		b.ReportAllocs()
		for b.Loop() {
			r, err := handle(ctx, "tools/call", &mcp.CallToolRequest{Session: ss, Params: &mcp.CallToolParamsRaw{Name: "create_item", Arguments: args}})
			res, _ := r.(*mcp.CallToolResult)
			check(b, res, err)
		}
		ratio(b)
	})

	b.Run("calltool-memory", func(b *testing.B) {
		cs, _, _ := benchServer(b, add)
		b.ReportAllocs()
		for b.Loop() {
			res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "create_item", Arguments: args})
			check(b, res, err)
		}
		ratio(b)
	})

	b.Run("tool-handler-selfcall", func(b *testing.B) {
		hs := httptest.NewServer(h)
		b.Cleanup(hs.Close)
		th := runtime.RouteHandler(runtime.APIOptions{BaseURL: hs.URL, Client: hs.Client()}, engineRoute(tool))
		b.ReportAllocs()
		for b.Loop() {
			res, err := th(ctx, &mcp.CallToolRequest{Params: &mcp.CallToolParamsRaw{Name: "create_item", Arguments: args}})
			check(b, res, err)
		}
		ratio(b)
	})
}
