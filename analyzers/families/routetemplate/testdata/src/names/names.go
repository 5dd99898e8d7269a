// Package names gives one tool name to several tools.
package names

import (
	"context"
	"net/http"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{
	Mode:    runtime.AllExceptExcluded,
	Exclude: []string{"Hidden"},
	Naming:  runtime.Naming{TrimSuffixes: []string{"API"}},
}

type Products struct{}

func (Products) List(w http.ResponseWriter, r *http.Request) {}

// ProductsAPI is trimmed to Products: its List is Products_List too.
type ProductsAPI struct{}

func (ProductsAPI) List(w http.ResponseWriter, r *http.Request) {}

func search(w http.ResponseWriter, r *http.Request) {}

//mcp:expose name=lookup
func find(w http.ResponseWriter, r *http.Request) {}

//mcp:expose name=lookup
func locate(w http.ResponseWriter, r *http.Request) {}

//mcp:expose name=get_report
func report(w http.ResponseWriter, r *http.Request) {}

type In struct {
	Year int `json:"year"`
}

type Out struct {
	Total int `json:"total"`
}

//mcp:tool get_report
func GetReport(ctx context.Context, in In) (Out, error) { return Out{}, nil }

type Hidden struct{}

func (Hidden) List(w http.ResponseWriter, r *http.Request) {}

func Routes(mux *http.ServeMux) {
	mux.HandleFunc("GET /products", Products{}.List)       // want `MCP007: tool name "Products_List" is given to 2 tools: GET /products \(Products.List\); GET /v2/products \(ProductsAPI.List\); the go-sdk keeps only the last one registered`
	mux.HandleFunc("GET /v2/products", ProductsAPI{}.List) // want `MCP007: tool name "Products_List" is given to 2 tools`
	mux.HandleFunc("GET /search", search)                  // want `MCP007: tool name "search" is given to 2 tools: GET /search \(search\); POST /search \(search\)`
	mux.HandleFunc("POST /search", search)                 // want `MCP007: tool name "search"`
	mux.HandleFunc("GET /find", find)                      // want `MCP007: tool name "lookup" is given to 2 tools: GET /find \(find\); GET /locate \(locate\)`
	mux.HandleFunc("GET /locate", locate)                  // want `MCP007: tool name "lookup"`
	mux.HandleFunc("GET /report", report)                  // want `MCP007: tool name "get_report" is given to 2 tools: GET /report \(report\); //mcp:tool GetReport`

	// Not tools: no MCP007 (MCP009 says why /anything gets no tool).
	mux.HandleFunc("GET /hidden", Hidden{}.List)
	mux.HandleFunc("GET /hidden/all", Hidden{}.List)
	mux.HandleFunc("/anything", search) // want `MCP009: no tool is generated for the route /anything: the pattern "/anything" serves every method`

	// Closures are named by method and path: no clash.
	mux.HandleFunc("GET /items/{id}", func(w http.ResponseWriter, r *http.Request) {})
	mux.HandleFunc("DELETE /items/{id}", func(w http.ResponseWriter, r *http.Request) {})
}
