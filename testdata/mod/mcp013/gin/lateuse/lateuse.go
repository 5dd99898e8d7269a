// Package lateuse adds the group's authentication after its route: gin
// adds a group's middleware only to the routes registered after it, so
// the route is not behind it, and nothing is reported.
package lateuse

import (
	"net/http"

	"github.com/gin-gonic/gin"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{Mode: runtime.AllExceptExcluded}

func App(s *mcp.Server) http.Handler {
	r := gin.New()
	r.POST("/mcp", gin.WrapH(runtime.HTTPHandler(s, nil)))
	api := r.Group("/api")
	api.GET("/items", listItems)
	api.Use(gin.BasicAuth(gin.Accounts{"admin": "s3cret"}))
	return r
}

func listItems(c *gin.Context) { c.JSON(http.StatusOK, gin.H{"items": []string{"hammer"}}) }
