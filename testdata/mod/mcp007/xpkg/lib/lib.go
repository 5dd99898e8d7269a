// Package lib returns a chi router that mcp007/xpkg/app mounts twice.
package lib

import (
	"net/http"

	"github.com/go-chi/chi/v5"
)

// Items serves the items.
type Items struct{}

func (Items) List(w http.ResponseWriter, r *http.Request) {}

// Router returns the items router.
func Router() *chi.Mux {
	r := chi.NewRouter()
	r.Get("/", Items{}.List)
	return r
}
