// Package routes has a route exposed as a tool whose body has two JSON
// names that differ only by case: flagged.
package routes

import (
	"encoding/json"
	"net/http"
)

type Rename struct {
	ID string `json:"id"`
	Id string `json:"Id"` // want `OMCG0007: rename: Rename.Id: JSON names "id" and "Id" differ only by case; .*`
}

//mcp:expose
func rename(w http.ResponseWriter, r *http.Request) {
	var in Rename
	_ = json.NewDecoder(r.Body).Decode(&in)
}

type Move struct {
	ID     string `json:"id"`
	Target string `json:"target"` // not flagged
}

//mcp:expose
func move(w http.ResponseWriter, r *http.Request) {
	var in Move
	_ = json.NewDecoder(r.Body).Decode(&in)
}

func Routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /rename", rename)
	mux.HandleFunc("POST /move", move)
}
