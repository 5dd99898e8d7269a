// Package ingroup mounts the MCP endpoint in the group the token guards,
// by a middleware factory's value held in a variable.
package ingroup

import (
	"net/http"

	"github.com/gin-gonic/gin"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{Mode: runtime.AllExceptExcluded}

func App(s *mcp.Server, token string) http.Handler {
	r := gin.New()
	auth := requireToken(token)
	api := r.Group("/", auth)
	api.POST("/mcp", gin.WrapH(runtime.HTTPHandler(s, nil)))
	api.GET("/items", listItems)
	return r
}

func requireToken(token string) gin.HandlerFunc {
	return func(c *gin.Context) {
		if c.GetHeader("Authorization") != "Bearer "+token {
			c.AbortWithStatus(http.StatusForbidden)
			return
		}
		c.Next()
	}
}

func listItems(c *gin.Context) { c.JSON(http.StatusOK, gin.H{"items": []string{"hammer"}}) }
