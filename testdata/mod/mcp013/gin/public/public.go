// Package public exposes a route no middleware guards beside the guarded
// ones: the endpoint exposes nothing the public route does not, so
// nothing is reported.
package public

import (
	"net/http"

	"github.com/gin-gonic/gin"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{Mode: runtime.AllExceptExcluded}

func App(s *mcp.Server) http.Handler {
	r := gin.New()
	r.Any("/mcp", gin.WrapH(runtime.HTTPHandler(s, nil)))
	r.GET("/status", status)
	api := r.Group("/api", RequireToken)
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

func status(c *gin.Context) { c.JSON(http.StatusOK, gin.H{"up": true}) }

func listItems(c *gin.Context) { c.JSON(http.StatusOK, gin.H{"items": []string{"hammer"}}) }
