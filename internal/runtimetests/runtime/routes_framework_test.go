package runtime_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/gin-gonic/gin"
	"github.com/labstack/echo/v4"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
	"github.com/mcpvet/mcpvet/runtime/mcpvetimpl"
)

// Route tools on gin and echo: a *gin.Engine and an *echo.Echo are
// http.Handlers, served in process (or by self-call) exactly as a
// ServeMux is; every middleware of the engine runs.

const frameworkToken = "Bearer fw-token"

// frameworkApp counts the requests its middleware saw.
type frameworkApp struct {
	name    string
	handler http.Handler
	seen    atomic.Int64 // requests the engine-wide middleware saw
}

func ginApp() *frameworkApp {
	gin.SetMode(gin.ReleaseMode)
	a := &frameworkApp{name: "gin"}
	r := gin.New()
	r.Use(func(c *gin.Context) { a.seen.Add(1); c.Next() })
	api := r.Group("/api", func(c *gin.Context) {
		if c.GetHeader("Authorization") != frameworkToken {
			c.AbortWithStatusJSON(http.StatusUnauthorized, gin.H{"error": "no token"})
			return
		}
		c.Next()
	})
	api.GET("/items/:id", func(c *gin.Context) {
		id, err := strconv.Atoi(c.Param("id"))
		if err != nil || id != 7 {
			c.JSON(http.StatusNotFound, gin.H{"error": fmt.Sprintf("item %s not found", c.Param("id"))})
			return
		}
		c.JSON(http.StatusOK, item{ID: 7, Name: "widget", Tags: c.QueryArray("tag")})
	})
	api.POST("/items", func(c *gin.Context) {
		var in item
		if err := c.ShouldBindJSON(&in); err != nil {
			c.AbortWithStatus(http.StatusBadRequest)
			return
		}
		c.JSON(http.StatusCreated, item{ID: 100, Name: in.Name, Tags: in.Tags})
	})
	api.GET("/files/*path", func(c *gin.Context) { c.JSON(http.StatusOK, gin.H{"path": c.Param("path")}) })
	a.handler = r
	return a
}

func echoApp() *frameworkApp {
	a := &frameworkApp{name: "echo"}
	e := echo.New()
	e.Use(func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error { a.seen.Add(1); return next(c) }
	})
	api := e.Group("/api", func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			if c.Request().Header.Get("Authorization") != frameworkToken {
				return echo.NewHTTPError(http.StatusUnauthorized, "no token")
			}
			return next(c)
		}
	})
	api.GET("/items/:id", func(c echo.Context) error {
		id, err := strconv.Atoi(c.Param("id"))
		if err != nil || id != 7 {
			return echo.NewHTTPError(http.StatusNotFound, fmt.Sprintf("item %s not found", c.Param("id")))
		}
		return c.JSON(http.StatusOK, item{ID: 7, Name: "widget", Tags: c.QueryParams()["tag"]})
	})
	api.POST("/items", func(c echo.Context) error {
		var in item
		if err := c.Bind(&in); err != nil {
			return err
		}
		return c.JSON(http.StatusCreated, item{ID: 100, Name: in.Name, Tags: in.Tags})
	})
	a.handler = e
	return a
}

// item is the resource of both apps.
type item struct {
	ID   int      `json:"id"`
	Name string   `json:"name"`
	Tags []string `json:"tags,omitempty"`
}

// frameworkTools are the tools mcpvet gen writes for both apps' routes
// (gin's :id and *path are {id} and {path...}), written out as gen
// writes them.
func frameworkTools() (get, create, files mcpvetimpl.RouteTool) {
	const itemOut = `{"type":"object","properties":{"id":{"type":"integer"},"name":{"type":"string"},"tags":{"type":"array","items":{"type":"string"}}},"required":["id","name"]}`
	f := false
	get = mcpvetimpl.RouteTool{
		Tool:        &mcp.Tool{Name: "get_item", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true, DestructiveHint: &f, IdempotentHint: true, OpenWorldHint: &f}},
		Input:       json.RawMessage(`{"type":"object","properties":{"id":{"type":"integer"},"tag":{"type":"array","items":{"type":"string"}}},"required":["id"],"additionalProperties":false}`),
		Output:      json.RawMessage(itemOut),
		Method:      "GET",
		Pattern:     "/api/items/{id}",
		PathValues:  []string{"id"},
		QueryValues: []string{"tag"},
		Scope:       runtime.ScopeRead,
	}
	create = mcpvetimpl.RouteTool{
		Tool:    &mcp.Tool{Name: "create_item", Annotations: &mcp.ToolAnnotations{DestructiveHint: &f, OpenWorldHint: &f}},
		Input:   json.RawMessage(`{"type":"object","properties":{"body":{"type":"object","properties":{"name":{"type":"string"},"tags":{"type":"array","items":{"type":"string"}}},"required":["name"]}},"required":["body"],"additionalProperties":false}`),
		Output:  json.RawMessage(itemOut),
		Method:  "POST",
		Pattern: "/api/items",
		Body:    true,
		Scope:   runtime.ScopeWrite,
	}
	files = mcpvetimpl.RouteTool{
		Tool:       &mcp.Tool{Name: "get_file", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true, DestructiveHint: &f, IdempotentHint: true, OpenWorldHint: &f}},
		Input:      json.RawMessage(`{"type":"object","properties":{"path":{"type":"string"}},"required":["path"],"additionalProperties":false}`),
		Method:     "GET",
		Pattern:    "/api/files/{path...}",
		PathValues: []string{"path"},
		Scope:      runtime.ScopeRead,
	}
	return get, create, files
}

func TestFrameworkEngines(t *testing.T) {
	for _, newApp := range []func() *frameworkApp{ginApp, echoApp} {
		for _, selfCall := range []bool{false, true} {
			app := newApp()
			name := app.name + "/in-process"
			opts := runtime.APIOptions{Handler: app.handler}
			if selfCall {
				name = app.name + "/self-call"
				ts := httptest.NewServer(app.handler)
				t.Cleanup(ts.Close)
				opts = runtime.APIOptions{BaseURL: ts.URL, Client: ts.Client()}
			}
			t.Run(name, func(t *testing.T) {
				get, create, files := frameworkTools()
				tools := []mcpvetimpl.RouteTool{get, create}
				if app.name == "gin" {
					tools = append(tools, files)
				}
				cs := frameworkClient(t, opts, tools...)
				check := func(tool, args, want string, isError bool) {
					t.Helper()
					res, err := cs.CallTool(t.Context(), &mcp.CallToolParams{Name: tool, Arguments: json.RawMessage(args)})
					if err != nil {
						t.Fatalf("%s: %v", tool, err)
					}
					var got string
					if res.IsError || res.StructuredContent == nil {
						got = resultText(res)
					} else {
						b, _ := json.Marshal(res.StructuredContent)
						got = string(b)
					}
					if res.IsError != isError || strings.TrimSpace(got) != want {
						t.Errorf("%s %s: isError %t, %q; want %t, %q", tool, args, res.IsError, got, isError, want)
					}
				}
				check("get_item", `{"id":7,"tag":["a","b"]}`, `{"id":7,"name":"widget","tags":["a","b"]}`, false)
				check("create_item", `{"body":{"name":"bolt","tags":["x"]}}`, `{"id":100,"name":"bolt","tags":["x"]}`, false)
				notFound := `HTTP 404: {"error":"item 8 not found"}`
				if app.name == "echo" {
					notFound = `HTTP 404: {"message":"item 8 not found"}`
				}
				check("get_item", `{"id":8}`, notFound, true)
				if app.name == "gin" {
					// {path...} keeps its slashes; gin's *path value starts with one.
					check("get_file", `{"path":"a/b c.txt"}`, `{"path":"/a/b c.txt"}`, false)
				}
				if n := app.seen.Load(); n < 3 {
					t.Errorf("the engine's middleware saw %d requests; want every call", n)
				}
			})
		}
	}
}

// TestFrameworkAuth: the group's auth middleware answers a call without
// the MCP request's token.
func TestFrameworkAuth(t *testing.T) {
	for _, app := range []*frameworkApp{ginApp(), echoApp()} {
		get, _, _ := frameworkTools()
		srv := mcp.NewServer(&mcp.Implementation{Name: "fw", Version: "v0.0.1"}, nil)
		mcpvetimpl.RegisterRoutes(srv, runtime.APIOptions{Handler: app.handler}, get)
		ct, st := mcp.NewInMemoryTransports()
		ss, err := srv.Connect(t.Context(), st, nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { ss.Close() })
		cs, err := mcp.NewClient(&mcp.Implementation{Name: "c", Version: "v0.0.1"}, nil).Connect(t.Context(), ct, nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { cs.Close() })
		res, err := cs.CallTool(t.Context(), &mcp.CallToolParams{Name: "get_item", Arguments: json.RawMessage(`{"id":7}`)})
		if err != nil || !res.IsError || !strings.HasPrefix(resultText(res), "HTTP 401: ") {
			t.Errorf("%s get_item without a token: %v %+v; want HTTP 401", app.name, err, res)
		}
	}
}

// frameworkClient serves tools over Streamable HTTP and connects a client
// that sends the bearer token.
func frameworkClient(t *testing.T, opts runtime.APIOptions, tools ...mcpvetimpl.RouteTool) *mcp.ClientSession {
	t.Helper()
	srv := mcp.NewServer(&mcp.Implementation{Name: "fw", Version: "v0.0.1"}, nil)
	mcpvetimpl.RegisterRoutes(srv, opts, tools...)
	ts := httptest.NewServer(runtime.HTTPHandler(srv, nil))
	t.Cleanup(ts.Close)
	tr := &mcp.StreamableClientTransport{Endpoint: ts.URL, HTTPClient: &http.Client{Transport: tokenTransport{}}}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "c", Version: "v0.0.1"}, nil).Connect(context.Background(), tr, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

type tokenTransport struct{}

func (tokenTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Authorization", frameworkToken)
	return http.DefaultTransport.RoundTrip(r)
}

func resultText(res *mcp.CallToolResult) string {
	var parts []string
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			parts = append(parts, tc.Text)
		}
	}
	return strings.Join(parts, "|")
}
