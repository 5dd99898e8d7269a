// Package entries has include and exclude entries that name nothing.
package entries

import (
	"net/http"

	"github.com/mcpvet/mcpvet/runtime"
)

const typo = "Orders.Gett"

var MCP = runtime.Exposure{
	Include: []string{
		"Products.Lst",      // want `MCP008: the Include entry "Products.Lst" names no handler or route of this package, so it selects nothing; did you mean "Products.List"\?`
		"products",          // want `MCP008: the Include entry "products" names no handler or route of this package, so it selects nothing; did you mean "Products"\?`
		"GET /itms/{id}",    // want `MCP008: the Include entry "GET /itms/{id}" names no handler or route of this package, so it selects nothing; did you mean "GET /items/{id}"\?`
		typo,                // want `MCP008: the Include entry "Orders.Gett" names no handler or route of this package, so it selects nothing; did you mean "Orders.Get"\?`
		"Warehouse.Restock", // want `MCP008: the Include entry "Warehouse.Restock" names no handler or route of this package, so it selects nothing; an entry names Receiver.Func, Receiver, a plain Func, or a route pattern as registered \("GET /items/{id}"\)`

		// These name something.
		"Products.List",
		"ProductsHandler.List",
		"Orders",
		"health",
		"GET /items/{id}",
		"GET /v1/status",
		"GET /status",
		"purge", // ignored, but a handler: it names something
	},
	Exclude: []string{
		"Products.Delet", // want `MCP008: the Exclude entry "Products.Delet" names no handler or route of this package, so it hides nothing \(in AllExceptExcluded mode what it was meant to hide is exposed\); did you mean "Products.Delete"\?`
	},
	Naming: runtime.Naming{TrimSuffixes: []string{"Handler"}},
}

type ProductsHandler struct{}

func (ProductsHandler) List(w http.ResponseWriter, r *http.Request)   {}
func (ProductsHandler) Delete(w http.ResponseWriter, r *http.Request) {}

type Orders struct{}

func (Orders) Get(w http.ResponseWriter, r *http.Request) {}

func health(w http.ResponseWriter, r *http.Request) {}

//mcp:ignore
func purge(w http.ResponseWriter, r *http.Request) {}

func Routes(mux *http.ServeMux) {
	mux.HandleFunc("GET /products", ProductsHandler{}.List)
	mux.HandleFunc("DELETE /products/{id}", ProductsHandler{}.Delete)
	mux.HandleFunc("GET /orders/{id}", Orders{}.Get)
	mux.HandleFunc("GET /health", health) // want `MCP007: tool name "health" is given to 2 tools: GET /health \(health\); GET /v1/status \(health\)`
	mux.HandleFunc("DELETE /all", purge)
	mux.HandleFunc("GET /items/{id}", func(w http.ResponseWriter, r *http.Request) {})
	v1 := http.NewServeMux()
	v1.HandleFunc("GET /status", health) // want `MCP007: tool name "health" is given to 2 tools`
	mux.Handle("/v1/", http.StripPrefix("/v1", v1))
}
