// Package routesmissing exposes routes as tools but has no mcpvet_gen.go:
// reported once, at the config.
package routesmissing

import (
	"net/http"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{ // want `OMCG0005: 4 route tools \("Orders_List", "Orders_Get", "Orders_Cancel" and 1 more\) have no registration: this package has no mcpvet_gen.go; run mcpvet gen \(go generate\) and call RegisterRouteTools`
	Include: []string{"Orders"},
}

type Orders struct{}

func (Orders) List(w http.ResponseWriter, r *http.Request)   {}
func (Orders) Get(w http.ResponseWriter, r *http.Request)    { _ = r.PathValue("id") }
func (Orders) Cancel(w http.ResponseWriter, r *http.Request) { _ = r.PathValue("id") }
func (Orders) Delete(w http.ResponseWriter, r *http.Request) { _ = r.PathValue("id") }

func Routes(mux *http.ServeMux) {
	var o Orders
	mux.HandleFunc("GET /orders", o.List)
	mux.HandleFunc("GET /orders/{id}", o.Get)
	mux.HandleFunc("POST /orders/{id}/cancel", o.Cancel)
	mux.HandleFunc("DELETE /orders/{id}", o.Delete)
}
