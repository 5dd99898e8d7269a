// Package app serves the routes api and items register (three packages)
// at their full path: what is wrong with them is reported here.
package app

import (
	"fixtures/mcp009/xecho/api"
	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{Mode: runtime.AllExceptExcluded}

func Serve() error {
	e := api.New() // want `MCP009: no tool is generated for the route GET /health/{id}: the handler reads the path value "ID", which "GET /health/{id}" does not define \(it defines only {id}\): it is always empty`
	v1 := e.Group("/api").Group("/v1")
	api.Routes(v1) // want `MCP009: no tool is generated for the route GET /api/v1/items/typo/{id}: the handler reads the path value "idd", which "GET /api/v1/items/typo/{id}" does not define \(it defines only {id}\): it is always empty` `MCP009: no tool is generated for the route GET /api/v1/ping/{id}: the handler reads the path value "name", which "GET /api/v1/ping/{id}" does not define \(it defines only {id}\): it is always empty`
	return e.Start(":8080")
}
