// Package ginbind binds request types whose binding tags gin's validator
// panics on, and types it validates as they are.
package ginbind

import (
	"encoding/json"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
)

// Login is the realworld app's shape: a rule of validator v8 that v10
// does not define, so every login panics.
type Login struct {
	User struct {
		Email    string `json:"email" binding:"exists,email"`            // want `MCP012: gin's validator panics on the binding tag of Login.User.Email \(binding:"exists,email"\): validator v10 has no rule "exists"`
		Password string `json:"password" binding:"exists,min=8,max=255"` // want `MCP012: .*Login.User.Password .*validator v10 has no rule "exists"`
	} `json:"user"`
}

func login(c *gin.Context) {
	var in Login
	if err := c.ShouldBindJSON(&in); err != nil {
		c.JSON(http.StatusUnprocessableEntity, gin.H{"error": err.Error()})
		return
	}
	c.JSON(http.StatusOK, in)
}

// Item has a rule of each other shape the validator panics on.
type Item struct {
	Name    string            `json:"name" binding:"required,min=abc"` // want `MCP012: gin's validator panics on the binding tag of Item.Name \(binding:"required,min=abc"\): the parameter of min is not an integer \(a length\)`
	Public  bool              `json:"public" binding:"min=1"`          // want `MCP012: .*Item.Public .*: min does not apply to a bool`
	Code    string            `json:"code" binding:"dive,required"`    // want `MCP012: .*Item.Code .*: dive applies only to a slice, an array or a map`
	Note    string            `json:"note" binding:"required,"`        // want `MCP012: .*Item.Note .*: an empty rule \(a stray ',' or '\|'\)`
	Tags    []Tag             `json:"tags" binding:"dive"`
	Labels  map[string]string `json:"labels" binding:"dive,keys,min=1,endkeys,required"`
	Price   float64           `json:"price" binding:"gte=0.5"`
	TTL     time.Duration     `json:"ttl" binding:"omitempty,max=1h"`
	Expires time.Time         `json:"expires" binding:"omitempty,gt"`
	Kind    string            `json:"kind" binding:"oneof=a b c"`
	Skipped Bad               `json:"skipped" binding:"-"` // the validator does not go in
	secret  Bad
}

// Tag is an element the dive above validates.
type Tag struct {
	Name string `json:"name" binding:"requried"` // want `MCP012: .*Tag.Name \(binding:"requried"\): validator v10 has no rule "requried"`
}

// Bad would panic, but nothing validates it where it sits.
type Bad struct {
	X string `binding:"exists"`
}

func createItem(c *gin.Context) {
	var in []Item // gin validates each element of a slice
	if err := c.ShouldBind(&in); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	c.JSON(http.StatusCreated, in)
}

// Plain is decoded by encoding/json: no validator runs, nothing to report.
type Plain struct {
	Title string `json:"title" binding:"exists"`
}

func plain(w http.ResponseWriter, r *http.Request) {
	var in Plain
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	_ = json.NewEncoder(w).Encode(in)
}

// Good is validated and valid.
type Good struct {
	Email string `json:"email" binding:"required,email"`
	Bio   string `json:"bio" binding:"max=1024"`
	Image string `json:"image" binding:"omitempty,url"`
}

func good(c *gin.Context) {
	var in Good
	if err := c.BindJSON(&in); err != nil {
		return
	}
	c.JSON(http.StatusOK, in)
}

// Page is bound from the query, and validated by its binding tags too.
type Page struct {
	Limit int    `form:"limit" binding:"min=1,max=x"` // want `MCP012: gin's validator panics on the binding tag of Page.Limit \(binding:"min=1,max=x"\): the parameter of max is not an integer`
	Sort  string `form:"sort" binding:"omitempty,oneof=asc desc"`
}

// ID is bound from the path.
type ID struct {
	ID string `uri:"id" binding:"exists"` // want `MCP012: .*ID.ID \(binding:"exists"\): validator v10 has no rule "exists"`
}

func list(c *gin.Context) {
	var q Page
	if err := c.ShouldBindQuery(&q); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	var id ID
	if err := c.ShouldBindUri(&id); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	c.JSON(http.StatusOK, []Good{})
}

// Unbound is never bound by a route: not reported.
type Unbound struct {
	X string `binding:"exists"`
}

func Routes(r *gin.Engine, mux *http.ServeMux) {
	r.POST("/login", login)
	r.POST("/items", createItem)
	r.POST("/good", good)
	r.GET("/lists/:id", list)
	mux.HandleFunc("POST /plain", plain)
}
