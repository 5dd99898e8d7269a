// Package items registers its routes on the gin group it is given; the
// app (gen/xgin) makes that group under /api/items.
package items

import (
	"net/http"
	"strconv"
	"strings"
	"sync"

	"github.com/gin-gonic/gin"

	"fixtures/gen/xgin/ginutil"
)

type Item struct {
	ID int `json:"id"`
	// The item's name; go-swagger's field lines are not in the description.
	// required: true
	// example: hammer
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
func Register(g *gin.RouterGroup) {
	s := &store{}
	g.GET("/:id", s.getItem)
	g.POST("", s.addItem)
	g.GET("", s.listItems)
	g.PATCH("/:id", s.renameItem)
}

// renameItem renames an item: its body is bound, and its response
// written, inside the func it hands ginutil.WithID.
func (s *store) renameItem(c *gin.Context) {
	ginutil.WithID(c, "id", func(id int) {
		var in NewItem
		if err := c.ShouldBindJSON(&in); err != nil {
			c.AbortWithStatusJSON(http.StatusBadRequest, gin.H{"error": err.Error()})
			return
		}
		s.mu.Lock()
		defer s.mu.Unlock()
		for i := range s.items {
			if s.items[i].ID == id {
				s.items[i].Name = in.Name
				c.JSON(http.StatusOK, s.items[i])
				return
			}
		}
		c.AbortWithStatusJSON(http.StatusNotFound, gin.H{"error": "no such item"})
	})
}

// listParams are the query of listItems, bound by their form tags; gin's
// validation requires limit.
type listParams struct {
	Limit  int    `form:"limit" binding:"required,min=1"`
	Prefix string `form:"prefix"`
}

// listItems lists up to limit items whose name starts with prefix.
func (s *store) listItems(c *gin.Context) {
	var p listParams
	if err := c.ShouldBindQuery(&p); err != nil {
		c.AbortWithStatusJSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	out := []Item{}
	for _, it := range s.items {
		if len(out) < p.Limit && strings.HasPrefix(it.Name, p.Prefix) {
			out = append(out, it)
		}
	}
	c.JSON(http.StatusOK, out)
}

// getItem returns one item. The swag annotations below are left out of
// the tool's description.
//
// @Summary Get an item
// @Param id path int true "Item ID"
// @Success 200 {object} Item
// @Failure 404 {object} map[string]string
// @Router /api/items/{id} [get]
func (s *store) getItem(c *gin.Context) {
	id, err := strconv.Atoi(c.Param("id"))
	if err != nil {
		c.AbortWithStatusJSON(http.StatusBadRequest, gin.H{"error": "bad id"})
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, it := range s.items {
		if it.ID == id {
			c.JSON(http.StatusOK, it)
			return
		}
	}
	c.AbortWithStatusJSON(http.StatusNotFound, gin.H{"error": "no such item"})
}

func (s *store) addItem(c *gin.Context) {
	var in NewItem
	if err := c.ShouldBindJSON(&in); err != nil {
		c.AbortWithStatusJSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	it := Item{ID: len(s.items) + 1, Name: in.Name}
	s.items = append(s.items, it)
	c.JSON(http.StatusCreated, it)
}
