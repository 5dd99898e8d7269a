// Package gin exposes every route of a gin engine; some cannot be tools.
package gin

import (
	"net/http"
	"strconv"

	"github.com/gin-gonic/gin"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{Mode: runtime.AllExceptExcluded}

type Item struct {
	ID int `json:"id"`
}

func get(c *gin.Context) {
	id, _ := strconv.Atoi(c.Param("id"))
	c.JSON(http.StatusOK, Item{ID: id})
}

func typo(c *gin.Context) { _ = c.Param("idd") } // want `MCP009: no tool is generated for the route GET /api/typo/{id}: the handler reads the path value "idd", which "GET /api/typo/{id}" does not define \(it defines only {id}\): it is always empty`

func all(c *gin.Context) {}

// socket upgrades the connection to a websocket.
func socket(c *gin.Context) {
	conn, _, err := c.Writer.Hijack()
	if err == nil {
		conn.Close()
	}
}

type server struct {
	handle gin.HandlerFunc
}

// register is given the engine: its routes are under the engine's root.
func register(g gin.IRouter) {
	g.GET("/registered/:id", get) // not flagged: a tool
}

// Elsewhere registers on a group made in another package.
func Elsewhere(g *gin.RouterGroup) {
	g.GET("/elsewhere", get) // not flagged: the package that hands it a group serves it (mcp009/xgin)
}

func Routes(prefix string, s *server, mcpServer *mcp.Server) *gin.Engine {
	r := gin.New()
	r.Any("/mcp", gin.WrapH(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return mcpServer }, nil))) // not flagged: the MCP endpoint
	api := r.Group("/api")
	api.GET("/items/:id", get) // not flagged: a tool
	api.GET("/typo/:id", typo)
	api.Any("/all", all)                 // want `MCP009: no tool is generated for the route /api/all: the route "/all" \(Any\) serves every method, and a tool calls one: register it with the method \(r.GET, r.POST, ...\)`
	api.GET("/span/:from-:to", get)      // want `MCP009: no tool is generated for the route GET /span/:from-:to: its pattern is not valid: the segment ":from-:to" holds more than one parameter, which a net/http pattern cannot say`
	r.Group(prefix).GET("/dynamic", get) // want `MCP009: no tool is generated for the route GET /dynamic: its group's prefix prefix is not a compile-time constant`
	api.GET("/socket", socket)           // want `MCP009: no tool is generated for the route GET /api/socket: its handler is no API call: it takes the connection over \(a websocket upgrade or a hijack\), and a tool call gets one response, never a stream`
	api.GET("/field", s.handle)          // want `MCP009: no tool is generated for the route GET /api/field: its handler s.handle cannot be resolved statically: it is the field handle, whose value is only known at run time`
	register(r)
	return r
}
