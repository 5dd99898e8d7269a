// Package ginfixed mounts the MCP endpoint behind the same middleware as the
// routes it exposes, for the methods it serves.
package ginfixed

import (
	"net/http"

	"github.com/gin-gonic/gin"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{Mode: runtime.AllExceptExcluded}

// App serves the items API under /api and the MCP endpoint, both behind
// RequireToken.
func App(s *mcp.Server) http.Handler {
	r := gin.New()
	r.Match([]string{"POST", "GET", "DELETE"}, "/mcp", RequireToken, gin.WrapH(runtime.HTTPHandler(s, nil)))
	api := r.Group("/api", RequireToken)
	api.GET("/items", listItems)
	return r
}

// RequireToken refuses a request without the token.
func RequireToken(c *gin.Context) {
	if c.GetHeader("Authorization") != "Bearer s3cret" {
		c.AbortWithStatus(http.StatusUnauthorized)
		return
	}
	c.Next()
}

func listItems(c *gin.Context) { c.JSON(http.StatusOK, gin.H{"items": []string{"hammer"}}) }
