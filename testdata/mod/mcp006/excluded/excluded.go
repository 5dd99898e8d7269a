// Package excluded exposes all but everything.
package excluded

import (
	"net/http"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{ // want `MCP006: the config MCP selects none of this package's 3 routes in AllExceptExcluded mode: its Exclude list covers every route \(3 routes\); no tool is generated`
	Mode:    runtime.AllExceptExcluded,
	Exclude: []string{"Items", "GET /health"},
}

type Items struct{}

func (Items) List(w http.ResponseWriter, r *http.Request) {}
func (Items) Get(w http.ResponseWriter, r *http.Request)  {}

func health(w http.ResponseWriter, r *http.Request) {}

func Routes(mux *http.ServeMux) {
	mux.HandleFunc("GET /items", Items{}.List)
	mux.HandleFunc("GET /items/{id}", Items{}.Get)
	mux.HandleFunc("GET /health", health)
}
