// Package xpkg is an app whose router is built in two other packages
// (api returns a router, notes registers on the one it is given) and
// mounted here under /api: mcpvet gen writes the tools with their full
// paths, through the builders' facts.
package xpkg

import (
	"net/http"

	"github.com/go-chi/chi/v5"

	"fixtures/gen/xpkg/api"
	"github.com/mcpvet/mcpvet/runtime"
)

//go:generate go run github.com/mcpvet/mcpvet/cmd/mcpvet gen

var MCP = runtime.Exposure{
	Mode:    runtime.AllExceptExcluded,
	Exclude: []string{"health"},
	Naming:  runtime.Naming{Format: "{Func}"},
}

// Routes is the app's root router.
func Routes() http.Handler {
	r := chi.NewRouter()
	r.Mount("/api", api.Router())
	return r
}
