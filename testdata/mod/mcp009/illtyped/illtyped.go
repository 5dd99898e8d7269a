// Package illtyped does not type-check: a route whose pattern or handler
// is not valid Go is the compiler's to report, not MCP009's. The routes
// that type-check are judged as in any package.
package illtyped

import (
	"net/http"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{Mode: runtime.AllExceptExcluded}

func list(w http.ResponseWriter, r *http.Request) {}

func Routes(mux *http.ServeMux) {
	mux.HandleFunc("GET /drafts/{id}", undefinedHandler)   // not flagged: the handler is undefined
	mux.HandleFunc("GET "+undefinedPrefix+"/drafts", list) // not flagged: the prefix is undefined
	mux.HandleFunc("/drafts", list)                        // want `MCP009: no tool is generated for the route /drafts: the pattern "/drafts" serves every method`
}
