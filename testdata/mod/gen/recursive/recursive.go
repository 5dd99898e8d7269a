// Package recursive exposes a feed API whose entries hold their replies:
// a response type that refers to itself. Its route keeps its tool, with
// the response as text and no output schema.
package recursive

import (
	"encoding/json"
	"net/http"
)

// Entry is a feed entry with its replies.
type Entry struct {
	ID      string   `json:"id"`
	Replies []*Entry `json:"replies,omitempty"`
}

// Flat is an entry without replies.
type Flat struct {
	ID string `json:"id"`
}

// getEntry returns an entry with its replies.
//
//mcp:expose
func getEntry(w http.ResponseWriter, r *http.Request) {
	e := &Entry{ID: r.PathValue("id"), Replies: []*Entry{{ID: "r1", Replies: []*Entry{{ID: "r2"}}}}}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(e)
}

// getFlat returns an entry without replies.
//
//mcp:expose
func getFlat(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(Flat{ID: r.PathValue("id")})
}

func Routes() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /entries/{id}", getEntry)
	mux.HandleFunc("GET /flat/{id}", getFlat)
	return mux
}
