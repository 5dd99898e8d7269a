// Package chi registers routes with github.com/go-chi/chi/v5: method
// routes, Method(Func), Route and Group callbacks, With, Mount of a
// sub-router and of a plain handler, regexp parameters, chi.URLParam and
// r.PathValue, and the patterns net/http cannot say.
package chi

import (
	"encoding/json"
	"net/http"
	"strconv"

	"github.com/go-chi/chi/v5"
)

type Item struct {
	ID   int    `json:"id"`
	Name string `json:"name"`
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

func listItems(w http.ResponseWriter, r *http.Request) {
	_ = r.URL.Query().Get("q")
	writeJSON(w, http.StatusOK, []Item{})
}

func getItem(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.Atoi(chi.URLParam(r, "id"))
	if err != nil {
		http.Error(w, "bad id", http.StatusBadRequest)
		return
	}
	writeJSON(w, http.StatusOK, Item{ID: id})
}

func createItem(w http.ResponseWriter, r *http.Request) {
	var in Item
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		http.Error(w, "bad item", http.StatusBadRequest)
		return
	}
	writeJSON(w, http.StatusCreated, in)
}

func deleteItem(w http.ResponseWriter, r *http.Request) {
	_ = r.PathValue("id") // chi fills r.PathValue too
	w.WriteHeader(http.StatusNoContent)
}

func health(w http.ResponseWriter, r *http.Request) {}

func getTag(w http.ResponseWriter, r *http.Request)  { _ = chi.URLParam(r, "slug") }
func getWord(w http.ResponseWriter, r *http.Request) { _ = chi.URLParam(r, "w") }
func files(w http.ResponseWriter, r *http.Request)   {}
func byDate(w http.ResponseWriter, r *http.Request)  {}
func audit(next http.Handler) http.Handler           { return next }

func users() chi.Router {
	r := chi.NewRouter()
	r.Get("/{userID:[0-9]+}", getUser) // want `route GET /api/users/{userID} via "/api" \(chi Route\) > "/users" \(chi Mount\) handler=getUser: not selected tool "getUser" .*input={"type":"object","properties":{"userID":{"type":"integer"` `route GET /accounts/{userID} via "/accounts" \(chi Mount\) handler=getUser: not selected`
	return r
}

func getUser(w http.ResponseWriter, r *http.Request) {
	_, _ = strconv.ParseInt(chi.URLParam(r, "userID"), 10, 64)
}

func listOrders(w http.ResponseWriter, r *http.Request) {}

// registerOrders registers on the router it is given: its routes are
// served under that router's mounts.
func registerOrders(r chi.Router) {
	r.Get("/orders", listOrders) // want `route GET /api/orders via "/api" \(chi Route\) handler=listOrders: not selected`
}

func report(w http.ResponseWriter, r *http.Request) {}

// routerOf returns a router it is given, or another: not followed.
func routerOf(r chi.Router) chi.Router {
	if r == nil {
		return chi.NewRouter()
	}
	return r
}

// Register is called from no router of this package: another package may
// mount what it registers under a prefix, so its paths are only known
// there; its fact carries them (testdata/mod/routes/xpkg).
func Register(r chi.Router) {
	r.Get("/reports", report) // want `route GET /reports handler=report: skipped: its router is a parameter of the exported func Register, which nothing in this package fills: the package that passes it a router serves it, at a path only known there`
}

// v2 is a func value: the Route call that mounts it is not followed.
var v2 = func(r chi.Router) {
	r.Get("/version", health) // want `route GET /version handler=health: refused: its router is a parameter of a func literal, and no router of this package is passed to it`
}

func Routes() http.Handler {
	r := chi.NewRouter()
	r.Get("/health", health) // want `route GET /health handler=health: not selected`
	// A string value its regexp constrains: the schema says the pattern.
	r.Get("/tags/{slug:[a-z-]+}", getTag) // want `route GET /tags/{slug} handler=getTag: not selected tool "getTag" .*input={"type":"object","properties":{"slug":{"type":"string","pattern":"\^\(\?:\[a-z-\]\+\)\$"}}`
	// One that is not the same in Go and ECMA-262: left out.
	r.Get("/words/{w:(?i)[a-z]+}", getWord) // want `route GET /words/{w} handler=getWord: not selected tool "getWord" .*input={"type":"object","properties":{"w":{"type":"string"}}`
	r.Route("/v2", v2)
	r.Route("/api", func(r chi.Router) {
		r.Route("/items", func(r chi.Router) {
			r.Get("/", listItems)                     // want `route GET /api/items via "/api" \(chi Route\) > "/items" \(chi Route\) handler=listItems: not selected tool "listItems" .*"q":{"type":"string"}`
			r.Post("/", createItem)                   // want `route POST /api/items via .* handler=createItem: not selected tool "createItem" .*"body":.* status=\[201\]`
			r.Get("/{id}", getItem)                   // want `route GET /api/items/{id} via .* handler=getItem: not selected tool "getItem" .*"id":{"type":"integer".*output={"type":"object","properties":{"id":`
			r.With(audit).Delete("/{id}", deleteItem) // want `route DELETE /api/items/{id} via .* handler=deleteItem: not selected tool "deleteItem" .*status=\[204\]`
		})
		r.Group(func(r chi.Router) {
			r.MethodFunc("patch", "/items/{id}", getItem) // want `route PATCH /api/items/{id} via "/api" \(chi Route\) handler=getItem: not selected`
		})
		r.Mount("/users", users())
		registerOrders(r)
	})
	// Routers held in variables: the sub-router Route returns, With's
	// router, and the router a func returns.
	ops := r.Route("/ops", func(r chi.Router) {})
	ops.Get("/status", health) // want `route GET /ops/status via "/ops" \(chi Route\) handler=health: not selected`
	admin := r.With(audit)
	admin.Get("/admin/ping", health) // want `route GET /admin/ping handler=health: not selected`
	accounts := users()
	r.Mount("/accounts", accounts)
	routerOf(r).Get("/far", health)                    // want `route GET /far handler=health: refused: mcpvet cannot tell which router it is registered on, so where that router is mounted is not known`
	r.Handle("/files/*", http.HandlerFunc(files))      // want `route /files/ handler=files: refused: the pattern "/files/\*" serves every method, and a tool calls one: register it with the method \(r.Get, r.Post, ...\); "/files/\*" is a subtree pattern`
	r.Mount("/static", http.FileServer(http.Dir("."))) // want `route /static/: refused: the pattern "/static" serves every method, .*; its handler http.FileServer\(http.Dir\("."\)\) cannot be resolved statically`
	r.Get("/days/{month}-{day}", byDate)               // want `route GET /days/{month}-{day} handler=byDate: refused: its pattern is not valid: the parameter {month} is only part of a path segment`
	return r
}

// Served wraps the router in a ServeMux at "/": the mount is not a route,
// and the paths stay what chi sees.
func Served() *http.ServeMux {
	mux := http.NewServeMux()
	mux.Handle("/", Routes())
	return mux
}

// Stripped serves a chi router under http.StripPrefix: its routes see
// shortened paths, which mcpvet does not follow into chi.
func Stripped() *http.ServeMux {
	sub := chi.NewRouter()
	sub.Get("/x", health) // want `route GET /x handler=health: refused: its router is served under http.StripPrefix, which mcpvet does not follow into chi`
	mux := http.NewServeMux()
	mux.Handle("/v1/", http.StripPrefix("/v1", sub))
	return mux
}
