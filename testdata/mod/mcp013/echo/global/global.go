// Package global guards every request of the engine with e.Use, called
// after the endpoint's registration: echo applies an engine's Use to
// every route, whenever it is called, so the endpoint is behind it.
package global

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
	e.POST("/mcp", echo.WrapHandler(runtime.HTTPHandler(s, nil)))
	e.GET("/items", listItems)
	e.Use(middleware.BasicAuth(func(user, pass string, c echo.Context) (bool, error) { return user == "admin" && pass == "s3cret", nil }))
	return e
}

func listItems(c echo.Context) error {
	return c.JSON(http.StatusOK, map[string][]string{"items": {"hammer"}})
}
