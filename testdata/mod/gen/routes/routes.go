// Package routes is an API whose routes mcpvet gen registers as tools,
// next to a //mcp:tool func: one generated file holds both. Its routes
// cover path values (a {name...} one too), query values (a list too),
// JSON bodies, every method, a {$} pattern, a closure, a mount, directive
// overrides and an excluded handler.
package routes

import (
	"encoding/json"
	"net/http"
	"strconv"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{
	Mode:    runtime.AllExceptExcluded,
	Exclude: []string{"Items.Purge"},
	Naming:  runtime.Naming{TrimSuffixes: []string{"Handler"}},
}

// Item is one item of the store.
type Item struct {
	// ID identifies the item.
	ID   int      `json:"id"`
	Name string   `json:"name"`
	Tags []string `json:"tags,omitempty"`
}

// NewItem is an item to add.
type NewItem struct {
	// Name names the item; it must not be empty.
	Name string   `json:"name"`
	Tags []string `json:"tags,omitempty"`
}

// ItemPatch changes some fields of an item.
type ItemPatch struct {
	Name *string  `json:"name,omitempty"`
	Tags []string `json:"tags,omitempty"`
}

// ItemList is a page of items.
type ItemList struct {
	Items []Item `json:"items"`
	Total int    `json:"total"`
}

// ItemsHandler serves the items.
type ItemsHandler struct{}

// List lists the items, optionally only those matching q and the tags.
func (ItemsHandler) List(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	limit, err := strconv.Atoi(q.Get("limit"))
	if err != nil {
		http.Error(w, "bad limit", http.StatusBadRequest)
		return
	}
	_, _ = q.Get("q"), q["tag"]
	writeJSON(w, http.StatusOK, ItemList{Total: limit})
}

// Get returns one item.
func (ItemsHandler) Get(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.Atoi(r.PathValue("id"))
	if err != nil {
		http.Error(w, "bad id", http.StatusBadRequest)
		return
	}
	writeJSON(w, http.StatusOK, Item{ID: id})
}

// Add adds an item.
//
//mcp:expose title="Add an item" openworld
func (ItemsHandler) Add(w http.ResponseWriter, r *http.Request) {
	var in NewItem
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	writeJSON(w, http.StatusCreated, Item{Name: in.Name, Tags: in.Tags})
}

// Replace replaces an item.
func (ItemsHandler) Replace(w http.ResponseWriter, r *http.Request) {
	id, _ := strconv.Atoi(r.PathValue("id"))
	var in NewItem
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	writeJSON(w, http.StatusOK, Item{ID: id, Name: in.Name})
}

// Patch changes some fields of an item.
//
//mcp:expose name=patch_item idempotent
func (ItemsHandler) Patch(w http.ResponseWriter, r *http.Request) {
	id, _ := strconv.Atoi(r.PathValue("id"))
	var in ItemPatch
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	writeJSON(w, http.StatusOK, Item{ID: id})
}

// Delete deletes an item.
func (ItemsHandler) Delete(w http.ResponseWriter, r *http.Request) {
	_ = r.PathValue("id")
	w.WriteHeader(http.StatusNoContent)
}

// Purge deletes every item; the config keeps it from MCP.
func (ItemsHandler) Purge(w http.ResponseWriter, r *http.Request) {
	w.WriteHeader(http.StatusNoContent)
}

// File serves a file of an item, by its path.
//
//mcp:expose scope=write
func File(w http.ResponseWriter, r *http.Request) {
	w.Write([]byte(r.PathValue("path")))
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// Routes is the app's handler.
func Routes() http.Handler {
	mux := http.NewServeMux()
	var h ItemsHandler
	mux.HandleFunc("GET /items", h.List)
	mux.HandleFunc("GET /items/{id}", h.Get)
	mux.HandleFunc("POST /items", h.Add)
	mux.HandleFunc("PUT /items/{id}", h.Replace)
	mux.HandleFunc("PATCH /items/{id}", h.Patch)
	mux.HandleFunc("DELETE /items/{id}", h.Delete)
	mux.HandleFunc("DELETE /items", h.Purge)
	mux.HandleFunc("GET /v1/{$}", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusOK, map[string]string{"version": "v1"})
	})
	files := http.NewServeMux()
	files.HandleFunc("GET /files/{id}/{path...}", File)
	mux.Handle("/static/", http.StripPrefix("/static", files))
	return mux
}

// Echo says the text back; a //mcp:tool next to the routes.
//
//mcp:tool readonly
//mcp:param text "what to say"
func Echo(text string) string { return text }
