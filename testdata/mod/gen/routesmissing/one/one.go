// Package one exposes one route with //mcp:expose and no config, and has
// no mcpvet_gen.go: reported at the route's handler.
package one

import "net/http"

// health says the app is up.
//
//mcp:expose
func health(w http.ResponseWriter, r *http.Request) {}

func Routes(mux *http.ServeMux) {
	mux.HandleFunc("GET /health", health) // want `OMCG0005: route tool "health" has no registration: this package has no mcpvet_gen.go; run mcpvet gen \(go generate\) and call RegisterRouteTools`
}
