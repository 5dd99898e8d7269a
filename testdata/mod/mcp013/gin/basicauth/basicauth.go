// Package basicauth guards its routes with gin's own BasicAuth, added by
// Use on the group before the routes, and mounts the endpoint outside it.
package basicauth

import (
	"net/http"

	"github.com/gin-gonic/gin"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{Mode: runtime.AllExceptExcluded}

var accounts = gin.Accounts{"admin": "s3cret"}

func App(s *mcp.Server) http.Handler {
	r := gin.New()
	api := r.Group("/api")
	api.Use(gin.BasicAuth(accounts))
	api.GET("/items", listItems)
	r.POST("/mcp", gin.WrapH(runtime.HTTPHandler(s, nil))) // want `MCP013: the MCP endpoint is served outside gin.BasicAuth\(accounts\), which guards every route it exposes as a tool \(1\)`
	return r
}

func listItems(c *gin.Context) { c.JSON(http.StatusOK, gin.H{"items": []string{"hammer"}}) }
