// Package echo registers routes with github.com/labstack/echo/v4: method
// routes, Add and Any, groups nested, held in variables and passed to
// funcs, middleware, :id and *, and what each handler reads and writes
// through echo.Context; an echo.NewHTTPError returned is an error path.
package echo

import (
	"net/http"
	"strconv"

	"github.com/labstack/echo/v4"
)

type Item struct {
	ID   int    `json:"id"`
	Name string `json:"name"`
}

// NewItem has no validate tag: echo decodes a body without name, so
// nothing is required.
type NewItem struct {
	Name string `json:"name"`
}

func auth(next echo.HandlerFunc) echo.HandlerFunc { return next }

func listItems(c echo.Context) error {
	_ = c.QueryParam("q")
	limit, _ := strconv.Atoi(c.QueryParams().Get("limit"))
	_ = limit
	_ = c.QueryParams()["tag"]
	_ = c.FormValue("sort")
	return c.JSON(http.StatusOK, []Item{})
}

func getItem(c echo.Context) error {
	id, err := strconv.Atoi(c.Param("id"))
	if err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, "bad id")
	}
	if id == 0 {
		return c.JSON(http.StatusNotFound, map[string]string{"error": "not found"})
	}
	return c.JSON(http.StatusOK, Item{ID: id})
}

func createItem(c echo.Context) error {
	var in NewItem
	if err := c.Bind(&in); err != nil {
		return err
	}
	return c.JSONPretty(http.StatusCreated, Item{Name: in.Name}, "  ")
}

func replaceItem(c echo.Context) error {
	var in Item
	if err := (&echo.DefaultBinder{}).BindBody(c, &in); err != nil {
		return echo.NewHTTPError(http.StatusBadRequest)
	}
	return c.JSON(http.StatusOK, in)
}

// searchItems binds the query into a struct by its query tags, and the
// path value by its param tag.
func searchItems(c echo.Context) error {
	var q struct {
		Limit int      `query:"limit"`
		Tags  []string `query:"tag"`
		Skip  string   `query:"-"`
	}
	var p struct {
		Shelf int64 `param:"shelf"`
	}
	b := &echo.DefaultBinder{}
	if err := b.BindQueryParams(c, &q); err != nil {
		return echo.NewHTTPError(http.StatusBadRequest)
	}
	if err := b.BindPathParams(c, &p); err != nil {
		return echo.NewHTTPError(http.StatusBadRequest)
	}
	return c.JSON(http.StatusOK, []Item{})
}

// itemRequest is bound by its own method, and validated by the app's
// validator (validate tags).
type itemRequest struct {
	Item struct {
		Name string `json:"name" validate:"required"`
		Note string `json:"note"`
	} `json:"item"`
}

func (r *itemRequest) bind(c echo.Context) error {
	if err := c.Bind(r); err != nil {
		return err
	}
	return c.Validate(r)
}

func (r *itemRequest) populate(it Item) { r.Item.Name = it.Name }

// addFromRequest binds into an empty request: name, which the validate tag
// requires, is required; note, and item (a struct the validator does not
// require), are not: echo decodes a body without them.
func addFromRequest(c echo.Context) error {
	req := &itemRequest{}
	if err := req.bind(c); err != nil {
		return err
	}
	return c.JSON(http.StatusCreated, Item{Name: req.Item.Name})
}

// editFromRequest fills the request from the stored item first: an absent
// name keeps the stored one, so nothing is required.
func editFromRequest(c echo.Context) error {
	req := &itemRequest{}
	req.populate(Item{Name: "stored"})
	if err := req.bind(c); err != nil {
		return err
	}
	return c.JSON(http.StatusOK, Item{Name: req.Item.Name})
}

func deleteItem(c echo.Context) error {
	_, _ = strconv.ParseBool(c.Param("id"))
	return c.NoContent(http.StatusNoContent)
}

func files(c echo.Context) error { return c.String(http.StatusOK, c.Param("*")) }

func version(c echo.Context) error { return c.JSON(http.StatusOK, Item{}) }

// Elsewhere registers on a group nothing in this package passes.
func Elsewhere(g *echo.Group) {
	g.POST("", version) // want `route POST "" handler=version: skipped: its router is a parameter of the exported func Elsewhere, which nothing in this package fills: the package that passes it a router serves it, at a path only known there`
}

func registerAdmin(g *echo.Group) {
	g.GET("/stats", version) // want `route GET /api/v1/admin/stats via "/api" \(echo Group\) > "/v1" \(echo Group\) > "/admin" \(echo Group\) handler=version: not selected tool "version" .*`
}

func New() *echo.Echo {
	e := echo.New()
	e.GET("/health", func(c echo.Context) error { return c.NoContent(http.StatusOK) }) // want `route GET /health handler=a func literal: not selected tool "get_health" .* status=\[200\] hints=readOnly,idempotent scope=Read`
	api := e.Group("/api", auth)
	v1 := api.Group("/v1")
	v1.GET("/items", listItems)                       // want `route GET /api/v1/items via "/api" \(echo Group\) > "/v1" \(echo Group\) handler=listItems: not selected tool "listItems" title="List items" desc="Calls GET /api/v1/items." input={"type":"object","properties":{"q":{"type":"string"},"limit":{"type":"integer"},"tag":{"type":"array","items":{"type":"string"}},"sort":{"type":"string"}},"additionalProperties":false} text=\[\]Item status=\[200\] hints=readOnly,idempotent scope=Read`
	v1.GET("/items/:id", getItem, auth)               // want `route GET /api/v1/items/{id} via .* handler=getItem: not selected tool "getItem" .*input={"type":"object","properties":{"id":{"type":"integer"}},"required":\["id"\],"additionalProperties":false} output={"type":"object","properties":{"id":{"type":"integer"},"name":{"type":"string"}},"required":\["id","name"\],"additionalProperties":false} status=\[200\] hints=readOnly,idempotent scope=Read`
	v1.POST("/items", createItem)                     // want `route POST /api/v1/items via .* handler=createItem: not selected tool "createItem" .*input={"type":"object","properties":{"body":{"type":"object","properties":{"name":{"type":"string"}},"additionalProperties":false}},"required":\["body"\],"additionalProperties":false} output=.* status=\[201\] hints=none scope=Write`
	v1.Add(http.MethodPut, "/items/:id", replaceItem) // want `route PUT /api/v1/items/{id} via .* handler=replaceItem: not selected tool "replaceItem" .*"body":{"type":"object".* status=\[200\] hints=destructive,idempotent scope=Write`
	v1.DELETE("/items/:id", deleteItem)               // want `route DELETE /api/v1/items/{id} via .* handler=deleteItem: not selected tool "deleteItem" .*"id":{"type":"boolean"}.* status=\[204\] hints=destructive,idempotent scope=Delete`
	v1.GET("/shelves/:shelf/search", searchItems)     // want `route GET /api/v1/shelves/{shelf}/search via .* handler=searchItems: not selected tool "searchItems" .*input={"type":"object","properties":{"shelf":{"type":"integer"},"limit":{"type":"integer"},"tag":{"type":"array","items":{"type":"string"}}},"required":\["shelf"\],"additionalProperties":false} text=\[\]Item`
	v1.POST("/requests", addFromRequest)              // want `route POST /api/v1/requests via .* handler=addFromRequest: .*input={"type":"object","properties":{"body":{"type":"object","properties":{"item":{"type":"object","properties":{"name":{"type":"string"},"note":{"type":"string"}},"required":\["name"\],"additionalProperties":false}},"additionalProperties":false}}`
	v1.PUT("/requests/:id", editFromRequest)          // want `route PUT /api/v1/requests/{id} via .* handler=editFromRequest: .*input={"type":"object","properties":{"id":{"type":"string"},"body":{"type":"object","properties":{"item":{"type":"object","properties":{"name":{"type":"string"},"note":{"type":"string"}},"additionalProperties":false}},"additionalProperties":false}},"required":\["id","body"\],"additionalProperties":false}`
	v1.GET("/files/*", files)                         // want `route GET /api/v1/files/ via .* handler=files: refused: "GET /files/\*" is a subtree pattern: it serves every path under /api/v1/files/, which a tool cannot enumerate; register the paths it serves, or end the pattern with {\$}$`
	registerAdmin(v1.Group("/admin"))
	e.Any("/echo", version)                                                // want `route /echo handler=version: refused: the route "/echo" \(Any\) serves every method, and a tool calls one: register it with the method \(e.GET, e.POST, ...\)`
	e.Match([]string{http.MethodGet, http.MethodPost}, "/status", version) // want `route GET /status handler=version: not selected tool "version"` `route POST /status handler=version: not selected tool "version"`
	e.GET("", version)                                                     // want `route GET /{\$} handler=version: not selected`
	e.Group("/dir").GET("/", version)                                      // want `route GET /dir/{\$} via "/dir" \(echo Group\) handler=version: not selected`
	return e
}

// Serve mounts the engine on a ServeMux: a mount, not a route (the
// engine sees the whole path, its routes keep theirs).
func Serve() *http.ServeMux {
	mux := http.NewServeMux()
	mux.Handle("/", New())
	return mux
}
