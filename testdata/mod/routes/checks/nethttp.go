// Package checks has handlers that check a body field or a query value
// themselves and answer a request without it with an error status: that
// argument is required, as a validation's rule would make it. A check that does
// not refuse, or refuses only when two values are both missing, requires
// nothing.
package checks

import (
	"encoding/json"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
	"github.com/go-playground/validator/v10"
	"github.com/labstack/echo/v4"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{Mode: runtime.AllExceptExcluded}

type Note struct {
	Title string `json:"title,omitempty"`
	Body  string `json:"body,omitempty"`
	Tag   string `json:"tag,omitempty" binding:"max=10"`
	Owner string `json:"owner,omitempty"`
}

// Mux serves the net/http handlers.
func Mux() *http.ServeMux {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /notes", createNote)  // want `route POST /notes .*"required":\["title","owner"\].*"required":\["body"\]`
	mux.HandleFunc("GET /notes", searchNotes)  // want `route GET /notes .*"properties":\{"q":\{"type":"string"\},"limit":\{"type":"string"\}\},"required":\["q"\]`
	mux.HandleFunc("PUT /notes", replaceNote)  // want `route PUT /notes .*input=\{"type":"object","properties":\{"body":\{"type":"object","properties":\{"title":\{"type":"string"\},"body":\{"type":"string"\},"tag":\{"type":"string"\},"owner":\{"type":"string"\}\},"additionalProperties":false\}\},"required":\["body"\]`
	mux.HandleFunc("DELETE /notes", dropNotes) // want `route DELETE /notes .*"properties":\{"q":\{"type":"string"\}\},"required":\["q"\]`
	return mux
}

// createNote refuses a note without a title or an owner: both are
// required; body and tag are not.
func createNote(w http.ResponseWriter, r *http.Request) {
	var in Note
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		http.Error(w, "bad JSON", http.StatusBadRequest)
		return
	}
	if strings.TrimSpace(in.Title) == "" || len(in.Owner) == 0 {
		http.Error(w, "title and owner are required", http.StatusUnprocessableEntity)
		return
	}
	w.WriteHeader(http.StatusCreated)
	json.NewEncoder(w).Encode(in)
}

// searchNotes refuses a search without q; limit stays optional.
func searchNotes(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query().Get("q")
	if q == "" {
		http.Error(w, "q is required", http.StatusBadRequest)
		return
	}
	_ = r.URL.Query().Get("limit")
	json.NewEncoder(w).Encode([]Note{{Title: q}})
}

// replaceNote defaults a missing title, and refuses only a note with
// neither title nor body: nothing is required.
func replaceNote(w http.ResponseWriter, r *http.Request) {
	var in Note
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		http.Error(w, "bad JSON", http.StatusBadRequest)
		return
	}
	if in.Title == "" {
		in.Title = "untitled"
	}
	if in.Title == "" && in.Body == "" {
		http.Error(w, "empty note", http.StatusBadRequest)
		return
	}
	json.NewEncoder(w).Encode(in)
}

// dropNotes answers 500 without q: no call without it succeeds either,
// so q is required.
func dropNotes(w http.ResponseWriter, r *http.Request) {
	if r.URL.Query().Get("q") == "" {
		http.Error(w, "cannot drop everything", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// Engine serves the gin handlers.
func Engine() *gin.Engine {
	r := gin.New()
	r.POST("/gin/notes", ginCreate) // want `route POST /gin/notes .*"required":\["title"\],"additionalProperties":false\}\},"required":\["body"\]`
	return r
}

// ginCreate binds with gin, whose binding tags require nothing here, and
// refuses a note without a title itself.
func ginCreate(c *gin.Context) {
	var in Note
	if err := c.ShouldBindJSON(&in); err != nil {
		c.AbortWithStatusJSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	if in.Title == "" {
		c.AbortWithStatusJSON(http.StatusBadRequest, gin.H{"error": "title is required"})
		return
	}
	c.JSON(http.StatusCreated, in)
}

// Echo serves the echo handlers.
func Echo() *echo.Echo {
	e := echo.New()
	e.POST("/echo/notes", echoCreate) // want `route POST /echo/notes .*"required":\["owner"\],"additionalProperties":false\}\},"required":\["body"\]`
	e.GET("/echo/notes", echoSearch)  // want `route GET /echo/notes .*"properties":\{"q":\{"type":"string"\}\},"required":\["q"\]`
	e.Validator = validate{validator.New()}
	e.POST("/echo/articles", echoArticle) // want `route POST /echo/articles .*input=\{"type":"object","properties":\{"body":\{"type":"object","properties":\{"title":\{"type":"string"\},"description":\{"type":"string"\},"text":\{"type":"string"\}\},"required":\["title"\],"additionalProperties":false\}\},"required":\["body"\]`
	e.POST("/echo/drafts", echoDraft)     // want `route POST /echo/drafts .*input=\{"type":"object","properties":\{"body":\{"type":"object","properties":\{"title":\{"type":"string"\},"text":\{"type":"string"\}\},"additionalProperties":false\}\},"required":\["body"\]`
	return e
}

// validate is the echo.Validator echo apps set up by convention:
// go-playground's validator, which reads the validate tags.
type validate struct{ v *validator.Validate }

func (v validate) Validate(i any) error { return v.v.Struct(i) }

// Article's description and text have no omitempty (text's is misspelt,
// so encoding/json does not see it), yet echo decodes a body without
// them: only the validate tag's required makes a property required.
type Article struct {
	Title       string `json:"title" validate:"required"`
	Description string `json:"description"`
	Text        string `json:"text, omitempty"`
}

// echoArticle binds with echo and validates: a body without a title is
// refused; description and text are optional.
func echoArticle(c echo.Context) error {
	var in Article
	if err := c.Bind(&in); err != nil {
		return err
	}
	if err := c.Validate(&in); err != nil {
		return echo.NewHTTPError(http.StatusUnprocessableEntity, err.Error())
	}
	return c.JSON(http.StatusCreated, in)
}

// Draft has no validate tags: echo accepts a body without any property.
type Draft struct {
	Title string `json:"title"`
	Text  string `json:"text"`
}

// echoDraft binds with echo: nothing is required.
func echoDraft(c echo.Context) error {
	var in Draft
	if err := c.Bind(&in); err != nil {
		return err
	}
	return c.JSON(http.StatusCreated, in)
}

// echoCreate refuses a note without an owner with echo's HTTP error.
func echoCreate(c echo.Context) error {
	var in Note
	if err := c.Bind(&in); err != nil {
		return err
	}
	if in.Owner == "" {
		return echo.NewHTTPError(http.StatusBadRequest, "owner is required")
	}
	return c.JSON(http.StatusCreated, in)
}

// echoSearch refuses a search without q.
func echoSearch(c echo.Context) error {
	q := c.QueryParam("q")
	if q == "" {
		return c.JSON(http.StatusBadRequest, map[string]string{"error": "q is required"})
	}
	return c.JSON(http.StatusOK, []Note{{Title: q}})
}
