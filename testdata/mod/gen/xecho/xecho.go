// Package xecho is an echo app whose routes another package (items)
// registers on a group made here, under /api/items: mcpvet gen writes the
// tools with their full paths, through the builder's fact.
package xecho

import (
	"github.com/labstack/echo/v4"

	"fixtures/gen/xecho/items"
	"github.com/mcpvet/mcpvet/runtime"
)

//go:generate go run github.com/mcpvet/mcpvet/cmd/mcpvet gen

var MCP = runtime.Exposure{
	Mode:   runtime.AllExceptExcluded,
	Naming: runtime.Naming{Format: "{Func}"},
}

// Echo is the app's echo.
func Echo() *echo.Echo {
	e := echo.New()
	items.Register(e.Group("/api").Group("/items"))
	return e
}
