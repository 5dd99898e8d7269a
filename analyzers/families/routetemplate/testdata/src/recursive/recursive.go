// Package recursive exposes routes whose response type refers to itself:
// each keeps its tool, with the response as text and no output schema,
// and MCP011 says so at the field that leads back.
package recursive

import (
	"encoding/json"
	"net/http"
)

// Entry is a feed entry with its replies.
type Entry struct {
	ID      string   `json:"id"`
	Replies []*Entry `json:"replies"` // want `MCP011: the tool of the route GET /entries/\{id\} has no output schema and sends its response as text: Entry\.Replies\[\] -> Entry: type recursive\.Entry refers to itself, which a schema written inline cannot describe` `MCP011: the tool of the route GET /feed has no output schema and sends its response as text: Feed\.Entries\[\]\.Replies\[\] -> Entry: `
}

// Feed holds entries: it refers to Entry, which refers to itself.
type Feed struct {
	Title   string  `json:"title"`
	Entries []Entry `json:"entries"`
}

// Flat does not refer to itself: a tool with an output schema.
type Flat struct {
	ID string `json:"id"`
}

//mcp:expose
func getEntry(w http.ResponseWriter, r *http.Request) {
	_ = json.NewEncoder(w).Encode(&Entry{})
}

//mcp:expose
func getFeed(w http.ResponseWriter, r *http.Request) {
	_ = json.NewEncoder(w).Encode(Feed{})
}

//mcp:expose
func getFlat(w http.ResponseWriter, r *http.Request) {
	_ = json.NewEncoder(w).Encode(Flat{})
}

// notExposed is not selected: quiet.
func notExposed(w http.ResponseWriter, r *http.Request) {
	_ = json.NewEncoder(w).Encode(Entry{})
}

func Routes(mux *http.ServeMux) {
	mux.HandleFunc("GET /entries/{id}", getEntry)
	mux.HandleFunc("GET /feed", getFeed)
	mux.HandleFunc("GET /flat", getFlat)
	mux.HandleFunc("GET /other", notExposed)
}
