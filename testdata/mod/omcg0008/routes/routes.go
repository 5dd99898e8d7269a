// Package routes has routes exposed as tools with a name= that is not a
// valid tool name: flagged at the name, with a fix. Names derived from the
// handler are always valid.
package routes

import "net/http"

// watch has a name= with a space and a '!'.
//
// want +2 `OMCG0008: tool name "watch item!" is not valid: ' ' and '!' are not allowed`
//
//mcp:expose name="watch item!"
func watch(w http.ResponseWriter, r *http.Request) {}

// list has a valid name: not flagged.
//
//mcp:expose name=list_items
func list(w http.ResponseWriter, r *http.Request) {}

// derived names are sanitized: not flagged.
//
//mcp:expose
func getItem(w http.ResponseWriter, r *http.Request) {}

func Routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /items/watch", watch)
	mux.HandleFunc("GET /items", list)
	mux.HandleFunc("GET /items/{id}", getItem)
}
