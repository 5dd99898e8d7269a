// Package chiapp is the root router: what chimid and chiitems build is
// served under its mounts, at the full path.
package chiapp

import (
	"net/http"

	"github.com/go-chi/chi/v5"

	"fixtures/routes/xpkg/chiitems"
	"fixtures/routes/xpkg/chimid"
	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{Mode: runtime.AllExceptExcluded}

func Serve() http.Handler {
	r := chi.NewRouter()
	r.Mount("/api", chimid.Routes()) // want `route GET /api/items/{id} via "/api" \(chi Mount\) > "/items" \(chi Mount\) handler=get: selected by AllExceptExcluded tool "get"` `route POST /api/items/new via "/api" \(chi Mount\) > "/items" \(chi Mount\) > "/new" \(chi Route\) handler=add: selected by AllExceptExcluded tool "add"` `route GET /api/reports/report via "/api" \(chi Mount\) > "/reports" \(chi Route\) handler=report: selected by AllExceptExcluded tool "report"`
	r.Route("/old", chimid.V2)       // want `route GET /old/v2/report via "/old" \(chi Route\) > "/v2" \(chi Route\) handler=report: selected by AllExceptExcluded tool "report"`
	r.Route("/lone", func(r chi.Router) {
		r.Mount("/items", chiitems.Router()) // want `route GET /lone/items/{id} via "/lone" \(chi Route\) > "/items" \(chi Mount\) handler=get` `route POST /lone/items/new via "/lone" \(chi Route\) > "/items" \(chi Mount\) > "/new" \(chi Route\) handler=add`
	})
	return r
}
