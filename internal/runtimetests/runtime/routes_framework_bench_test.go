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
	"github.com/mcpvet/mcpvet/runtime/mcpvetimpl"
)

// BenchmarkFrameworkRouteTool: one in-process route tool call on a gin
// engine and on an echo engine (both with an engine-wide middleware and a
// group's auth middleware), against the same engine called directly:
//
//   - engine+recorder: the baseline, the engine serving a request built
//     with httptest.NewRequest into an httptest.ResponseRecorder;
//   - tool-call: the route tool called by a go-sdk client over the
//     in-memory transport (JSON-RPC, arguments validated, request built,
//     served by the engine in process, result built), reported with
//     x-baseline: its time per call over the baseline's, measured in the
//     same run.
//
// It lives in the main module, which requires gin and echo; the runtime
// module does not (its BenchmarkRouteTool calls the tool handler itself,
// without the SDK's dispatch, on a ServeMux). Run with
//
//	go test ./internal/runtimetests/runtime -run '^$' -bench FrameworkRouteTool -benchmem -count 6
func BenchmarkFrameworkRouteTool(b *testing.B) {
	args := json.RawMessage(`{"body":{"name":"bolt","tags":["x","y"]}}`)
	body := `{"name":"bolt","tags":["x","y"]}`
	for _, newApp := range []func() *frameworkApp{ginApp, echoApp} {
		app := newApp()
		_, create, _ := frameworkTools()
		var baseline float64
		perCall := func(b *testing.B) float64 { return float64(b.Elapsed().Nanoseconds()) / float64(b.N) }
		b.Run(app.name+"/engine+recorder", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				req := httptest.NewRequest("POST", "/api/items", strings.NewReader(body))
				req.Header.Set("Content-Type", "application/json")
				req.Header.Set("Authorization", frameworkToken)
				w := httptest.NewRecorder()
				app.handler.ServeHTTP(w, req)
				if w.Code != http.StatusCreated || w.Body.Len() == 0 {
					b.Fatalf("%d %s", w.Code, w.Body)
				}
			}
			baseline = perCall(b)
		})
		b.Run(app.name+"/tool-call", func(b *testing.B) {
			// The in-memory transport carries no HTTP header: the token
			// the MCP request would pass on is set in front of the engine.
			authed := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				r.Header.Set("Authorization", frameworkToken)
				app.handler.ServeHTTP(w, r)
			})
			srv := mcp.NewServer(&mcp.Implementation{Name: "fw", Version: "v0.0.1"}, nil)
			mcpvetimpl.RegisterRoutes(srv, runtime.APIOptions{Handler: authed}, create)
			ctx := context.Background()
			st, ct := mcp.NewInMemoryTransports()
			ss, err := srv.Connect(ctx, st, nil)
			if err != nil {
				b.Fatal(err)
			}
			defer ss.Close()
			cs, err := mcp.NewClient(&mcp.Implementation{Name: "c", Version: "v0.0.1"}, nil).Connect(ctx, ct, nil)
			if err != nil {
				b.Fatal(err)
			}
			defer cs.Close()
			params := &mcp.CallToolParams{Name: "create_item", Arguments: args}
			b.ReportAllocs()
			for b.Loop() {
				res, err := cs.CallTool(ctx, params)
				if err != nil || res == nil || res.IsError || res.StructuredContent == nil {
					b.Fatalf("call: %v %+v", err, res)
				}
			}
			if baseline > 0 {
				b.ReportMetric(perCall(b)/baseline, "x-baseline")
			}
		})
	}
}
