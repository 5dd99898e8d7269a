// Package render is a chi API written with github.com/go-chi/render: its
// binders are the body, its renderers and responders the response.
package render

import (
	"errors"
	"net/http"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/render"
)

// Article is an article.
type Article struct {
	ID    string `json:"id"`
	Title string `json:"title"`
}

// ArticleRequest is what an article is created from.
type ArticleRequest struct {
	*Article
}

func (a *ArticleRequest) Bind(r *http.Request) error {
	if a.Article == nil {
		return errors.New("missing article")
	}
	return nil
}

// ArticleResponse is an article as the API shows it.
type ArticleResponse struct {
	*Article
	Elapsed int64 `json:"elapsed"`
}

func (rd *ArticleResponse) Render(w http.ResponseWriter, r *http.Request) error { return nil }

// created is an article just created.
type created struct {
	ID string `json:"id"`
}

func (c *created) Render(w http.ResponseWriter, r *http.Request) error {
	render.Status(r, http.StatusCreated)
	return nil
}

// ErrResponse is an error renderer.
type ErrResponse struct {
	HTTPStatusCode int    `json:"-"`
	StatusText     string `json:"status"`
}

func (e *ErrResponse) Render(w http.ResponseWriter, r *http.Request) error {
	render.Status(r, e.HTTPStatusCode)
	return nil
}

// ErrInvalidRequest is a 400 as a renderer.
func ErrInvalidRequest(err error) render.Renderer {
	return &ErrResponse{HTTPStatusCode: 400, StatusText: "Invalid request."}
}

// ErrNotFound is a 404.
var ErrNotFound = &ErrResponse{HTTPStatusCode: 404, StatusText: "Resource not found."}

func getArticle(w http.ResponseWriter, r *http.Request) {
	id := chi.URLParam(r, "articleID")
	if id == "" {
		render.Render(w, r, ErrNotFound)
		return
	}
	if err := render.Render(w, r, &ArticleResponse{Article: &Article{ID: id}}); err != nil {
		render.Render(w, r, ErrInvalidRequest(err))
		return
	}
}

func createArticle(w http.ResponseWriter, r *http.Request) {
	data := &ArticleRequest{}
	if err := render.Bind(r, data); err != nil {
		render.Render(w, r, ErrInvalidRequest(err))
		return
	}
	render.Render(w, r, &created{ID: data.ID})
}

func updateArticle(w http.ResponseWriter, r *http.Request) {
	var in Article
	if err := render.DecodeJSON(r.Body, &in); err != nil {
		render.Status(r, http.StatusBadRequest)
		render.PlainText(w, r, err.Error())
		return
	}
	render.Status(r, http.StatusAccepted)
	render.Respond(w, r, in)
}

func deleteArticle(w http.ResponseWriter, r *http.Request) {
	_ = chi.URLParam(r, "articleID")
	render.NoContent(w, r)
}

func listArticles(w http.ResponseWriter, r *http.Request) {
	render.JSON(w, r, []Article{})
}

func Routes() http.Handler {
	r := chi.NewRouter()
	r.Get("/articles", listArticles)                 // want `route GET /articles handler=listArticles: not selected tool "listArticles" .* text=\[\]Article status=\[200\]`
	r.Post("/articles", createArticle)               // want `route POST /articles handler=createArticle: not selected tool "createArticle" .* input={"type":"object","properties":{"body":{"type":"object","properties":{"id":{"type":"string"},"title":{"type":"string"}},"required":\["id","title"\],"additionalProperties":false}},"required":\["body"\],"additionalProperties":false} output={"type":"object","description":"created is an article just created.","properties":{"id":{"type":"string"}},"required":\["id"\],"additionalProperties":false} status=\[201\]`
	r.Get("/articles/{articleID}", getArticle)       // want `route GET /articles/{articleID} handler=getArticle: not selected tool "getArticle" .* output={"type":"object","description":"ArticleResponse is an article as the API shows it.","properties":{"id":{"type":"string"},"title":{"type":"string"},"elapsed":{"type":"integer"}},"required":\["elapsed"\],"additionalProperties":false} status=\[200\]`
	r.Put("/articles/{articleID}", updateArticle)    // want `route PUT /articles/{articleID} handler=updateArticle: not selected tool "updateArticle" .* input={"type":"object","properties":{"articleID":{"type":"string"},"body":{"type":"object","properties":{"id":{"type":"string"},"title":{"type":"string"}},"required":\["id","title"\],"additionalProperties":false}},"required":\["articleID","body"\],"additionalProperties":false} output={"type":"object","description":"Article is an article.".* status=\[202\]`
	r.Delete("/articles/{articleID}", deleteArticle) // want `route DELETE /articles/{articleID} handler=deleteArticle: not selected tool "deleteArticle" .* status=\[204\]`
	return r
}
