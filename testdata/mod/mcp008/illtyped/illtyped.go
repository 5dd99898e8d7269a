// Package illtyped does not type-check: an entry that names no route is
// not reported while a registration is left out for its type errors (it
// may be the route the entry names).
package illtyped

import (
	"net/http"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{
	Mode:    runtime.SelectedOnly,
	Include: []string{"listDrafts"}, // not flagged: listDrafts is undefined, as the compiler says
}

func Routes(mux *http.ServeMux) {
	mux.HandleFunc("GET /drafts", listDrafts)
}
