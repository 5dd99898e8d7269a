// Package chiitems builds chi routes for other packages to mount: on a
// router it returns (Router) and on one it is given (Register). Its own
// routes have the paths it sees; chimid and chiapp see them under their
// mounts, through the builders' facts.
package chiitems

import (
	"encoding/json"
	"net/http"
	"strconv"

	"github.com/go-chi/chi/v5"
)

// Item is an item.
type Item struct {
	ID   int    `json:"id"`
	Name string `json:"name"`
}

func get(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.Atoi(chi.URLParam(r, "id"))
	if err != nil {
		http.Error(w, "bad id", http.StatusBadRequest)
		return
	}
	json.NewEncoder(w).Encode(Item{ID: id})
}

func add(w http.ResponseWriter, r *http.Request) {
	var in Item
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	w.WriteHeader(http.StatusCreated)
	json.NewEncoder(w).Encode(in)
}

func report(w http.ResponseWriter, r *http.Request) { _ = r.URL.Query().Get("day") }

// Router returns the items router.
func Router() chi.Router {
	r := chi.NewRouter()
	r.Get("/{id:[0-9]+}", get) // want `route GET /{id} handler=get: not selected tool "get"`
	r.Route("/new", func(r chi.Router) {
		r.Post("/", add) // want `route POST /new via "/new" \(chi Route\) handler=add: not selected tool "add"`
	})
	return r
}

// Register registers the report on the router it is given.
func Register(r chi.Router) {
	r.Get("/report", report) // want `route GET /report handler=report: skipped: its router is a parameter of the exported func Register, which nothing in this package fills: the package that passes it a router serves it, at a path only known there`
}
