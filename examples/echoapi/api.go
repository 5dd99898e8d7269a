package main

import (
	"crypto/subtle"
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/examples/internal/tasks"
	"github.com/mcpvet/mcpvet/runtime"
)

//go:generate go run github.com/mcpvet/mcpvet/cmd/mcpvet gen

// MCP says which routes of the API become MCP tools: all of them but the
// health check. mcpvet reads it statically (mcpvet gen writes the tools
// into mcpvet_gen.go); the MCP endpoint's own route is never a tool.
var MCP = runtime.Exposure{
	Mode:    runtime.AllExceptExcluded,
	Exclude: []string{"health"},
	Naming:  runtime.Naming{Format: "{Func}"},
}

// mcpPath is where the MCP endpoint is served.
const mcpPath = "/mcp"

// newAPI returns the app: the task API under /api/v1/tasks and the MCP
// endpoint at /mcp (bearer token required), a health check, all routes of
// one echo engine. A tool call is served by the engine in process,
// through its middleware, with the MCP request's Authorization header.
func newAPI(store *tasks.Store, token string) http.Handler {
	e := echo.New()
	e.HideBanner, e.HidePort = true, true

	server := mcp.NewServer(&mcp.Implementation{Name: "tasks-echo", Title: "Tasks (echo)", Version: "v0.1.0"}, nil)
	auth := requireBearer(token)
	// The MCP endpoint sits behind the same token as the API: tools/list
	// would tell anyone the routes otherwise.
	e.Match([]string{http.MethodPost, http.MethodGet, http.MethodDelete}, mcpPath, echo.WrapHandler(runtime.HTTPHandler(server, nil)), auth)
	e.GET("/healthz", health)

	api := e.Group("/api", auth)
	v1 := api.Group("/v1")
	registerTasks(v1.Group("/tasks"), &TasksHandler{store: store})

	// Internal calls never reach the MCP endpoint, whatever a handler does.
	handler := runtime.LoopPrevention(mcpPath, e)
	RegisterRouteTools(server, runtime.APIOptions{Handler: handler, MCPPath: mcpPath})
	return handler
}

// health says the app is up.
func health(c echo.Context) error { return c.String(http.StatusOK, "ok\n") }

// requireBearer refuses a request without the bearer token.
func requireBearer(token string) echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			got, ok := strings.CutPrefix(c.Request().Header.Get("Authorization"), "Bearer ")
			if !ok || subtle.ConstantTimeCompare([]byte(got), []byte(token)) != 1 {
				return echo.NewHTTPError(http.StatusUnauthorized, "a valid bearer token is required")
			}
			return next(c)
		}
	}
}
