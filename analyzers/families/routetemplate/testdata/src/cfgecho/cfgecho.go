// Package cfgecho has a config mcpvet reads as written: nothing to report.
package cfgecho

import (
	"github.com/labstack/echo/v4"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{
	Mode:    runtime.SelectedOnly,
	Include: []string{"list", "GET /items/:id"},
	Naming:  runtime.Naming{Format: "{Func}"},
}

func list(c echo.Context) error { return nil }
func get(c echo.Context) error  { _ = c.Param("id"); return nil }

func Routes(e *echo.Echo) {
	e.GET("/items", list)
	e.GET("/items/:id", get)
}
