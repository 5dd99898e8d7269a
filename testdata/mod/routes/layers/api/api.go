// Package api answers through package response's builder, and one of its
// handlers sets a path value itself before delegating.
package api

import (
	"net/http"
	"strconv"

	"fixtures/routes/layers/response"
)

// User is a user.
type User struct {
	ID   int    `json:"id"`
	Name string `json:"name"`
}

type handler struct{}

func (h *handler) userByID(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.Atoi(r.PathValue("userID"))
	if err != nil {
		response.NotFound(w, r)
		return
	}
	response.JSON(w, r, User{ID: id})
}

func (h *handler) userByName(w http.ResponseWriter, r *http.Request) {
	response.JSON(w, r, User{Name: r.PathValue("username")})
}

// lookup finds a user by ID or by name: it sets the path value the
// handler it delegates to reads. (ident is typed by the strconv.Atoi that
// tests it: a parse types its value even in a condition.)
func (h *handler) lookup(w http.ResponseWriter, r *http.Request) {
	ident := r.PathValue("ident")
	if _, err := strconv.Atoi(ident); err == nil {
		r.SetPathValue("userID", ident)
		h.userByID(w, r)
		return
	}
	r.SetPathValue("username", ident)
	h.userByName(w, r)
}

func (h *handler) create(w http.ResponseWriter, r *http.Request) {
	response.Created(w, r, User{})
}

func (h *handler) remove(w http.ResponseWriter, r *http.Request) {
	response.NoContent(w, r)
}

func (h *handler) starred(w http.ResponseWriter, r *http.Request) {
	if response.Has(r, "starred") {
		_ = response.Bool(r, "starred")
	}
}

func (h *handler) zipped(w http.ResponseWriter, r *http.Request) {
	response.Gzipped(w, []User{})
}

// Handler serves the users.
func Handler() http.Handler {
	h := &handler{}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /users/{ident}", h.lookup)          // want `route GET /users/{ident} handler=handler.lookup: not selected tool "handler_lookup" title="Lookup" desc="lookup finds a user by ID or by name: .*" input={"type":"object","properties":{"ident":{"type":"integer"}},"required":\["ident"\],"additionalProperties":false} output={"type":"object","description":"User is a user.","properties":{"id":{"type":"integer"},"name":{"type":"string"}},"required":\["id","name"\],"additionalProperties":false} status=\[200\]`
	mux.HandleFunc("GET /users/by-id/{userID}", h.userByID) // want `route GET /users/by-id/{userID} handler=handler.userByID: not selected tool .* input={"type":"object","properties":{"userID":{"type":"integer"}},"required":\["userID"\],"additionalProperties":false} output={"type":"object","description":"User is a user.","properties":{"id".* status=\[200\]`
	mux.HandleFunc("POST /users", h.create)                 // want `route POST /users handler=handler.create: not selected tool .* output={"type":"object","description":"User is a user.","properties":{"id".* status=\[201\]`
	mux.HandleFunc("DELETE /users/{ident}", h.remove)       // want `route DELETE /users/{ident} handler=handler.remove: not selected tool .* input={"type":"object","properties":{"ident":{"type":"string"}},"required":\["ident"\],"additionalProperties":false} status=\[204\]`
	mux.HandleFunc("GET /zipped", h.zipped)                 // want `route GET /zipped handler=handler.zipped: not selected tool .* text=\[\]User status=\[200\]`
	mux.HandleFunc("GET /starred", h.starred)               // want `route GET /starred handler=handler.starred: not selected tool .* input={"type":"object","properties":{"starred":{"type":"boolean"}},"additionalProperties":false}`
	return mux
}
