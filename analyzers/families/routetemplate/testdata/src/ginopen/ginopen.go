// Package ginopen mounts the MCP endpoint on the engine, outside the bearer
// token every exposed route sits behind: tools/list answers anyone.
package ginopen

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
	r.Any("/mcp", gin.WrapH(runtime.HTTPHandler(s, nil))) // want `MCP013: the MCP endpoint is served outside RequireToken, which guards every route it exposes as a tool \(2\): tools/list answers without credentials; put the endpoint behind RequireToken too`
	api := r.Group("/api", RequireToken)
	api.GET("/items", listItems)
	api.POST("/items", addItem)
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

func addItem(c *gin.Context) {
	var in item
	if err := c.ShouldBindJSON(&in); err != nil {
		c.AbortWithStatus(http.StatusBadRequest)
		return
	}
	c.JSON(http.StatusCreated, in)
}
