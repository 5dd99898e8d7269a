// Package handlers holds gin handlers registered by another package: they
// are described by the facts mcpvet exports for them here.
package handlers

import (
	"strconv"

	"github.com/gin-gonic/gin"
)

type Thing struct {
	ID   int    `json:"id"`
	Name string `json:"name"`
}

// ListThings lists the things.
func ListThings(c *gin.Context) {
	_, _ = strconv.Atoi(c.Query("limit"))
	c.JSON(200, []Thing{})
}

// Things serves things with methods.
type Things struct{}

// Get returns one thing.
func (Things) Get(c *gin.Context) {
	id, _ := strconv.Atoi(c.Param("id"))
	respond(c, Thing{ID: id})
}

func respond(c *gin.Context, v any) { c.JSON(200, v) }

// Named returns a handler named name.
func Named(name string) gin.HandlerFunc {
	return func(c *gin.Context) { c.JSON(201, Thing{Name: name + c.Query("suffix")}) }
}

// Noop reads and writes nothing: a handler all the same.
func Noop(c *gin.Context) {}
