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
)

// BenchmarkFrameworkRouteTool: one in-process route tool call on a gin
// engine and on an echo engine (both with an engine-wide middleware and a
// group's auth middleware), against the same engine called directly:
//
//   - engine+recorder: the baseline, the engine serving a request built
//     with httptest.NewRequest into an httptest.ResponseRecorder;
//   - tool-handler: the route tool's mcp.ToolHandler called directly
//     (arguments validated, request built, served by the engine in
//     process, result built), reported with x-baseline: its time per call
//     over the baseline's, measured in the same run.
//
// Run with
//
//	go test ./runtime -run '^$' -bench FrameworkRouteTool -benchmem -count 6
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
		b.Run(app.name+"/tool-handler", func(b *testing.B) {
			th := runtime.RouteHandler(runtime.APIOptions{Handler: app.handler}, engineRoute(create))
			req := &mcp.CallToolRequest{
				Params: &mcp.CallToolParamsRaw{Name: "create_item", Arguments: args},
				Extra:  &mcp.RequestExtra{Header: http.Header{"Authorization": {frameworkToken}}},
			}
			ctx := context.Background()
			b.ReportAllocs()
			for b.Loop() {
				res, err := th(ctx, req)
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
