// Package app mounts lib's router at two paths: one handler, two tools of
// one name.
package app

import (
	"github.com/go-chi/chi/v5"

	"fixtures/mcp007/xpkg/lib"
	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{Mode: runtime.AllExceptExcluded, Exclude: []string{"GET /old/items"}}

func Serve() *chi.Mux {
	r := chi.NewRouter()
	r.Mount("/items", lib.Router())     // want `MCP007: tool name "Items_List" is given to 2 tools: GET /items \(Items.List\); GET /v2/items \(Items.List\); the go-sdk keeps only the last one registered`
	r.Mount("/v2/items", lib.Router())  // want `MCP007: tool name "Items_List" is given to 2 tools`
	r.Mount("/old/items", lib.Router()) // not flagged: excluded
	return r
}
