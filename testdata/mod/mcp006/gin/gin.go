// Package gin includes names that match none of its gin routes: gin's
// patterns are named as registered, in gin's syntax.
package gin

import (
	"github.com/gin-gonic/gin"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{ // want `MCP006: the config MCP selects none of this package's 2 routes in SelectedOnly mode: none of its 2 Include entries names a handler or route of this package \(see MCP008\); no tool is generated`
	Include: []string{"Items.List", "GET /things/:id"},
}

func list(c *gin.Context) {}
func get(c *gin.Context)  { _ = c.Param("id") }

func Routes(r *gin.Engine) {
	api := r.Group("/api")
	api.GET("/items", list)
	api.GET("/items/:id", get)
}
