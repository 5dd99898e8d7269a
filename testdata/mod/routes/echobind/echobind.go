// Package echobind binds requests with echo v4's c.Bind, which fills the
// struct from the path values (param tags), then, on GET, DELETE and
// HEAD, from the query (query tags), then from the JSON body: a field
// without the tag is not bound from the path or the query.
package echobind

import (
	"fmt"
	"net/http"

	"github.com/labstack/echo/v4"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{Mode: runtime.AllExceptExcluded}

// Echo serves the routes.
func Echo() *echo.Echo {
	e := echo.New()
	e.GET("/items", list)        // want `route GET /items .*input=\{"type":"object","properties":\{"limit":\{"type":"integer"\},"q":\{"type":"string"\}\},"additionalProperties":false\}`
	e.GET("/items/:id", get)     // want `route GET /items/\{id\} .*input=\{"type":"object","properties":\{"id":\{"type":"integer"\},"fields":\{"type":"string"\}\},"required":\["id"\],"additionalProperties":false\}`
	e.PUT("/items/:id", replace) // want `route PUT /items/\{id\} .*input=\{"type":"object","properties":\{"id":\{"type":"integer"\},"body":\{"type":"object","properties":\{"name":\{"type":"string"\},"q":\{"type":"string"\}\},"additionalProperties":false\}\},"required":\["id","body"\],"additionalProperties":false\}`
	e.DELETE("/items/:id", drop) // want `route DELETE /items/\{id\} .*input=\{"type":"object","properties":\{"id":\{"type":"integer"\},"force":\{"type":"boolean"\}\},"required":\["id"\],"additionalProperties":false\}`
	e.POST("/items", create)     // want `route POST /items .*input=\{"type":"object","properties":\{"body":\{"type":"object","properties":\{"name":\{"type":"string"\}\},"additionalProperties":false\}\},"required":\["body"\],"additionalProperties":false\}`
	return e
}

// ListParams: Page has no query tag, so echo never binds it from the query.
type ListParams struct {
	Limit int    `query:"limit"`
	Q     string `query:"q"`
	Page  int
}

func list(c echo.Context) error {
	var p ListParams
	if err := c.Bind(&p); err != nil {
		return err
	}
	return c.JSON(http.StatusOK, fmt.Sprintf("%+v", p))
}

type GetParams struct {
	ID     int    `param:"id"`
	Fields string `query:"fields"`
}

func get(c echo.Context) error {
	var p GetParams
	if err := c.Bind(&p); err != nil {
		return err
	}
	return c.JSON(http.StatusOK, fmt.Sprintf("%+v", p))
}

// Replacement: on a PUT echo binds the path and the body, not the query.
type Replacement struct {
	ID   int    `param:"id" json:"-"`
	Name string `json:"name,omitempty"`
	Q    string `query:"q" json:"q,omitempty"`
}

func replace(c echo.Context) error {
	var p Replacement
	if err := c.Bind(&p); err != nil {
		return err
	}
	return c.JSON(http.StatusOK, fmt.Sprintf("%+v", p))
}

type DropParams struct {
	ID    int  `param:"id"`
	Force bool `query:"force"`
}

func drop(c echo.Context) error {
	var p DropParams
	if err := c.Bind(&p); err != nil {
		return err
	}
	return c.JSON(http.StatusOK, fmt.Sprintf("%+v", p))
}

type NewItem struct {
	Name string `json:"name,omitempty"`
}

func create(c echo.Context) error {
	var p NewItem
	if err := c.Bind(&p); err != nil {
		return err
	}
	return c.JSON(http.StatusOK, fmt.Sprintf("%+v", p))
}
