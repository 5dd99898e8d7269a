// Package open mounts the MCP endpoint on the echo engine, outside the
// bearer token every exposed route sits behind.
package open

import (
	"net/http"

	"github.com/labstack/echo/v4"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{Mode: runtime.AllExceptExcluded}

func App(s *mcp.Server, token string) http.Handler {
	e := echo.New()
	e.Any("/mcp", echo.WrapHandler(runtime.HTTPHandler(s, nil))) // want `MCP013: the MCP endpoint is served outside requireBearer\(token\), which guards every route it exposes as a tool \(2\)`
	api := e.Group("/api", requireBearer(token))
	api.GET("/items", listItems)
	api.GET("/items/:id", getItem)
	return e
}

// requireBearer refuses a request without the bearer token.
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

func getItem(c echo.Context) error {
	return c.JSON(http.StatusOK, map[string]string{"id": c.Param("id")})
}
