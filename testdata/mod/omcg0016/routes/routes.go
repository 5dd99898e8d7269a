// Package routes exposes HTTP routes as tools: a GET route's tool is
// annotated read-only, and some of these GET handlers write.
package routes

import (
	"net/http"
	"os"
	"time"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{
	Mode:    runtime.AllExceptExcluded,
	Exclude: []string{"GET /internal/stats"},
}

type Items struct{ dir string }

// Get counts each read in a file: flagged where the route is registered;
// the fix adds an //mcp:expose line to the handler.
func (it *Items) Get(w http.ResponseWriter, r *http.Request) {
	it.count(r.PathValue("id"))
}

func (it *Items) count(id string) {
	os.WriteFile(it.dir+"/"+id+".count", nil, 0o644)
}

// List only reads.
func (it *Items) List(w http.ResponseWriter, r *http.Request) {
	os.ReadDir(it.dir)
}

// Touch has an //mcp:expose line already: the fix adds the key to it.
//
//mcp:expose title="Touch an item"
func (it *Items) Touch(w http.ResponseWriter, r *http.Request) {
	os.Chtimes(it.dir+"/"+r.PathValue("id"), time.Now(), time.Now())
}

// Claim is a POST route that says readonly itself: flagged at the key.
// want +2 `OMCG0016: tool "Items_Claim" is annotated read-only \(readonly\) but deletes data: Items_Claim → \(\*Items\).Claim → os.Remove; correct the annotation, or acknowledge the effect with //mcp:effects ok`
//
//mcp:expose readonly
func (it *Items) Claim(w http.ResponseWriter, r *http.Request) {
	os.Remove(it.dir + "/" + r.PathValue("id") + ".lock")
}

// Create writes on a POST route: no read-only claim.
func (it *Items) Create(w http.ResponseWriter, r *http.Request) {
	os.WriteFile(it.dir+"/new", nil, 0o644)
}

// Audit writes an audit line, and says so.
//
//mcp:effects ok
func (it *Items) Audit(w http.ResponseWriter, r *http.Request) {
	os.WriteFile(it.dir+"/audit", nil, 0o644)
}

// stats is registered twice, and one route is excluded: an //mcp:expose
// line would select it, so there is no fix.
func stats(w http.ResponseWriter, r *http.Request) {
	os.WriteFile("stats", nil, 0o644)
}

func Routes(mux *http.ServeMux, it *Items) {
	mux.HandleFunc("GET /items/{id}", it.Get)         // want `OMCG0016: tool "Items_Get" is annotated read-only \(by its GET method\) but writes local files: Items_Get → \(\*Items\).Get → \(\*Items\).count → os.WriteFile;`
	mux.HandleFunc("GET /items/{id}/touch", it.Touch) // want `OMCG0016: tool "Items_Touch" is annotated read-only \(by its GET method\) but writes local files: Items_Touch → \(\*Items\).Touch → os.Chtimes;`
	mux.HandleFunc("POST /items/{id}/claim", it.Claim)
	mux.HandleFunc("GET /stats", stats)                                         // want `OMCG0016: tool "stats" is annotated read-only \(by its GET method\) but writes local files: stats → os.WriteFile;`
	mux.HandleFunc("GET /clock", func(w http.ResponseWriter, r *http.Request) { // want `OMCG0016: tool "get_clock" is annotated read-only \(by its GET method\) but writes local files: get_clock → os.Chtimes;`
		os.Chtimes("clock", time.Now(), time.Now())
	})

	// Not flagged.
	mux.HandleFunc("GET /items", it.List)
	mux.HandleFunc("POST /items", it.Create)
	mux.HandleFunc("GET /items/{id}/audit", it.Audit)
	mux.HandleFunc("GET /internal/stats", stats) // excluded: no tool

	// Acknowledged on the line above the registration.
	//mcp:effects ok
	mux.HandleFunc("GET /items/{id}/seen", it.Get)
}
