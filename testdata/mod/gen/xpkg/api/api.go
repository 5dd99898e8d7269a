// Package api builds the API router from the notes package and returns
// it; the app mounts it under /api.
package api

import (
	"net/http"

	"github.com/go-chi/chi/v5"

	"fixtures/gen/xpkg/notes"
)

// Router returns the API router: the notes under /notes, and a health
// check.
func Router() http.Handler {
	r := chi.NewRouter()
	r.Route("/notes", notes.Register)
	r.Get("/health", health)
	return r
}

func health(w http.ResponseWriter, r *http.Request) { _, _ = w.Write([]byte("ok")) }
