// Package switchauth guards its routes with a middleware whose argument
// switches its refusal off (AuthMiddleware(false) only reads the token
// when there is one): mcpvet cannot tell whether it authenticates, and
// says nothing.
package switchauth

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
	api.Use(AuthMiddleware(false))
	api.GET("/articles", listArticles)
	return r
}

// AuthMiddleware reads the token; with auto401 it refuses a request
// without a valid one.
func AuthMiddleware(auto401 bool) gin.HandlerFunc {
	return func(c *gin.Context) {
		if c.GetHeader("Authorization") == "" {
			if auto401 {
				c.AbortWithStatus(http.StatusUnauthorized)
			}
			return
		}
		c.Set("user", c.GetHeader("Authorization"))
	}
}

func listArticles(c *gin.Context) { c.JSON(http.StatusOK, gin.H{"articles": []string{}}) }
