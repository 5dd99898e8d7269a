// Package noroutes has a config but no route that could be a tool: its
// only handlers are ignored, under the MCP endpoint, or HEAD-only.
package noroutes

import (
	"net/http"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{}

//mcp:ignore
func drop(w http.ResponseWriter, r *http.Request) {}

func probe(w http.ResponseWriter, r *http.Request) {}

func Routes(mux *http.ServeMux) {
	mux.HandleFunc("DELETE /all", drop)
	mux.HandleFunc("GET /mcp/health", probe)
	mux.HandleFunc("HEAD /items", probe)
}
