// Package app hands lib's builder two groups: one handler, two tools of
// one name.
package app

import (
	"github.com/gin-gonic/gin"

	"fixtures/mcp007/xgin/lib"
	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{Mode: runtime.AllExceptExcluded, Exclude: []string{"GET /old/items"}}

func Serve() *gin.Engine {
	r := gin.New()
	lib.Register(r.Group("/items"))     // want `MCP007: tool name "Items_List" is given to 2 tools: GET /items \(Items.List\); GET /v2/items \(Items.List\); the go-sdk keeps only the last one registered`
	lib.Register(r.Group("/v2/items"))  // want `MCP007: tool name "Items_List" is given to 2 tools`
	lib.Register(r.Group("/old/items")) // not flagged: excluded
	return r
}
