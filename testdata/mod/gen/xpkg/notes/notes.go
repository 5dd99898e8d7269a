// Package notes registers a notes API on the chi router it is given; it
// knows nothing of where that router is mounted.
package notes

import (
	"encoding/json"
	"net/http"
	"strconv"
	"sync"

	"github.com/go-chi/chi/v5"
)

// Note is one note.
type Note struct {
	ID   int    `json:"id"`
	Text string `json:"text"`
}

// NewNote is what a note is created from.
type NewNote struct {
	Text string `json:"text"`
}

type store struct {
	mu    sync.Mutex
	notes []Note
}

// Register registers the notes routes on r.
func Register(r chi.Router) {
	s := &store{}
	r.Get("/{id}", s.getNote)
	r.Post("/", s.addNote)
}

// getNote returns one note.
func (s *store) getNote(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.Atoi(chi.URLParam(r, "id"))
	if err != nil {
		http.Error(w, "bad id", http.StatusBadRequest)
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, n := range s.notes {
		if n.ID == id {
			_ = json.NewEncoder(w).Encode(n)
			return
		}
	}
	http.Error(w, "no such note", http.StatusNotFound)
}

// addNote adds a note.
func (s *store) addNote(w http.ResponseWriter, r *http.Request) {
	var in NewNote
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		http.Error(w, "bad note", http.StatusBadRequest)
		return
	}
	s.mu.Lock()
	n := Note{ID: len(s.notes) + 1, Text: in.Text}
	s.notes = append(s.notes, n)
	s.mu.Unlock()
	w.WriteHeader(http.StatusCreated)
	_ = json.NewEncoder(w).Encode(n)
}
