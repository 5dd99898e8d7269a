// Package lib builds routers another package mounts (mcp009/xpkg/app);
// what is wrong with them is reported where they are mounted, at the
// full path.
package lib

import (
	"net/http"

	"github.com/go-chi/chi/v5"
)

func get(w http.ResponseWriter, r *http.Request) { _ = chi.URLParam(r, "id") }

func typo(w http.ResponseWriter, r *http.Request) { _ = chi.URLParam(r, "idd") }

type handlers struct{ list http.HandlerFunc }

// Register registers the notes on the router it is given.
func Register(r chi.Router, h handlers) {
	r.Get("/{id}", get)
	r.Get("/typo/{id}", typo)
	r.Get("/all", h.list)
}

// Ping answers; its package gives it a tool at GET /ping.
//
//mcp:expose
func Ping(w http.ResponseWriter, r *http.Request) {}

// Mux returns a mux whose GET /ping this package exposes as if it were
// served at the root.
func Mux() *http.ServeMux {
	m := http.NewServeMux()
	m.HandleFunc("GET /ping", Ping)
	return m
}

// Handlers returns the handlers Register needs.
func Handlers() handlers { return handlers{} }
