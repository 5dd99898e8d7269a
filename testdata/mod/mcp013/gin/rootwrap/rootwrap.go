// Package rootwrap serves the whole engine through a wrapper of its own,
// which may authenticate the endpoint's requests too: nothing is proven.
package rootwrap

import (
	"net/http"

	"github.com/gin-gonic/gin"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{Mode: runtime.AllExceptExcluded}

func Serve(s *mcp.Server) error {
	r := gin.New()
	r.Any("/mcp", gin.WrapH(runtime.HTTPHandler(s, nil)))
	api := r.Group("/api", RequireToken)
	api.GET("/items", listItems)
	return http.ListenAndServe("127.0.0.1:8080", checkToken(r))
}

func checkToken(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Authorization") == "" {
			http.Error(w, "unauthorized", http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r)
	})
}

func RequireToken(c *gin.Context) {
	if c.GetHeader("Authorization") == "" {
		c.AbortWithStatus(http.StatusUnauthorized)
		return
	}
	c.Next()
}

func listItems(c *gin.Context) { c.JSON(http.StatusOK, gin.H{"items": []string{"hammer"}}) }
