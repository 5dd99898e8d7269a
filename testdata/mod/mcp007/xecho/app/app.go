// Package app hands lib's builder two groups: one handler, two tools of
// one name.
package app

import (
	"github.com/labstack/echo/v4"

	"fixtures/mcp007/xecho/lib"
	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{Mode: runtime.AllExceptExcluded, Exclude: []string{"GET /old/items"}}

func Serve() *echo.Echo {
	e := echo.New()
	lib.Register(e.Group("/items"))     // want `MCP007: tool name "Items_List" is given to 2 tools: GET /items \(Items.List\); GET /v2/items \(Items.List\); the go-sdk keeps only the last one registered`
	lib.Register(e.Group("/v2/items"))  // want `MCP007: tool name "Items_List" is given to 2 tools`
	lib.Register(e.Group("/old/items")) // not flagged: excluded
	return e
}
