// Package routes exposes HTTP routes as tools, which say openWorldHint
// false unless their handler says otherwise; one of these handlers reaches
// the network.
package routes

import (
	"net/http"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{Mode: runtime.AllExceptExcluded}

// rates asks an exchange-rate service.
func rates(w http.ResponseWriter, r *http.Request) {
	resp, err := http.Get("https://rates.example.com/latest")
	if err == nil {
		resp.Body.Close()
	}
}

// quote asks it too, and says so.
//
//mcp:expose openworld
func quote(w http.ResponseWriter, r *http.Request) {
	rates(w, r)
}

// local answers from memory.
func local(w http.ResponseWriter, r *http.Request) {}

func Routes(mux *http.ServeMux) {
	mux.HandleFunc("GET /rates", rates) // want `OMCG0018: tool "rates" is annotated closed-world \(as every route tool is unless its handler says //mcp:expose openworld\) but reaches rates.example.com: rates → http.Get; correct the annotation, or acknowledge the effect with //mcp:effects ok`
	mux.HandleFunc("GET /quote", quote)
	mux.HandleFunc("GET /local", local)
}
