// Package sdkauth guards the MCP endpoint with the go-sdk's own bearer
// token check, not with the routes' middleware: mcpvet cannot compare the
// two, and says nothing.
package sdkauth

import (
	"context"
	"net/http"

	"github.com/gin-gonic/gin"
	"github.com/modelcontextprotocol/go-sdk/auth"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{Mode: runtime.AllExceptExcluded}

func App(s *mcp.Server, verify func(context.Context, string, *http.Request) (*auth.TokenInfo, error)) http.Handler {
	r := gin.New()
	r.POST("/mcp", gin.WrapH(auth.RequireBearerToken(verify, nil)(runtime.HTTPHandler(s, nil))))
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

func listItems(c *gin.Context) { c.JSON(http.StatusOK, gin.H{"items": []string{"hammer"}}) }
