// Package selected includes only some routes: problems of the others are
// not reported, those of included and //mcp:expose routes are.
package selected

import (
	"net/http"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{
	Include: []string{"list"},
}

func list(w http.ResponseWriter, r *http.Request)  {}
func other(w http.ResponseWriter, r *http.Request) {}

// Files serves files.
//
//mcp:expose
type Files struct{}

func (Files) Get(w http.ResponseWriter, r *http.Request) {}

func Routes(mux *http.ServeMux) {
	mux.HandleFunc("/list", list)              // want `MCP009: no tool is generated for the route /list: the pattern "/list" serves every method`
	mux.HandleFunc("/other", other)            // not included: quiet
	mux.HandleFunc("GET /files/", Files{}.Get) // want `MCP009: no tool is generated for the route GET /files/: "GET /files/" is a subtree pattern`
}
