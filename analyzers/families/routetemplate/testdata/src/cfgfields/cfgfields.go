// Package cfgfields has a config whose fields mcpvet cannot all read.
package cfgfields

import (
	"net/http"

	"github.com/mcpvet/mcpvet/runtime"
)

var mode = runtime.AllExceptExcluded

var extra = "Items.Delete"

var MCP = runtime.Exposure{
	Mode:    mode,                                    // want `MCP001: Mode mode is not a compile-time constant: mcpvet falls back to SelectedOnly with the Include list; use runtime.SelectedOnly or runtime.AllExceptExcluded`
	Include: []string{"Items.List", extra},           // want `MCP001: Include\[1\] \(extra\) is not a compile-time constant: mcpvet ignores the entry; use a string literal or constant`
	Naming:  runtime.Naming{Format: "{Recv}_{Func}"}, // want `MCP001: Naming.Format "{Recv}_{Func}" uses the unknown placeholder {Recv} \(did you mean {Receiver}\?\): mcpvet falls back to the default format \({Receiver}_{Func}, or {Func} for a plain function\)`
}

func init() {
	MCP.Exclude = []string{"Items.Delete"} // want `MCP001: the config MCP is changed here, at run time; mcpvet reads only its declaration`
}

type Items struct{}

func (Items) List(w http.ResponseWriter, r *http.Request)   {}
func (Items) Delete(w http.ResponseWriter, r *http.Request) {}

func Routes(mux *http.ServeMux) {
	mux.HandleFunc("GET /items", Items{}.List)
	mux.HandleFunc("DELETE /items", Items{}.Delete)
}
