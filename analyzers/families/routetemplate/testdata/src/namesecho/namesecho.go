// Package namesecho gives each echo route its own tool name: nothing to
// report.
package namesecho

import (
	"github.com/labstack/echo/v4"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{Mode: runtime.AllExceptExcluded}

type Items struct{}

func (Items) List(c echo.Context) error { return nil }

type Orders struct{}

func (Orders) List(c echo.Context) error { return nil }

func Routes(e *echo.Echo) {
	e.GET("/items", Items{}.List)
	e.GET("/orders", Orders{}.List)
	e.GET("/orders/:id", func(c echo.Context) error { return nil })
}
