// Package fixed mounts the MCP endpoint in the group the bearer token
// guards.
package fixed

import (
	"net/http"

	"github.com/labstack/echo/v4"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{Mode: runtime.AllExceptExcluded}

func App(s *mcp.Server, token string) http.Handler {
	e := echo.New()
	guarded := e.Group("", requireBearer(token))
	guarded.Match([]string{"POST", "GET", "DELETE"}, "/mcp", echo.WrapHandler(runtime.HTTPHandler(s, nil)))
	api := guarded.Group("/api")
	api.GET("/items", listItems)
	return e
}

func requireBearer(token string) echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			if c.Request().Header.Get("Authorization") != "Bearer "+token {
				return echo.NewHTTPError(http.StatusUnauthorized, "a valid bearer token is required")
			}
			return next(c)
		}
	}
}

func listItems(c echo.Context) error {
	return c.JSON(http.StatusOK, map[string][]string{"items": {"hammer"}})
}
