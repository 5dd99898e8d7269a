// Package echo selects its routes by handler and by pattern as
// registered: nothing to report.
package echo

import (
	"github.com/labstack/echo/v4"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{
	Include: []string{"list", "GET /items/:id"},
}

func list(c echo.Context) error { return nil }
func get(c echo.Context) error  { _ = c.Param("id"); return nil }

func Routes(e *echo.Echo) {
	api := e.Group("/api")
	api.GET("/items", list)
	api.GET("/items/:id", get)
}
