// Package unroutableecho exposes every route of an echo engine; some cannot be
// tools.
package unroutableecho

import (
	"net/http"
	"strconv"

	"github.com/labstack/echo/v4"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{Mode: runtime.AllExceptExcluded}

type Item struct {
	ID int `json:"id"`
}

func get(c echo.Context) error {
	id, err := strconv.Atoi(c.Param("id"))
	if err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, "bad id")
	}
	return c.JSON(http.StatusOK, Item{ID: id})
}

func typo(c echo.Context) error { return c.String(http.StatusOK, c.Param("idd")) } // want `MCP009: no tool is generated for the route GET /api/typo/{id}: the handler reads the path value "idd", which "GET /api/typo/{id}" does not define \(it defines only {id}\): it is always empty`

func files(c echo.Context) error { return c.File(c.Param("*")) }

func all(c echo.Context) error { return nil }

func register(g *echo.Group) {
	g.GET("/registered/:id", get) // want `MCP007: tool name "get" is given to 2 tools: GET /api/registered/{id} \(get\); GET /api/items/{id} \(get\)`
}

// Elsewhere registers on a group made in another package.
func Elsewhere(g *echo.Group) {
	g.GET("/elsewhere", get) // not flagged: the package that hands it a group serves it (mcp009/xecho)
}

func New(method string, mcpServer *mcp.Server) *echo.Echo {
	e := echo.New()
	e.Any("/mcp", echo.WrapHandler(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return mcpServer }, nil))) // not flagged: the MCP endpoint
	api := e.Group("/api")
	api.GET("/items/:id", get) // want `MCP007: tool name "get" is given to 2 tools`
	api.GET("/typo/:id", typo)
	api.GET("/files/*", files)       // want `MCP009: no tool is generated for the route GET /api/files/: "GET /files/\*" is a subtree pattern: it serves every path under /api/files/, which a tool cannot enumerate; register the paths it serves, or end the pattern with {\$}` `MCP009: no tool is generated for the route GET /api/files/: its handler is no API call: it serves a file, and tools are for JSON APIs \(offer the files as resources\)`
	api.Any("/all", all)             // want `MCP009: no tool is generated for the route /api/all: the route "/all" \(Any\) serves every method, and a tool calls one: register it with the method \(e.GET, e.POST, ...\)`
	api.Add(method, "/dynamic", get) // want `MCP009: no tool is generated for the route /dynamic: its method method is not a compile-time constant`
	register(api)
	return e
}
