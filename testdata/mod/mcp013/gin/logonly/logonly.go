// Package logonly puts its routes behind a middleware that never refuses
// a request: no authentication, nothing to report.
package logonly

import (
	"log"
	"net/http"

	"github.com/gin-gonic/gin"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{Mode: runtime.AllExceptExcluded}

func App(s *mcp.Server) http.Handler {
	r := gin.New()
	r.Any("/mcp", gin.WrapH(runtime.HTTPHandler(s, nil)))
	api := r.Group("/api", logRequests)
	api.GET("/items", listItems)
	return r
}

func logRequests(c *gin.Context) {
	log.Println(c.Request.Method, c.Request.URL.Path)
	c.Next()
}

func listItems(c *gin.Context) { c.JSON(http.StatusOK, gin.H{"items": []string{"hammer"}}) }
