// Package selnomatch includes names that match nothing.
package selnomatch

import (
	"net/http"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{ // want `MCP006: the config MCP selects none of this package's 1 route in SelectedOnly mode: none of its 2 Include entries names a handler or route of this package \(see MCP008\); no tool is generated`
	Include: []string{"Items.List", "GET /things"}, // want `MCP008: the Include entry "Items.List" names no handler or route of this package` `MCP008: the Include entry "GET /things" names no handler or route of this package`
}

func list(w http.ResponseWriter, r *http.Request) {}

func Routes(mux *http.ServeMux) {
	mux.HandleFunc("GET /items", list)
}
