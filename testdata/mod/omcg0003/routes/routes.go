// Package routes has a route exposed as a tool whose response type has no
// schema in the output direction: flagged at the field.
package routes

import (
	"encoding/json"
	"net/http"
)

type Status struct {
	State string     `json:"state"`
	Next  func() int `json:"next"` // want `OMCG0003: status: Status.Next: type func\(\) int has no JSON form`
}

//mcp:expose
func status(w http.ResponseWriter, r *http.Request) {
	json.NewEncoder(w).Encode(Status{State: "ok"})
}

type Health struct {
	OK bool `json:"ok"`
}

// health writes a type with a schema: not flagged.
//
//mcp:expose
func health(w http.ResponseWriter, r *http.Request) {
	json.NewEncoder(w).Encode(Health{OK: true})
}

func Routes(mux *http.ServeMux) {
	mux.HandleFunc("GET /status", status)
	mux.HandleFunc("GET /health", health)
}
