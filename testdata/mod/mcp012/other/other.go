// Package other binds a type of another package: the finding is at the
// binding call, the field a related location.
package other

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"fixtures/mcp012/models"
)

func create(c *gin.Context) {
	var a models.Article
	if err := c.ShouldBindJSON(&a); err != nil { // want `MCP012: gin's validator panics on the binding tag of models.Article.Title \(binding:"exists,min=4"\): validator v10 has no rule "exists"; the route POST /articles binds it`
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	c.JSON(http.StatusCreated, a)
}

func Routes(r *gin.Engine) {
	r.POST("/articles", create)
}
