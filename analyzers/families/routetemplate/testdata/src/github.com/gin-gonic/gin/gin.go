// Package gin is a stub of gin (v1.12.0): the router, group, handler and
// Context declarations mcpvet's route model reads, with the real names
// and signatures. mcpvet knows gin's calls by their names (the routes,
// internal/knowledge's table of Context methods) and reads none of their
// bodies.
package gin

import "net/http"

// H is a shortcut for map[string]any.
type H map[string]any

// HandlerFunc is a handler or a middleware.
type HandlerFunc func(*Context)

// HandlersChain is a list of handlers.
type HandlersChain []HandlerFunc

// OptionFunc configures an Engine.
type OptionFunc func(*Engine)

// Params are a route's path parameters.
type Params []Param

// Param is one path parameter.
type Param struct {
	Key   string
	Value string
}

// ByName returns the value of the parameter named name.
func (ps Params) ByName(name string) (va string) {
	for _, p := range ps {
		if p.Key == name {
			return p.Value
		}
	}
	return ""
}

// ResponseWriter is gin's response writer (the real one has more
// methods: Hijacker, Flusher, Size, WriteString, ...).
type ResponseWriter interface {
	http.ResponseWriter
	Status() int
	Written() bool
}

// Context is a request's context.
type Context struct {
	Request *http.Request
	Writer  ResponseWriter
	Params  Params
}

func (c *Context) Next()                                 {}
func (c *Context) Abort()                                {}
func (c *Context) AbortWithStatus(code int)              {}
func (c *Context) AbortWithStatusJSON(code int, obj any) {}
func (c *Context) Param(key string) string               { return c.Params.ByName(key) }
func (c *Context) Query(key string) (value string)       { return "" }
func (c *Context) DefaultQuery(key, defaultValue string) string {
	return defaultValue
}
func (c *Context) GetHeader(key string) string                   { return "" }
func (c *Context) Bind(obj any) error                            { return nil }
func (c *Context) BindJSON(obj any) error                        { return nil }
func (c *Context) ShouldBind(obj any) error                      { return nil }
func (c *Context) ShouldBindJSON(obj any) error                  { return nil }
func (c *Context) ShouldBindQuery(obj any) error                 { return nil }
func (c *Context) ShouldBindUri(obj any) error                   { return nil }
func (c *Context) Status(code int)                               {}
func (c *Context) JSON(code int, obj any)                        {}
func (c *Context) String(code int, format string, values ...any) {}

// IRouter is a router that makes groups.
type IRouter interface {
	IRoutes
	Group(string, ...HandlerFunc) *RouterGroup
}

// IRoutes registers routes.
type IRoutes interface {
	Use(...HandlerFunc) IRoutes

	Handle(string, string, ...HandlerFunc) IRoutes
	Any(string, ...HandlerFunc) IRoutes
	GET(string, ...HandlerFunc) IRoutes
	POST(string, ...HandlerFunc) IRoutes
	DELETE(string, ...HandlerFunc) IRoutes
	PATCH(string, ...HandlerFunc) IRoutes
	PUT(string, ...HandlerFunc) IRoutes
	OPTIONS(string, ...HandlerFunc) IRoutes
	HEAD(string, ...HandlerFunc) IRoutes
	Match([]string, string, ...HandlerFunc) IRoutes

	StaticFile(string, string) IRoutes
	StaticFileFS(string, string, http.FileSystem) IRoutes
	Static(string, string) IRoutes
	StaticFS(string, http.FileSystem) IRoutes
}

// RouterGroup is a group of routes under a path, with its middleware.
type RouterGroup struct {
	Handlers HandlersChain
	basePath string
	engine   *Engine
	root     bool
}

// Engine is gin's router: a group, the root one.
type Engine struct {
	RouterGroup
}

func New(opts ...OptionFunc) *Engine {
	e := &Engine{RouterGroup: RouterGroup{basePath: "/", root: true}}
	e.RouterGroup.engine = e
	return e
}

func Default(opts ...OptionFunc) *Engine { return New(opts...) }

func (engine *Engine) Use(middleware ...HandlerFunc) IRoutes {
	engine.RouterGroup.Use(middleware...)
	return engine
}

func (engine *Engine) ServeHTTP(w http.ResponseWriter, req *http.Request) {}

func (group *RouterGroup) Use(middleware ...HandlerFunc) IRoutes { return group }

func (group *RouterGroup) Group(relativePath string, handlers ...HandlerFunc) *RouterGroup {
	return &RouterGroup{Handlers: append(group.Handlers, handlers...), basePath: group.basePath + relativePath, engine: group.engine}
}

func (group *RouterGroup) Handle(httpMethod, relativePath string, handlers ...HandlerFunc) IRoutes {
	return group
}
func (group *RouterGroup) POST(relativePath string, handlers ...HandlerFunc) IRoutes    { return group }
func (group *RouterGroup) GET(relativePath string, handlers ...HandlerFunc) IRoutes     { return group }
func (group *RouterGroup) DELETE(relativePath string, handlers ...HandlerFunc) IRoutes  { return group }
func (group *RouterGroup) PATCH(relativePath string, handlers ...HandlerFunc) IRoutes   { return group }
func (group *RouterGroup) PUT(relativePath string, handlers ...HandlerFunc) IRoutes     { return group }
func (group *RouterGroup) OPTIONS(relativePath string, handlers ...HandlerFunc) IRoutes { return group }
func (group *RouterGroup) HEAD(relativePath string, handlers ...HandlerFunc) IRoutes    { return group }
func (group *RouterGroup) Any(relativePath string, handlers ...HandlerFunc) IRoutes     { return group }
func (group *RouterGroup) Match(methods []string, relativePath string, handlers ...HandlerFunc) IRoutes {
	return group
}
func (group *RouterGroup) StaticFile(relativePath, filepath string) IRoutes { return group }
func (group *RouterGroup) StaticFileFS(relativePath, filepath string, fs http.FileSystem) IRoutes {
	return group
}
func (group *RouterGroup) Static(relativePath, root string) IRoutes                 { return group }
func (group *RouterGroup) StaticFS(relativePath string, fs http.FileSystem) IRoutes { return group }

// WrapF wraps an http.HandlerFunc as a gin handler.
func WrapF(f http.HandlerFunc) HandlerFunc {
	return func(c *Context) { f(c.Writer, c.Request) }
}

// WrapH wraps an http.Handler as a gin handler.
func WrapH(h http.Handler) HandlerFunc {
	return func(c *Context) { h.ServeHTTP(c.Writer, c.Request) }
}
