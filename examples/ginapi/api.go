package main

import (
	"crypto/subtle"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
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
// one gin engine. A tool call is served by the engine in process, through
// its middleware, with the MCP request's Authorization header.
func newAPI(store *tasks.Store, token string) http.Handler {
	gin.SetMode(gin.ReleaseMode)
	r := gin.New()
	r.Use(gin.Recovery())

	server := mcp.NewServer(&mcp.Implementation{Name: "tasks-gin", Title: "Tasks (gin)", Version: "v0.1.0"}, nil)
	auth := requireBearer(token)
	// The MCP endpoint sits behind the same token as the API (tools/list
	// would tell anyone the routes otherwise), for the methods Streamable
	// HTTP serves: Any would register OPTIONS too.
	r.Match([]string{http.MethodPost, http.MethodGet, http.MethodDelete}, mcpPath, auth, gin.WrapH(runtime.HTTPHandler(server, nil)))
	r.GET("/healthz", health)

	api := r.Group("/api", auth)
	v1 := api.Group("/v1")
	registerTasks(v1.Group("/tasks"), &TasksHandler{store: store})

	// Internal calls never reach the MCP endpoint, whatever a handler does.
	handler := runtime.LoopPrevention(mcpPath, r)
	RegisterRouteTools(server, runtime.APIOptions{Handler: handler, MCPPath: mcpPath})
	return handler
}

// health says the app is up.
func health(c *gin.Context) { c.String(http.StatusOK, "ok\n") }

// requireBearer refuses a request without the bearer token.
func requireBearer(token string) gin.HandlerFunc {
	return func(c *gin.Context) {
		got, ok := strings.CutPrefix(c.GetHeader("Authorization"), "Bearer ")
		if !ok || subtle.ConstantTimeCompare([]byte(got), []byte(token)) != 1 {
			c.AbortWithStatusJSON(http.StatusUnauthorized, apiError{"a valid bearer token is required"})
			return
		}
		c.Next()
	}
}
