// Package app mounts lib's routers: their routes are checked here, at
// their full path.
package app

import (
	"net/http"

	"github.com/go-chi/chi/v5"

	"fixtures/mcp009/xpkg/lib"
	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{Include: []string{"GET /notes/{id}", "typo", "GET /notes/all"}}

func Serve() {
	r := chi.NewRouter()
	r.Route("/notes", func(r chi.Router) {
		lib.Register(r, lib.Handlers()) // want `MCP009: no tool is generated for the route GET /notes/typo/{id}: the handler reads the path value "idd", which "GET /notes/typo/{id}" does not define \(it defines only {id}\): it is always empty` `MCP009: no tool is generated for the route GET /notes/all: its handler, registered by lib.Register, cannot be resolved statically: it is the field list, whose value is only known at run time`
	})
	mux := http.NewServeMux()
	mux.Handle("/api/", http.StripPrefix("/api", lib.Mux())) // want `MCP009: no tool is generated for the route GET /api/ping: package lib gives it a tool at "GET /ping", but it is served here at "GET /api/ping": select it here \(in this package's config\) and not in lib`
	mux.Handle("/", lib.Mux())                               // not flagged: lib's own tool has this path
	mux.Handle("/notes/", r)
}
