// Package cfgliteral builds its config with a func, which mcpvet cannot read.
package cfgliteral

import (
	"net/http"

	"github.com/mcpvet/mcpvet/runtime"
)

func exposure() runtime.Exposure {
	return runtime.Exposure{Mode: runtime.AllExceptExcluded}
}

var MCP = exposure() // want `MCP001: the runtime.Exposure config MCP is not a composite literal \(exposure\(\)\): mcpvet cannot read it and falls back to the default \(SelectedOnly with an empty Include: only //mcp:expose handlers become tools\); write it as runtime.Exposure{...} with constant fields`

func list(w http.ResponseWriter, r *http.Request) {}

func Routes(mux *http.ServeMux) {
	mux.HandleFunc("GET /items", list)
}
