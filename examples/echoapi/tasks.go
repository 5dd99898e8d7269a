package main

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/labstack/echo/v4"

	"github.com/mcpvet/mcpvet/examples/internal/tasks"
)

// TasksHandler serves the task API.
type TasksHandler struct {
	store *tasks.Store
}

// registerTasks registers the task routes on the group it is given.
func registerTasks(g *echo.Group, h *TasksHandler) {
	g.GET("", h.ListTasks)
	g.POST("", h.CreateTask)
	g.GET("/:id", h.GetTask)
	g.PUT("/:id", h.ReplaceTask)
	g.DELETE("/:id", h.DeleteTask)
}

// ListTasks lists the tasks, optionally only those done or not, or with
// a tag.
func (h *TasksHandler) ListTasks(c echo.Context) error {
	var done *bool
	if s := c.QueryParam("done"); s != "" {
		d, err := strconv.ParseBool(s)
		if err != nil {
			return echo.NewHTTPError(http.StatusBadRequest, "done must be true or false")
		}
		done = &d
	}
	limit := 50
	if s := c.QueryParam("limit"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			return echo.NewHTTPError(http.StatusBadRequest, "limit must be a positive integer")
		}
		limit = n
	}
	list, total := h.store.List(done, c.QueryParam("tag"), limit)
	return c.JSON(http.StatusOK, tasks.TaskPage{Tasks: list, Total: total})
}

// CreateTask adds a task.
func (h *TasksHandler) CreateTask(c echo.Context) error {
	var in tasks.TaskInput
	if err := c.Bind(&in); err != nil {
		return err
	}
	if strings.TrimSpace(in.Title) == "" {
		return echo.NewHTTPError(http.StatusBadRequest, "title is required")
	}
	return c.JSON(http.StatusCreated, h.store.Create(in))
}

// GetTask returns one task.
func (h *TasksHandler) GetTask(c echo.Context) error {
	id, err := taskID(c)
	if err != nil {
		return err
	}
	t, found := h.store.Get(id)
	if !found {
		return echo.NewHTTPError(http.StatusNotFound, fmt.Sprintf("task %d not found", id))
	}
	return c.JSON(http.StatusOK, t)
}

// ReplaceTask replaces a task with the one sent.
func (h *TasksHandler) ReplaceTask(c echo.Context) error {
	id, err := taskID(c)
	if err != nil {
		return err
	}
	var in tasks.TaskInput
	if err := c.Bind(&in); err != nil {
		return err
	}
	t, found := h.store.Replace(id, in)
	if !found {
		return echo.NewHTTPError(http.StatusNotFound, fmt.Sprintf("task %d not found", id))
	}
	return c.JSON(http.StatusOK, t)
}

// DeleteTask removes a task.
func (h *TasksHandler) DeleteTask(c echo.Context) error {
	id, err := taskID(c)
	if err != nil {
		return err
	}
	if !h.store.Delete(id) {
		return echo.NewHTTPError(http.StatusNotFound, fmt.Sprintf("task %d not found", id))
	}
	return c.NoContent(http.StatusNoContent)
}

// taskID reads the :id path value; an error answers 400.
func taskID(c echo.Context) (int, error) {
	id, err := strconv.Atoi(c.Param("id"))
	if err != nil {
		return 0, echo.NewHTTPError(http.StatusBadRequest, "id must be an integer")
	}
	return id, nil
}
