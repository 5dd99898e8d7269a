// Package fallback has a config MCP001 reports: MCP006 stays quiet, as its
// advice would describe the fallback.
package fallback

import (
	"net/http"

	"github.com/mcpvet/mcpvet/runtime"
)

var mode = runtime.AllExceptExcluded

var MCP = runtime.Exposure{Mode: mode}

func list(w http.ResponseWriter, r *http.Request) {}

func Routes(mux *http.ServeMux) {
	mux.HandleFunc("GET /items", list)
}
