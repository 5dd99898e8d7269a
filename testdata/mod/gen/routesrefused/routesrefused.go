// Package routesrefused has route tools mcpvet gen must not write: it
// lists every problem instead.
package routesrefused

import (
	"context"
	"encoding/json"
	"net/http"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{
	Mode:   runtime.AllExceptExcluded,
	Naming: runtime.Naming{Format: "{Recv}_{Func}"},
}

type Items struct{}

func (Items) List(w http.ResponseWriter, r *http.Request) {}

// Watch watches an item.
//
//mcp:expose name="watch item!"
func (Items) Watch(w http.ResponseWriter, r *http.Request) {}

// In has a field with no JSON form.
type In struct {
	Done chan bool `json:"done"`
}

func (Items) Create(w http.ResponseWriter, r *http.Request) {
	var in In
	_ = json.NewDecoder(r.Body).Decode(&in)
}

// Items_Get is a directive tool named like a route tool.
//
//mcp:tool Items_Get
func Items_Get(ctx context.Context) (string, error) { return "", nil }

func (Items) Get(w http.ResponseWriter, r *http.Request) {}

// Route has a //mcp:tool method: its registration would be named
// RegisterRouteTools.
type Route struct{}

// Ping pings.
//
//mcp:tool
func (Route) Ping() string { return "pong" }

// RouteTools is the package's own.
func RouteTools() {}

func Routes(mux *http.ServeMux) {
	var h Items
	mux.HandleFunc("GET /items", h.List)
	mux.HandleFunc("GET /v2/items", h.List)
	mux.HandleFunc("POST /items/watch", h.Watch)
	mux.HandleFunc("POST /items", h.Create)
	mux.HandleFunc("GET /items/get", h.Get)
}
