// Package keyauth guards its routes with echo's KeyAuth, and mounts the
// MCP endpoint outside it.
package keyauth

import (
	"net/http"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{Mode: runtime.AllExceptExcluded}

func App(s *mcp.Server) http.Handler {
	e := echo.New()
	e.Use(middleware.Recover())
	e.POST("/mcp", echo.WrapHandler(runtime.HTTPHandler(s, nil))) // want `MCP013: the MCP endpoint is served outside middleware.KeyAuth\(validKey\)`
	api := e.Group("/api")
	api.Use(middleware.KeyAuth(validKey))
	api.GET("/items", listItems)
	return e
}

func validKey(key string, c echo.Context) (bool, error) { return key == "s3cret", nil }

func listItems(c echo.Context) error {
	return c.JSON(http.StatusOK, map[string][]string{"items": {"hammer"}})
}
