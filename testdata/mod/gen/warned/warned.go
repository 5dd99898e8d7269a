// Package warned has only warnings: a config whose Naming.Format mcpvet
// cannot read (MCP001) and a json option encoding/json ignores (OMCG0011).
// Warnings never refuse: gen writes the file, the route tools named by the
// default format the MCP001 message says it falls back to.
package warned

import (
	"encoding/json"
	"net/http"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{
	Mode:   runtime.AllExceptExcluded,
	Naming: runtime.Naming{Format: "{Recv}_{Func}"},
}

// Items serves items.
type Items struct{}

// List lists the items.
func (Items) List(w http.ResponseWriter, r *http.Request) {
	json.NewEncoder(w).Encode([]string{"a"})
}

// Routes registers the routes.
func Routes(mux *http.ServeMux) {
	var h Items
	mux.HandleFunc("GET /items", h.List)
}

// Query is what Search looks for.
type Query struct {
	// Text is the text to find.
	Text string `json:"text,omitempy"`
}

// Search finds items.
//
//mcp:tool
func Search(q Query) []string { return []string{q.Text} }
