// Package lib registers the items on an echo group it is given, which
// mcp007/xecho/app makes twice.
package lib

import "github.com/labstack/echo/v4"

// Items serves the items.
type Items struct{}

func (Items) List(c echo.Context) error { return nil }

// Register registers the items on the group it is given.
func Register(g *echo.Group) {
	g.GET("", Items{}.List)
}
