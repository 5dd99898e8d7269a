// Package routesstale changed since its mcpvet_gen.go was written: Item
// has a new field, createItem is a new route and deleteItem is gone. The
// generated file is flagged at its package clause.
package routesstale

import (
	"encoding/json"
	"net/http"
	"strconv"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{Mode: runtime.AllExceptExcluded}

type Item struct {
	ID   int    `json:"id"`
	Name string `json:"name"`
}

func getItem(w http.ResponseWriter, r *http.Request) {
	id, _ := strconv.Atoi(r.PathValue("id"))
	json.NewEncoder(w).Encode(Item{ID: id})
}

func createItem(w http.ResponseWriter, r *http.Request) {
	var in Item
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	w.WriteHeader(http.StatusCreated)
	json.NewEncoder(w).Encode(in)
}

func Routes(mux *http.ServeMux) {
	mux.HandleFunc("GET /items/{id}", getItem)
	mux.HandleFunc("POST /items", createItem)
}
