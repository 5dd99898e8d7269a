// Package two has two configs.
package two

import (
	"net/http"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{Mode: runtime.AllExceptExcluded}

var Admin = &runtime.Exposure{Include: []string{"list"}} // want `MCP001: a second runtime.Exposure config, Admin, in this package: mcpvet reads only the first, MCP, and ignores this one; keep one config per package`

func list(w http.ResponseWriter, r *http.Request) {}

func Routes(mux *http.ServeMux) {
	mux.HandleFunc("GET /items", list)
}
