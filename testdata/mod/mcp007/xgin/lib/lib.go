// Package lib registers the items on a gin group it is given, which
// mcp007/xgin/app makes twice.
package lib

import "github.com/gin-gonic/gin"

// Items serves the items.
type Items struct{}

func (Items) List(c *gin.Context) {}

// Register registers the items on the group it is given.
func Register(g *gin.RouterGroup) {
	g.GET("", Items{}.List)
}
