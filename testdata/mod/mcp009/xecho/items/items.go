// Package items registers its routes on an echo group it is given; the
// group's prefix is only known two packages up (mcp009/xecho/app), where
// what is wrong with them is reported.
package items

import (
	"net/http"

	"github.com/labstack/echo/v4"
)

type Item struct {
	ID string `json:"id"`
}

func get(c echo.Context) error { return c.JSON(http.StatusOK, Item{ID: c.Param("id")}) }

func typo(c echo.Context) error { return c.JSON(http.StatusOK, Item{ID: c.Param("idd")}) }

// Register registers the items on the group it is given.
func Register(g *echo.Group) {
	g.GET("/:id", get)       // not flagged: served (and checked) where the group is made
	g.GET("/typo/:id", typo) // not flagged here: reported where the group is made
}
