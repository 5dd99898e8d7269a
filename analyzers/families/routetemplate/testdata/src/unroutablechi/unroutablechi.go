// Package unroutablechi exposes every route of a chi router; some cannot be tools.
package unroutablechi

import (
	"net/http"

	"github.com/go-chi/chi/v5"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{Mode: runtime.AllExceptExcluded}

func get(w http.ResponseWriter, r *http.Request) { _ = chi.URLParam(r, "id") }

func typo(w http.ResponseWriter, r *http.Request) { _ = chi.URLParam(r, "idd") } // want `MCP009: no tool is generated for the route GET /typo/{id}: the handler reads the path value "idd", which "GET /typo/{id}" does not define \(it defines only {id}\): it is always empty`

func any(w http.ResponseWriter, r *http.Request) {}

func Routes(method string) http.Handler {
	r := chi.NewRouter()
	r.Get("/items/{id:[0-9]+}", get) // not flagged: a tool
	r.Get("/typo/{id}", typo)
	r.HandleFunc("/any", any)             // want `MCP009: no tool is generated for the route /any: the pattern "/any" serves every method, and a tool calls one: register it with the method \(r.Get, r.Post, ...\)`
	r.Get("/span/{from}..{to}", get)      // want `MCP009: no tool is generated for the route GET /span/{from}..{to}: its pattern is not valid: the parameter {from} is only part of a path segment`
	r.MethodFunc(method, "/dynamic", get) // want `MCP009: no tool is generated for the route /dynamic: its method method is not a compile-time constant`
	return r
}
