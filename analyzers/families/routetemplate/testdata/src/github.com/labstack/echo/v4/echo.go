// Package echo is a stub of echo v4 (v4.16.0): the engine, group,
// handler and Context declarations mcpvet's route model reads, with the
// real names and signatures (Context holds only the methods used here;
// the real interface has many more). mcpvet knows echo's calls by their
// names and reads none of their bodies.
package echo

import (
	"fmt"
	"net/http"
)

// Context is a request's context.
type Context interface {
	Request() *http.Request
	Param(name string) string
	QueryParam(name string) string
	Get(key string) any
	Set(key string, val any)
	Bind(i any) error
	String(code int, s string) error
	JSON(code int, i any) error
	File(file string) error
	NoContent(code int) error
}

// HandlerFunc serves a request.
type HandlerFunc func(c Context) error

// MiddlewareFunc wraps a handler.
type MiddlewareFunc func(next HandlerFunc) HandlerFunc

// Route is a registered route.
type Route struct {
	Method string `json:"method"`
	Path   string `json:"path"`
	Name   string `json:"name"`
}

// HTTPError is an error with an HTTP status.
type HTTPError struct {
	Internal error `json:"-"`
	Message  any   `json:"message"`
	Code     int   `json:"-"`
}

func (he *HTTPError) Error() string { return fmt.Sprintf("code=%d, message=%v", he.Code, he.Message) }

func NewHTTPError(code int, message ...any) *HTTPError {
	he := &HTTPError{Code: code, Message: http.StatusText(code)}
	if len(message) > 0 {
		he.Message = message[0]
	}
	return he
}

// Echo is echo's engine.
type Echo struct {
	middleware []MiddlewareFunc
}

// Group is a group of routes under a prefix, with its middleware.
type Group struct {
	prefix     string
	middleware []MiddlewareFunc
	echo       *Echo
}

func New() (e *Echo) { return &Echo{} }

func (e *Echo) ServeHTTP(w http.ResponseWriter, r *http.Request) {}

func (e *Echo) Use(middleware ...MiddlewareFunc) { e.middleware = append(e.middleware, middleware...) }

func (e *Echo) DELETE(path string, h HandlerFunc, m ...MiddlewareFunc) *Route {
	return e.Add(http.MethodDelete, path, h, m...)
}
func (e *Echo) GET(path string, h HandlerFunc, m ...MiddlewareFunc) *Route {
	return e.Add(http.MethodGet, path, h, m...)
}
func (e *Echo) POST(path string, h HandlerFunc, m ...MiddlewareFunc) *Route {
	return e.Add(http.MethodPost, path, h, m...)
}
func (e *Echo) PUT(path string, h HandlerFunc, m ...MiddlewareFunc) *Route {
	return e.Add(http.MethodPut, path, h, m...)
}
func (e *Echo) Any(path string, handler HandlerFunc, middleware ...MiddlewareFunc) []*Route {
	return nil
}
func (e *Echo) Match(methods []string, path string, handler HandlerFunc, middleware ...MiddlewareFunc) []*Route {
	return nil
}
func (e *Echo) Add(method, path string, handler HandlerFunc, middleware ...MiddlewareFunc) *Route {
	return &Route{Method: method, Path: path}
}
func (e *Echo) Group(prefix string, m ...MiddlewareFunc) (g *Group) {
	return &Group{prefix: prefix, middleware: m, echo: e}
}

func (g *Group) Use(middleware ...MiddlewareFunc) { g.middleware = append(g.middleware, middleware...) }

func (g *Group) DELETE(path string, h HandlerFunc, m ...MiddlewareFunc) *Route {
	return g.Add(http.MethodDelete, path, h, m...)
}
func (g *Group) GET(path string, h HandlerFunc, m ...MiddlewareFunc) *Route {
	return g.Add(http.MethodGet, path, h, m...)
}
func (g *Group) POST(path string, h HandlerFunc, m ...MiddlewareFunc) *Route {
	return g.Add(http.MethodPost, path, h, m...)
}
func (g *Group) PUT(path string, h HandlerFunc, m ...MiddlewareFunc) *Route {
	return g.Add(http.MethodPut, path, h, m...)
}
func (g *Group) Any(path string, handler HandlerFunc, middleware ...MiddlewareFunc) []*Route {
	return nil
}
func (g *Group) Match(methods []string, path string, handler HandlerFunc, middleware ...MiddlewareFunc) []*Route {
	return nil
}
func (g *Group) Group(prefix string, middleware ...MiddlewareFunc) (sg *Group) {
	return &Group{prefix: g.prefix + prefix, middleware: append(g.middleware, middleware...), echo: g.echo}
}
func (g *Group) Add(method, path string, handler HandlerFunc, middleware ...MiddlewareFunc) *Route {
	return g.echo.Add(method, g.prefix+path, handler, append(g.middleware, middleware...)...)
}

// WrapHandler wraps an http.Handler as an echo handler.
func WrapHandler(h http.Handler) HandlerFunc {
	return func(c Context) error { return nil }
}
