// Package items registers its routes on the echo group it is given; the
// app (gen/xecho) makes that group under /api/items.
package items

import (
	"net/http"
	"strconv"
	"sync"

	"github.com/labstack/echo/v4"
)

type Item struct {
	ID   int    `json:"id"`
	Name string `json:"name"`
}

type NewItem struct {
	Name string `json:"name"`
}

type store struct {
	mu    sync.Mutex
	items []Item
}

// Register registers the items on the group it is given.
func Register(g *echo.Group) {
	s := &store{}
	g.GET("/:id", s.getItem)
	g.POST("", s.addItem)
}

func (s *store) getItem(c echo.Context) error {
	id, err := strconv.Atoi(c.Param("id"))
	if err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, "bad id")
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, it := range s.items {
		if it.ID == id {
			return c.JSON(http.StatusOK, it)
		}
	}
	return echo.NewHTTPError(http.StatusNotFound, "no such item")
}

func (s *store) addItem(c echo.Context) error {
	var in NewItem
	if err := c.Bind(&in); err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, err.Error())
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	it := Item{ID: len(s.items) + 1, Name: in.Name}
	s.items = append(s.items, it)
	return c.JSON(http.StatusCreated, it)
}
