// Package ginbind binds query and path values into structs with gin:
// ShouldBindQuery, MustBindWith and ShouldBindWith with binding.Query or
// binding.Form, ShouldBindUri, and ShouldBind on a GET (which binds the
// query). A field is bound by its form (uri) tag, or by its Go name
// without one; form:"-" is never bound; binding:"required" refuses a
// request without the value.
package ginbind

import (
	"fmt"
	"net/http"

	"github.com/gin-gonic/gin"
	"github.com/gin-gonic/gin/binding"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{Mode: runtime.AllExceptExcluded}

// Engine serves the routes.
func Engine() *gin.Engine {
	r := gin.New()
	r.GET("/items", list)    // want `route GET /items .*input=\{"type":"object","properties":\{"limit":\{"type":"integer"\},"q":\{"type":"string"\},"Page":\{"type":"integer"\}\},"required":\["limit"\],"additionalProperties":false\}`
	r.GET("/pages", pages)   // want `route GET /pages .*input=\{"type":"object","properties":\{"since":\{"type":"string"\},"size":\{"type":"integer"\}\},"required":\["size"\],"additionalProperties":false\}`
	r.GET("/form", form)     // want `route GET /form .*input=\{"type":"object","properties":\{"q":\{"type":"string"\}\},"additionalProperties":false\}`
	r.GET("/items/:id", get) // want `route GET /items/\{id\} .*input=\{"type":"object","properties":\{"id":\{"type":"integer"\}\},"required":\["id"\],"additionalProperties":false\}`
	r.GET("/filter", filter) // want `route GET /filter .*input=\{"type":"object","properties":\{"owner":\{"type":"string"\},"cursor":\{"type":"string"\}\},"required":\["owner"\],"additionalProperties":false\}`
	return r
}

// ListParams: Secret is never bound (form:"-"), Page is bound by its Go
// name, limit must be there.
type ListParams struct {
	Limit  int    `form:"limit" binding:"required"`
	Q      string `form:"q"`
	Secret string `form:"-"`
	Page   int
}

func list(c *gin.Context) {
	var p ListParams
	if err := c.ShouldBindQuery(&p); err != nil {
		c.AbortWithStatusJSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	c.JSON(http.StatusOK, fmt.Sprintf("%+v", p))
}

// PageParams is bound with MustBindWith(binding.Query), the issue's
// list-handler shape: gin answers 400 itself when size is missing.
type PageParams struct {
	Since string `form:"since"`
	Size  int    `form:"size" binding:"required"`
}

func pages(c *gin.Context) {
	var p PageParams
	c.MustBindWith(&p, binding.Query)
	if c.IsAborted() {
		return
	}
	c.JSON(http.StatusOK, fmt.Sprintf("%+v", p))
}

func form(c *gin.Context) {
	var p struct {
		Q string `form:"q"`
	}
	if err := c.ShouldBindWith(&p, binding.Form); err != nil {
		c.AbortWithStatus(http.StatusBadRequest)
		return
	}
	c.JSON(http.StatusOK, fmt.Sprintf("%+v", p))
}

type itemURI struct {
	ID int `uri:"id" binding:"required"`
}

func get(c *gin.Context) {
	var u itemURI
	if err := c.ShouldBindUri(&u); err != nil {
		c.AbortWithStatus(http.StatusBadRequest)
		return
	}
	c.JSON(http.StatusOK, fmt.Sprintf("%+v", u))
}

// Filter is bound with ShouldBind, which on a GET binds the query.
type Filter struct {
	Owner  string `form:"owner" json:"owner" binding:"required"`
	Cursor string `form:"cursor" json:"cursor"`
}

func filter(c *gin.Context) {
	var f Filter
	if err := c.ShouldBind(&f); err != nil {
		c.AbortWithStatus(http.StatusBadRequest)
		return
	}
	c.JSON(http.StatusOK, fmt.Sprintf("%+v", f))
}
