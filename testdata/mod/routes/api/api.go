// Package api holds handlers that another package registers: apifacts
// describes them through the facts it exports here.
package api

import (
	"encoding/json"
	"net/http"
	"strconv"
)

type Item struct {
	ID   int    `json:"id"`
	Name string `json:"name"`
}

// WriteJSON writes v as JSON with the status.
func WriteJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

// ItemID reads the item id from the path.
func ItemID(r *http.Request) (int, error) {
	return strconv.Atoi(r.PathValue("itemID"))
}

// Items serves the items.
//
//mcp:expose scope=read
type Items struct{}

// Get returns one item.
func (Items) Get(w http.ResponseWriter, r *http.Request) {
	id, err := ItemID(r)
	if err != nil {
		WriteJSON(w, http.StatusBadRequest, map[string]string{"error": "bad id"})
		return
	}
	WriteJSON(w, http.StatusOK, Item{ID: id})
}

// Create adds an item.
//
//mcp:expose name=add_item destructive
func (Items) Create(w http.ResponseWriter, r *http.Request) {
	var in Item
	json.NewDecoder(r.Body).Decode(&in)
	WriteJSON(w, http.StatusCreated, in)
}

//mcp:ignore
func (Items) Purge(w http.ResponseWriter, r *http.Request) {}

// Search finds items.
func Search(limit int) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query().Get("q")
		_ = q
		WriteJSON(w, http.StatusOK, []Item{})
	}
}
