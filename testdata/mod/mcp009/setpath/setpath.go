// Package setpath delegates to handlers after setting the path value they
// read: that value is the handler's own, not the route's.
package setpath

import (
	"net/http"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{Mode: runtime.AllExceptExcluded}

func byID(w http.ResponseWriter, r *http.Request) { _ = r.PathValue("userID") }
func byName(w http.ResponseWriter, r *http.Request) {
	_ = r.PathValue("username") // want `MCP009: no tool is generated for the route GET /partial/{ident}: the handler reads the path value "username", which "GET /partial/{ident}" does not define \(it defines only {ident}\): it is always empty`
}

// lookup sets the value each handler it delegates to reads.
func lookup(w http.ResponseWriter, r *http.Request) {
	ident := r.PathValue("ident")
	if len(ident) > 0 && ident[0] >= '0' && ident[0] <= '9' {
		r.SetPathValue("userID", ident)
		byID(w, r)
		return
	}
	r.SetPathValue("username", ident)
	byName(w, r)
}

// partial sets only one of them.
func partial(w http.ResponseWriter, r *http.Request) {
	r.SetPathValue("userID", r.PathValue("ident"))
	byID(w, r)
	byName(w, r)
}

func Routes(mux *http.ServeMux) {
	mux.HandleFunc("GET /users/{ident}", lookup) // not flagged
	mux.HandleFunc("GET /partial/{ident}", partial)
}
