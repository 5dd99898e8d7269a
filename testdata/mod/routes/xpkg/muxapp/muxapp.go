// Package muxapp mounts muxmid's mux under /api: the routes muxitems
// registers are served at their full path.
package muxapp

import (
	"net/http"

	"fixtures/routes/xpkg/muxitems"
	"fixtures/routes/xpkg/muxmid"
	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{Include: []string{"GET /api/items/{id}", "daily"}}

func Serve() error {
	mux := http.NewServeMux()
	mux.Handle("/api/", http.StripPrefix("/api", muxmid.Handler())) // want `route GET /api/items/{id} via "/api/" \(http.StripPrefix "/api"\) handler=get: selected by Include "GET /api/items/{id}" tool "get"` `route GET /api/reports/daily via "/api/" \(http.StripPrefix "/api"\) > "/reports/" \(http.StripPrefix "/reports"\) handler=daily: selected by Include "daily" tool "daily"`
	muxitems.Routes(mux)                                            // want `route GET /items/{id} handler=get: not selected tool "get"`
	return http.ListenAndServe(":8080", mux)
}
