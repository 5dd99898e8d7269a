// Package engineuse guards the whole engine, the MCP endpoint included,
// with one Use; the exposed routes' group adds a check of its own.
package engineuse

import (
	"net/http"

	"github.com/gin-gonic/gin"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{Mode: runtime.AllExceptExcluded}

func App(s *mcp.Server) http.Handler {
	r := gin.New()
	r.Use(RequireToken)
	r.Any("/mcp", gin.WrapH(runtime.HTTPHandler(s, nil)))
	api := r.Group("/api", RequireAdmin)
	api.GET("/items", listItems)
	return r
}

func RequireToken(c *gin.Context) {
	if c.GetHeader("Authorization") == "" {
		c.AbortWithStatus(http.StatusUnauthorized)
		return
	}
	c.Next()
}

func RequireAdmin(c *gin.Context) {
	if c.GetHeader("X-Role") != "admin" {
		c.AbortWithStatus(http.StatusForbidden)
	}
}

func listItems(c *gin.Context) { c.JSON(http.StatusOK, gin.H{"items": []string{"hammer"}}) }
