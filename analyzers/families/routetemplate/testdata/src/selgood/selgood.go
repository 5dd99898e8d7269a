// Package selgood selects a route, or exposes one by directive: no MCP006.
package selgood

import (
	"net/http"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{}

// health is exposed by its directive, whatever the config includes.
//
//mcp:expose
func health(w http.ResponseWriter, r *http.Request) {}

func list(w http.ResponseWriter, r *http.Request) {}

func Routes(mux *http.ServeMux) {
	mux.HandleFunc("GET /health", health)
	mux.HandleFunc("GET /items", list)
}
