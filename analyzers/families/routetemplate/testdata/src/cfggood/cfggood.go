// Package cfggood has a config mcpvet reads as written: nothing to report.
package cfggood

import (
	"net/http"

	"github.com/mcpvet/mcpvet/runtime"
)

const health = "GET /health"

const prefix = "Items"

var MCP = &runtime.Exposure{
	Mode:    runtime.SelectedOnly,
	Include: []string{prefix + ".List", health},
	Exclude: nil,
	Naming: runtime.Naming{
		Format:       "{Method}_{Receiver}_{Func}",
		TrimSuffixes: []string{"Handler"},
	},
}

type ItemsHandler struct{}

func (ItemsHandler) List(w http.ResponseWriter, r *http.Request) {}

func ok(w http.ResponseWriter, r *http.Request) {}

func Serve(mux *http.ServeMux) {
	mux.HandleFunc("GET /items", ItemsHandler{}.List)
	mux.HandleFunc(health, ok)
	_ = runtime.SelectedOnly
	_ = MCP.Mode // reading the config is fine
}
