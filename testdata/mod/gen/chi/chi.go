// Package chi is a small JSON API on a chi router whose routes mcpvet gen
// turns into tools: the generated RouteTools call these handlers through
// the router, as a client's request would reach them.
package chi

import (
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"sync"

	"github.com/go-chi/chi/v5"

	"github.com/mcpvet/mcpvet/runtime"
)

//go:generate go run github.com/mcpvet/mcpvet/cmd/mcpvet gen

var MCP = runtime.Exposure{
	Mode:    runtime.AllExceptExcluded,
	Exclude: []string{"health"},
	Naming:  runtime.Naming{Format: "{Func}"},
}

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

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// listNotes lists the notes.
func (s *store) listNotes(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	defer s.mu.Unlock()
	writeJSON(w, http.StatusOK, s.notes)
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
			writeJSON(w, http.StatusOK, n)
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
	defer s.mu.Unlock()
	n := Note{ID: len(s.notes) + 1, Text: in.Text}
	s.notes = append(s.notes, n)
	writeJSON(w, http.StatusCreated, n)
}

// deleteNote deletes a note.
func (s *store) deleteNote(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.Atoi(r.PathValue("id"))
	if err != nil {
		http.Error(w, "bad id", http.StatusBadRequest)
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	for i, n := range s.notes {
		if n.ID == id {
			s.notes = append(s.notes[:i], s.notes[i+1:]...)
			w.WriteHeader(http.StatusNoContent)
			return
		}
	}
	http.Error(w, "no such note", http.StatusNotFound)
}

// notesTagged lists the notes whose text holds the tag.
func (s *store) notesTagged(w http.ResponseWriter, r *http.Request) {
	tag := chi.URLParam(r, "tag")
	s.mu.Lock()
	defer s.mu.Unlock()
	out := []Note{}
	for _, n := range s.notes {
		if strings.Contains(n.Text, "#"+tag) {
			out = append(out, n)
		}
	}
	writeJSON(w, http.StatusOK, out)
}

func health(w http.ResponseWriter, r *http.Request) { _, _ = w.Write([]byte("ok")) }

// Routes is the app's router.
func Routes() http.Handler {
	s := &store{}
	r := chi.NewRouter()
	r.Get("/health", health)
	r.Route("/api/notes", func(r chi.Router) {
		r.Get("/", s.listNotes)
		r.Post("/", s.addNote)
		r.Get("/{id:[0-9]+}", s.getNote)
		r.Delete("/{id}", s.deleteNote)
		r.Get("/tagged/{tag:[a-z]+}", s.notesTagged)
	})
	return r
}
