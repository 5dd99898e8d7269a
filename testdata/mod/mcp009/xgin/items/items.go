// Package items registers its routes on a gin group it is given; the
// group's prefix is only known two packages up (mcp009/xgin/app), where
// what is wrong with them is reported.
package items

import (
	"net/http"

	"github.com/gin-gonic/gin"
)

type Item struct {
	ID string `json:"id"`
}

func get(c *gin.Context) { c.JSON(http.StatusOK, Item{ID: c.Param("id")}) }

func typo(c *gin.Context) { c.JSON(http.StatusOK, Item{ID: c.Param("idd")}) }

// Register registers the items on the group it is given.
func Register(g *gin.RouterGroup) {
	g.GET("/:id", get)       // not flagged: served (and checked) where the group is made
	g.GET("/typo/:id", typo) // not flagged here: reported where the group is made
}
