// Package ginutil holds a handler helper of the kind real gin apps
// write: it parses a path value and hands it to the func it is given,
// where the handler does its work. mcpvet follows the func through the
// helper's fact, from the package that calls it.
package ginutil

import (
	"net/http"
	"strconv"

	"github.com/gin-gonic/gin"
)

// WithID parses the path value name as an id and calls fn with it; a
// value that is not one is a 400.
func WithID(c *gin.Context, name string, fn func(id int)) {
	id, err := strconv.Atoi(c.Param(name))
	if err != nil {
		c.AbortWithStatusJSON(http.StatusBadRequest, gin.H{"error": "bad " + name})
		return
	}
	fn(id)
}
