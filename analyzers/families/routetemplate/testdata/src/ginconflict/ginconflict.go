// Package ginconflict registers routes a gin engine cannot hold together, and
// routes it can.
package ginconflict

import (
	"net/http"

	"github.com/gin-gonic/gin"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func cors(c *gin.Context) { c.Status(http.StatusNoContent) }

func get(c *gin.Context) { c.JSON(http.StatusOK, gin.H{}) }

func endpoint(s *mcp.Server) gin.HandlerFunc {
	return gin.WrapH(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, nil))
}

// App has a CORS catch-all for OPTIONS, and mounts the MCP endpoint with
// Any, which registers OPTIONS /mcp too.
func App(s *mcp.Server) *gin.Engine {
	r := gin.New()
	r.OPTIONS("/*any", cors)
	r.Any("/mcp", gin.WrapH(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, nil))) // want `MCP010: gin panics at start-up: the route OPTIONS \(Any\) /mcp cannot be added beside OPTIONS /\*any on the same engine: a catch-all takes its place whole`
	return r
}

// Fixed mounts the endpoint for the methods it serves, none of them
// OPTIONS: no conflict.
func Fixed(s *mcp.Server) *gin.Engine {
	r := gin.New()
	r.OPTIONS("/*any", cors)
	r.POST("/mcp", endpoint(s))
	r.GET("/mcp", endpoint(s))
	r.DELETE("/mcp", endpoint(s))
	return r
}

// Users has two parameters at one place, and a path twice.
func Users() *gin.Engine {
	r := gin.New()
	users := r.Group("/users")
	users.GET("/:id", get)
	users.GET("/new", get)         // a static segment beside a parameter: fine
	users.GET("/:name/posts", get) // want `MCP010: gin panics at start-up: the route GET /users/:name/posts cannot be added beside GET /users/:id on the same engine: one parameter place, two names`
	r.GET("/users/new", get)       // want `MCP010: gin panics at start-up: the route GET /users/new cannot be added beside GET /users/new on the same engine: the same path twice`
	return r
}

// Static serves files under a catch-all beside an API in another group.
func Static() *gin.Engine {
	r := gin.New()
	r.GET("/assets/*filepath", get)
	r.GET("/api/items", get)
	r.GET("/assets/logo", get) // want `MCP010: gin panics at start-up: the route GET /assets/logo cannot be added beside GET /assets/\*filepath on the same engine: a catch-all takes its place whole`
	return r
}

// Through a factory: the MCP endpoint mcpvet does not see as one is
// still a route of the engine.
func Factory(s *mcp.Server) *gin.Engine {
	r := gin.New()
	r.Any("/mcp", endpoint(s))
	r.OPTIONS("/*any", cors) // want `MCP010: gin panics at start-up: the route OPTIONS /\*any cannot be added beside OPTIONS \(Any\) /mcp on the same engine: a catch-all takes its place whole`
	return r
}

// Apart: the catch-all and /mcp are on two engines.
func Apart(s *mcp.Server) (*gin.Engine, *gin.Engine) {
	a, b := gin.New(), gin.New()
	a.OPTIONS("/*any", cors)
	b.Any("/mcp", endpoint(s))
	return a, b
}
