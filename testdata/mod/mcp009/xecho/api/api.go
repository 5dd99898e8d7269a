// Package api hands items a group of the group it is given, and returns
// an echo of its own; mcp009/xecho/app mounts both.
package api

import (
	"net/http"

	"github.com/labstack/echo/v4"

	"fixtures/mcp009/xecho/items"
)

func health(c echo.Context) error { return c.String(http.StatusOK, c.Param("ID")) }

func ping(c echo.Context) error { return c.String(http.StatusOK, c.Param("name")) }

// Routes serves the items under /items of the group it is given.
func Routes(g *echo.Group) {
	items.Register(g.Group("/items")) // not flagged: served where g is made
	pings(g.Group("/ping"))
}

// pings is handed Routes' group: its routes are Routes' too.
func pings(g *echo.Group) {
	g.GET("/:id", ping) // not flagged here: reported where Routes' group is made
}

// New returns an echo with its health check.
func New() *echo.Echo {
	e := echo.New()
	e.GET("/health/:id", health) // not flagged: this package selects no route
	return e
}
