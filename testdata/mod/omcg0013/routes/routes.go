// Package routes has a route exposed as a tool with a name= that common
// clients refuse: flagged at the name, with a fix.
package routes

import "net/http"

// list has a name with a '.'.
//
// want +2 `OMCG0013: tool name "items.list" is valid MCP, but common clients refuse it: it contains '.'`
//
//mcp:expose name=items.list
func list(w http.ResponseWriter, r *http.Request) {}

// get has a portable name: not flagged.
//
//mcp:expose name=items_get
func get(w http.ResponseWriter, r *http.Request) {}

func Routes(mux *http.ServeMux) {
	mux.HandleFunc("GET /items", list)
	mux.HandleFunc("GET /items/{id}", get)
}
