// Package gin gives one tool name to two gin routes.
package gin

import (
	"github.com/gin-gonic/gin"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{Mode: runtime.AllExceptExcluded}

type Items struct{}

func (Items) List(c *gin.Context) {}

type Orders struct{}

//mcp:expose name=Items_List
func (Orders) List(c *gin.Context) {}

func Routes(r *gin.Engine) {
	r.GET("/items", Items{}.List)   // want `MCP007: tool name "Items_List" is given to 2 tools: GET /items \(Items.List\); GET /orders \(Orders.List\); the go-sdk keeps only the last one registered: give each its own name \(//mcp:expose name=..., or a Naming.Format that tells them apart\) or exclude the ones you do not need`
	r.GET("/orders", Orders{}.List) // want `MCP007: tool name "Items_List" is given to 2 tools: GET /items \(Items.List\); GET /orders \(Orders.List\); the go-sdk keeps only the last one registered: give each its own name \(//mcp:expose name=..., or a Naming.Format that tells them apart\) or exclude the ones you do not need`
}
