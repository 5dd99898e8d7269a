// Package mode names a mode that does not exist, reads its lists from
// variables, and names with a format without placeholders.
package mode

import (
	"net/http"

	"github.com/mcpvet/mcpvet/runtime"
)

var hidden = []string{"list"}

var MCP = runtime.Exposure{
	runtime.Mode(7), // want `MCP001: unknown mode runtime.Mode\(7\) \(7\): mcpvet falls back to SelectedOnly with the Include list; use runtime.SelectedOnly or runtime.AllExceptExcluded`
	nil,
	hidden, // want `MCP001: Exclude is not a \[\]string literal \(hidden\): mcpvet cannot read it and falls back to an empty list; list the entries as string constants`
	runtime.Naming{
		Format:       "items",       // want `MCP001: Naming.Format "items" has no placeholder, so every route tool would get the same name \(use {Receiver}, {Func}, {Method}\): mcpvet falls back to the default format`
		TrimSuffixes: []string{sfx}, // want `MCP001: Naming.TrimSuffixes\[0\] \(sfx\) is not a compile-time constant: mcpvet ignores the entry`
	},
}

var sfx = "Handler"

func list(w http.ResponseWriter, r *http.Request) {}

func Routes(mux *http.ServeMux) {
	mux.HandleFunc("GET /items", list)
}
