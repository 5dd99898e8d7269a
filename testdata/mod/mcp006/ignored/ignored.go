// Package ignored includes only handlers that //mcp:ignore keeps out.
package ignored

import (
	"net/http"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{ // want `MCP006: the config MCP selects none of this package's 1 route in SelectedOnly mode: its Include entries name only routes that //mcp:ignore, their method or the MCP endpoint keep from MCP; no tool is generated`
	Include: []string{"drop"},
}

//mcp:ignore
func drop(w http.ResponseWriter, r *http.Request) {}

func keep(w http.ResponseWriter, r *http.Request) {}

func Routes(mux *http.ServeMux) {
	mux.HandleFunc("DELETE /all", drop)
	mux.HandleFunc("GET /keep", keep)
}
