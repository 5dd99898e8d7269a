// Package selempty has a config with nothing included.
package selempty

import (
	"net/http"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{Mode: runtime.SelectedOnly} // want `MCP006: the config MCP selects none of this package's 2 routes in SelectedOnly mode: its Include list is empty, and no handler is marked //mcp:expose: list handlers or routes in Include, or use runtime.AllExceptExcluded; no tool is generated`

func list(w http.ResponseWriter, r *http.Request) {}
func get(w http.ResponseWriter, r *http.Request)  {}

func Routes(mux *http.ServeMux) {
	mux.HandleFunc("GET /items", list)
	mux.HandleFunc("GET /items/{id}", get)
}
