// Package refused selects only routes that cannot be tools.
package refused

import (
	"net/http"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{ // want `MCP006: the config MCP selects none of this package's 2 routes in SelectedOnly mode: every route it selects gets no tool \(see MCP009\): "static" select only such routes; no tool is generated`
	Include: []string{"static"},
}

func static(w http.ResponseWriter, r *http.Request) {}
func other(w http.ResponseWriter, r *http.Request)  {}

func Routes(mux *http.ServeMux) {
	mux.HandleFunc("/static/", static)
	mux.HandleFunc("GET /other", other)
}
