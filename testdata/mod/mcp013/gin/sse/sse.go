// Package sse mounts the go-sdk's SSE endpoint on the engine through
// gin.WrapF and the handler's ServeHTTP, outside the bearer token every
// exposed route sits behind: tools/list answers anyone.
package sse

import (
	"net/http"

	"github.com/gin-gonic/gin"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{Mode: runtime.AllExceptExcluded}

// App serves the items API under /api, behind RequireToken, and the MCP
// endpoint beside it.
func App(s *mcp.Server) http.Handler {
	r := gin.New()
	sse := mcp.NewSSEHandler(func(*http.Request) *mcp.Server { return s }, nil)
	r.Any("/mcp", gin.WrapF(sse.ServeHTTP)) // want `MCP013: the MCP endpoint is served outside RequireToken, which guards every route it exposes as a tool \(1\): tools/list answers without credentials; put the endpoint behind RequireToken too`
	api := r.Group("/api", RequireToken)
	api.GET("/items", listItems)
	return r
}

// RequireToken refuses a request without the token.
func RequireToken(c *gin.Context) {
	if c.GetHeader("Authorization") != "Bearer s3cret" {
		c.AbortWithStatusJSON(http.StatusUnauthorized, gin.H{"error": "a token is required"})
		return
	}
	c.Next()
}

type item struct {
	Name string `json:"name"`
}

func listItems(c *gin.Context) { c.JSON(http.StatusOK, []item{{"hammer"}}) }
