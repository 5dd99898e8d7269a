// Package api hands items a group of the group it is given, and returns
// an engine of its own; mcp009/xgin/app mounts both.
package api

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"fixtures/mcp009/xgin/items"
)

func health(c *gin.Context) { c.String(http.StatusOK, c.Param("ID")) }

func ping(c *gin.Context) { c.String(http.StatusOK, c.Param("name")) }

// Routes serves the items under /items of the group it is given.
func Routes(g *gin.RouterGroup) {
	items.Register(g.Group("/items")) // not flagged: served where g is made
	pings(g.Group("/ping"))
}

// pings is handed Routes' group: its routes are Routes' too.
func pings(g *gin.RouterGroup) {
	g.GET("/:id", ping) // not flagged here: reported where Routes' group is made
}

// NewEngine returns an engine with its health check.
func NewEngine() *gin.Engine {
	e := gin.New()
	e.GET("/health/:id", health) // not flagged: this package selects no route
	return e
}
