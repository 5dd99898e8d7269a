package main

import (
	"fmt"
	"net/http"
	"strconv"

	"github.com/gin-gonic/gin"

	"github.com/mcpvet/mcpvet/examples/internal/tasks"
)

// TasksHandler serves the task API.
type TasksHandler struct {
	store *tasks.Store
}

// registerTasks registers the task routes on the group it is given.
func registerTasks(g *gin.RouterGroup, h *TasksHandler) {
	g.GET("", h.ListTasks)
	g.POST("", h.CreateTask)
	g.GET("/:id", h.GetTask)
	g.PUT("/:id", h.ReplaceTask)
	g.DELETE("/:id", h.DeleteTask)
}

// apiError is the body of every error the API answers.
type apiError struct {
	Error string `json:"error"`
}

// ListTasks lists the tasks, optionally only those done or not, or with
// a tag.
func (h *TasksHandler) ListTasks(c *gin.Context) {
	var done *bool
	if s := c.Query("done"); s != "" {
		d, err := strconv.ParseBool(s)
		if err != nil {
			c.JSON(http.StatusBadRequest, apiError{"done must be true or false"})
			return
		}
		done = &d
	}
	limit, err := strconv.Atoi(c.DefaultQuery("limit", "50"))
	if err != nil || limit < 1 {
		c.JSON(http.StatusBadRequest, apiError{"limit must be a positive integer"})
		return
	}
	list, total := h.store.List(done, c.Query("tag"), limit)
	c.JSON(http.StatusOK, tasks.TaskPage{Tasks: list, Total: total})
}

// CreateTask adds a task.
func (h *TasksHandler) CreateTask(c *gin.Context) {
	var in tasks.TaskInput
	if err := c.ShouldBindJSON(&in); err != nil {
		c.JSON(http.StatusBadRequest, apiError{err.Error()})
		return
	}
	c.JSON(http.StatusCreated, h.store.Create(in))
}

// GetTask returns one task.
func (h *TasksHandler) GetTask(c *gin.Context) {
	id, ok := taskID(c)
	if !ok {
		return
	}
	t, found := h.store.Get(id)
	if !found {
		c.JSON(http.StatusNotFound, apiError{fmt.Sprintf("task %d not found", id)})
		return
	}
	c.JSON(http.StatusOK, t)
}

// ReplaceTask replaces a task with the one sent.
func (h *TasksHandler) ReplaceTask(c *gin.Context) {
	id, ok := taskID(c)
	if !ok {
		return
	}
	var in tasks.TaskInput
	if err := c.ShouldBindJSON(&in); err != nil {
		c.JSON(http.StatusBadRequest, apiError{err.Error()})
		return
	}
	t, found := h.store.Replace(id, in)
	if !found {
		c.JSON(http.StatusNotFound, apiError{fmt.Sprintf("task %d not found", id)})
		return
	}
	c.JSON(http.StatusOK, t)
}

// DeleteTask removes a task.
func (h *TasksHandler) DeleteTask(c *gin.Context) {
	id, ok := taskID(c)
	if !ok {
		return
	}
	if !h.store.Delete(id) {
		c.JSON(http.StatusNotFound, apiError{fmt.Sprintf("task %d not found", id)})
		return
	}
	c.Status(http.StatusNoContent)
}

// taskID reads the :id path value, answering 400 when it is no integer.
func taskID(c *gin.Context) (int, bool) {
	id, err := strconv.Atoi(c.Param("id"))
	if err != nil {
		c.AbortWithStatusJSON(http.StatusBadRequest, apiError{"id must be an integer"})
		return 0, false
	}
	return id, true
}
