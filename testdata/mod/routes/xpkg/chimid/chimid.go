// Package chimid mounts chiitems' routers in a router it returns, and
// registers them on a router it is given: a third package (chiapp) sees
// them under its own mounts too.
package chimid

import (
	"net/http"

	"github.com/go-chi/chi/v5"

	"fixtures/routes/xpkg/chiitems"
)

// Routes returns the API router.
func Routes() http.Handler {
	r := chi.NewRouter()
	r.Mount("/items", chiitems.Router())   // want `route GET /items/{id} via "/items" \(chi Mount\) handler=get: not selected tool "get"` `route POST /items/new via "/items" \(chi Mount\) > "/new" \(chi Route\) handler=add: not selected tool "add"`
	r.Route("/reports", chiitems.Register) // want `route GET /reports/report via "/reports" \(chi Route\) handler=report: not selected tool "report"`
	return r
}

// V2 registers the report under /v2 of the router it is given.
func V2(r chi.Router) {
	r.Route("/v2", func(r chi.Router) {
		chiitems.Register(r) // want `route GET /report via "/v2" \(chi Route\) handler=report: skipped: its router is a parameter of the exported func V2`
	})
}
