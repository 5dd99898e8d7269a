// Package chi is a stub of chi v5 (v5.5.0): Router, Mux, NewRouter and
// URLParam, with the real names and signatures. mcpvet knows chi's calls
// by their names and reads none of their bodies.
package chi

import "net/http"

// Router is chi's routing interface.
type Router interface {
	http.Handler

	Use(middlewares ...func(http.Handler) http.Handler)
	With(middlewares ...func(http.Handler) http.Handler) Router
	Group(fn func(r Router)) Router
	Route(pattern string, fn func(r Router)) Router
	Mount(pattern string, h http.Handler)

	Handle(pattern string, h http.Handler)
	HandleFunc(pattern string, h http.HandlerFunc)
	Method(method, pattern string, h http.Handler)
	MethodFunc(method, pattern string, h http.HandlerFunc)

	Connect(pattern string, h http.HandlerFunc)
	Delete(pattern string, h http.HandlerFunc)
	Get(pattern string, h http.HandlerFunc)
	Head(pattern string, h http.HandlerFunc)
	Options(pattern string, h http.HandlerFunc)
	Patch(pattern string, h http.HandlerFunc)
	Post(pattern string, h http.HandlerFunc)
	Put(pattern string, h http.HandlerFunc)
	Trace(pattern string, h http.HandlerFunc)
}

// Mux is chi's router.
type Mux struct {
	middlewares []func(http.Handler) http.Handler
}

func NewMux() *Mux { return &Mux{} }

func NewRouter() *Mux { return NewMux() }

// URLParam returns the URL parameter key of the request's route.
func URLParam(r *http.Request, key string) string { return "" }

func (mx *Mux) ServeHTTP(w http.ResponseWriter, r *http.Request) {}

func (mx *Mux) Use(middlewares ...func(http.Handler) http.Handler) {
	mx.middlewares = append(mx.middlewares, middlewares...)
}
func (mx *Mux) With(middlewares ...func(http.Handler) http.Handler) Router {
	return &Mux{middlewares: append(mx.middlewares, middlewares...)}
}
func (mx *Mux) Group(fn func(r Router)) Router {
	im := mx.With()
	if fn != nil {
		fn(im)
	}
	return im
}
func (mx *Mux) Route(pattern string, fn func(r Router)) Router {
	subRouter := NewRouter()
	fn(subRouter)
	mx.Mount(pattern, subRouter)
	return subRouter
}
func (mx *Mux) Mount(pattern string, handler http.Handler)                    {}
func (mx *Mux) Handle(pattern string, handler http.Handler)                   {}
func (mx *Mux) HandleFunc(pattern string, handlerFn http.HandlerFunc)         {}
func (mx *Mux) Method(method, pattern string, handler http.Handler)           {}
func (mx *Mux) MethodFunc(method, pattern string, handlerFn http.HandlerFunc) {}
func (mx *Mux) Connect(pattern string, handlerFn http.HandlerFunc)            {}
func (mx *Mux) Delete(pattern string, handlerFn http.HandlerFunc)             {}
func (mx *Mux) Get(pattern string, handlerFn http.HandlerFunc)                {}
func (mx *Mux) Head(pattern string, handlerFn http.HandlerFunc)               {}
func (mx *Mux) Options(pattern string, handlerFn http.HandlerFunc)            {}
func (mx *Mux) Patch(pattern string, handlerFn http.HandlerFunc)              {}
func (mx *Mux) Post(pattern string, handlerFn http.HandlerFunc)               {}
func (mx *Mux) Put(pattern string, handlerFn http.HandlerFunc)                {}
func (mx *Mux) Trace(pattern string, handlerFn http.HandlerFunc)              {}
