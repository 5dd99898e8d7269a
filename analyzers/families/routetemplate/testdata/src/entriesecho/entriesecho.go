// Package entriesecho names its echo routes by handler and by pattern as
// registered: nothing to report.
package entriesecho

import (
	"github.com/labstack/echo/v4"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{
	Include: []string{"Items.List", "GET /items/:id", "GET /api/items/{id}"},
	Exclude: []string{"Items"},
}

type Items struct{}

func (Items) List(c echo.Context) error { return nil }
func (Items) Get(c echo.Context) error  { _ = c.Param("id"); return nil }

func Routes(e *echo.Echo) {
	g := e.Group("/api")
	g.GET("/items", Items{}.List)
	g.GET("/items/:id", Items{}.Get)
}
