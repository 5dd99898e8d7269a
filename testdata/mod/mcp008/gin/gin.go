// Package gin has include and exclude entries that name nothing, and
// entries that name its gin routes as registered.
package gin

import (
	"github.com/gin-gonic/gin"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{
	Include: []string{
		"Items.Lst",       // want `MCP008: the Include entry "Items.Lst" names no handler or route of this package, so it selects nothing; did you mean "Items.List"\?`
		"GET /itms/:id",   // want `MCP008: the Include entry "GET /itms/:id" names no handler or route of this package, so it selects nothing; did you mean "GET /items/:id"\?`
		"GET /items/{id}", // the route as served, in net/http's grammar: names it too
		"Items.Get",
	},
}

type Items struct{}

func (Items) List(c *gin.Context) {}
func (Items) Get(c *gin.Context)  { _ = c.Param("id") }

func Routes(r *gin.Engine) {
	r.GET("/items", Items{}.List)
	r.GET("/items/:id", Items{}.Get)
}
