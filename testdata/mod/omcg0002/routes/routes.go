// Package routes has HTTP routes exposed as tools whose JSON body has no
// schema: flagged at the field when it is declared here, else at the
// route's handler. A route that is no tool is not checked.
package routes

import (
	"encoding/json"
	"net/http"

	"fixtures/omcg0002/routes/handlers"
)

type Watch struct {
	Item string    `json:"item"`
	Done chan bool `json:"done"` // want `OMCG0002: watch: Watch.Done: type chan bool has no JSON form`
}

// watch decodes a Watch: its route is a tool.
//
//mcp:expose
func watch(w http.ResponseWriter, r *http.Request) {
	var in Watch
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		http.Error(w, "bad body", http.StatusBadRequest)
		return
	}
}

type Note struct {
	Text string `json:"text"`
	Hook func() `json:"-"` // not flagged: json:"-" removes it
}

// note decodes a Note, whose every field has a schema: not flagged.
//
//mcp:expose
func note(w http.ResponseWriter, r *http.Request) {
	var in Note
	_ = json.NewDecoder(r.Body).Decode(&in)
}

type Hidden struct {
	Sink chan int `json:"sink"` // not flagged: its route is no tool
}

func hidden(w http.ResponseWriter, r *http.Request) {
	var in Hidden
	_ = json.NewDecoder(r.Body).Decode(&in)
}

func Routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /watch", watch)
	mux.HandleFunc("POST /notes", note)
	mux.HandleFunc("POST /hidden", hidden)
	mux.HandleFunc("POST /subscribe", handlers.Subscribe) // want `OMCG0002: Subscribe: Subscription.Events: type chan string has no JSON form`
}
