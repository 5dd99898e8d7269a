// Package muxitems builds ServeMux routes for other packages to mount: on
// a mux it is given (Routes: its patterns are whole) and on one it
// returns behind middleware (Handler: served where it is mounted).
package muxitems

import (
	"encoding/json"
	"net/http"
	"strconv"
)

// Item is an item.
type Item struct {
	ID int `json:"id"`
}

func get(w http.ResponseWriter, r *http.Request) {
	id, _ := strconv.Atoi(r.PathValue("id"))
	json.NewEncoder(w).Encode(Item{ID: id})
}

func daily(w http.ResponseWriter, r *http.Request) {}

func logging(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { next.ServeHTTP(w, r) })
}

// Routes registers the items on the mux it is given.
func Routes(mux *http.ServeMux) {
	mux.HandleFunc("GET /items/{id}", get) // want `route GET /items/{id} handler=get: not selected tool "get"`
}

// Handler returns the reports, behind middleware.
func Handler() http.Handler {
	m := http.NewServeMux()
	m.HandleFunc("GET /daily", daily) // want `route GET /daily handler=daily: not selected tool "daily"`
	return logging(m)
}
