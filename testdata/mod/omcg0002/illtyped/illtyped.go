// Package illtyped does not type-check (Undefined is declared nowhere), as
// a package being edited often does; gopls runs mcpvet on it all the same.
// What type-checks is judged; what does not is left to the compiler, which
// reports it already.
package illtyped

import (
	"context"
	"encoding/json"
	"net/http"
)

type Draft struct {
	Title string    `json:"title"`
	Owner Undefined `json:"owner"` // not flagged: the compiler reports Undefined
}

//mcp:tool
func SaveDraft(ctx context.Context, in Draft) (string, error) { return "", nil }

type Watch struct {
	Done chan bool `json:"done"` // want `OMCG0002: watch_item: Watch.Done: type chan bool has no JSON form`
}

// WatchItem type-checks: its input is judged as in any package.
//
//mcp:tool
func WatchItem(ctx context.Context, in Watch) (string, error) { return "", nil }

// saveDraft decodes a body that does not type-check: not flagged.
//
//mcp:expose
func saveDraft(w http.ResponseWriter, r *http.Request) {
	var in Draft
	_ = json.NewDecoder(r.Body).Decode(&in)
}

func Routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /drafts", saveDraft)
}

// Entry's parameter does not type-check: not flagged.
//
//mcp:resource entry://{id}
func Entry(id Undefined) (string, error) { return "", nil }

// Feed's parameter type-checks and is not text-like: flagged.
//
//mcp:resource feed://{ch}
func Feed(ch chan int) (string, error) { return "", nil } // want `OMCG0002: resource feed: parameter ch of type chan int is not text-like`
