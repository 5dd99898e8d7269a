// Package unroutable exposes every route, and some cannot be tools.
package unroutable

import (
	"fmt"
	"net/http"
	"strconv"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{
	Mode:    runtime.AllExceptExcluded,
	Exclude: []string{"excluded", "GET /excluded/"},
}

const prefix = "/api"

var version = "v1"

type Items struct{}

func (Items) Get(w http.ResponseWriter, r *http.Request) {
	id, _ := strconv.Atoi(r.PathValue("idd")) // want `MCP009: no tool is generated for the route GET /items/{id}: the handler reads the path value "idd", which "GET /items/{id}" does not define \(it defines only {id}\): it is always empty`
	_ = id
}

func list(w http.ResponseWriter, r *http.Request)     {}
func excluded(w http.ResponseWriter, r *http.Request) {}

//mcp:ignore
func ignored(w http.ResponseWriter, r *http.Request) {}

type server struct {
	handler http.Handler
}

func register(mux *http.ServeMux, h http.HandlerFunc) {
	mux.HandleFunc("GET /param", h) // want `MCP009: no tool is generated for the route GET /param: its handler h cannot be resolved statically: it is the parameter h of register, which receives its handler at run time`
}

func Routes(mux *http.ServeMux, s *server) {
	// Folded with go/types: fine.
	mux.HandleFunc("GET "+prefix+"/items", list) // want `MCP007: tool name "list" is given to 2 tools: GET /api/items \(list\); GET /{\$} \(list\)`
	mux.HandleFunc("GET /items/{id}", Items{}.Get)

	mux.HandleFunc("GET "+prefix+"/"+version+"/items", list)   // want `MCP009: no tool is generated for the route "GET " \+ prefix \+ "/" \+ version \+ "/items": its pattern is not a compile-time constant: version is not a constant`
	mux.HandleFunc(fmt.Sprintf("GET /%s/list", version), list) // want `MCP009: no tool is generated for the route fmt.Sprintf\("GET /%s/list", version\): its pattern is not a compile-time constant`
	mux.HandleFunc("/items", list)                             // want `MCP009: no tool is generated for the route /items: the pattern "/items" serves every method, and a tool calls one: write the method in the pattern \("GET /items"\)`
	mux.Handle("GET /static/", http.FileServer(http.Dir("."))) // want `MCP009: no tool is generated for the route GET /static/: "GET /static/" is a subtree pattern: it serves every path under /static/, which a tool cannot enumerate; register the paths it serves, or end the pattern with {\$}` `MCP009: no tool is generated for the route GET /static/: its handler http.FileServer\(http.Dir\("."\)\) cannot be resolved statically: http.FileServer is in the standard library, whose handlers mcpvet does not describe`
	mux.HandleFunc("GET api.example.com/items", list)          // want `MCP009: no tool is generated for the route GET api.example.com/items: "GET api.example.com/items" is a host pattern: it serves only requests for api.example.com, and a tool's in-process call carries no host of its own`
	mux.Handle("GET /field", s.handler)                        // want `MCP009: no tool is generated for the route GET /field: its handler s.handler cannot be resolved statically: it is the field handler, whose value is only known at run time`
	mux.HandleFunc("GET /items/{id}/{id}", list)               // want `MCP009: no tool is generated for the route GET /items/{id}/{id}: its pattern is not valid: duplicate wildcard name "id"`
	register(mux, list)

	// Not selected, or kept from MCP: not reported.
	mux.HandleFunc("/excluded", excluded)
	mux.HandleFunc("GET /excluded/", list)
	mux.HandleFunc("/ignored", ignored)
	mux.HandleFunc("/mcp/", list)
	mux.HandleFunc("OPTIONS /items", list)

	// A tool: the pattern is fine, and {$} ends it (named list, as GET /api/items is:
	// MCP007).
	mux.HandleFunc("GET /{$}", list) // want `MCP007: tool name "list" is given to 2 tools`
}
