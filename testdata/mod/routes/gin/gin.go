// Package gin registers routes with github.com/gin-gonic/gin: method
// routes, Handle and Any, groups nested, held in variables and passed to
// funcs, Use, middleware before the handler, :id and *path, and what each
// handler reads and writes through *gin.Context.
package gin

import (
	"net/http"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/gin-gonic/gin/binding"
)

type Item struct {
	ID   int    `json:"id"`
	Name string `json:"name"`
}

// NewItem is bound by gin, which validates it with its binding tags:
// name is required, note is not (gin accepts a body without it, although
// it has no omitempty).
type NewItem struct {
	Name string   `json:"name" binding:"required"`
	Note string   `json:"note"`
	Tags []string `json:"tags,omitempty"`
}

func auth(c *gin.Context) { c.Next() }

func listItems(c *gin.Context) {
	_ = c.Query("q")
	limit, _ := strconv.Atoi(c.DefaultQuery("limit", "20"))
	_ = limit
	_ = c.QueryArray("tag")
	c.JSON(http.StatusOK, []Item{})
}

func getItem(c *gin.Context) {
	id, err := strconv.Atoi(c.Param("id"))
	if err != nil {
		c.AbortWithStatusJSON(http.StatusBadRequest, gin.H{"error": "bad id"})
		return
	}
	if id == 0 {
		c.JSON(http.StatusNotFound, gin.H{"error": "not found"})
		return
	}
	c.JSON(http.StatusOK, Item{ID: id})
}

func createItem(c *gin.Context) {
	var in NewItem
	if err := c.ShouldBindJSON(&in); err != nil {
		c.AbortWithStatus(http.StatusBadRequest)
		return
	}
	c.IndentedJSON(http.StatusCreated, Item{Name: in.Name})
}

func deleteItem(c *gin.Context) {
	_, _ = strconv.ParseInt(c.Param("id"), 10, 64)
	c.Status(http.StatusNoContent)
}

func file(c *gin.Context) { c.String(http.StatusOK, "%s", c.Param("path")) }

func echoAll(c *gin.Context) {}

// bind binds with the binding the request asks for: JSON for a tool.
func bind(c *gin.Context, obj any) error {
	return c.ShouldBindWith(obj, binding.Default(c.Request.Method, c.ContentType()))
}

func createWith(c *gin.Context) {
	var q struct {
		Page int `form:"page"`
	}
	_ = c.ShouldBindWith(&q, binding.Query) // the query's page, not the body
	var in NewItem
	if err := bind(c, &in); err != nil {
		return
	}
	c.JSON(http.StatusCreated, Item{Name: in.Name})
}

// ListParams are bound from the query by their form tags: what a list
// handler reads with ShouldBindQuery.
type ListParams struct {
	Limit  int       `form:"limit" binding:"required,min=1"`
	Since  time.Time `form:"since"`
	Tags   []string  `form:"tag"`
	Secret string    `form:"-"`
	Paging
}

// Paging is embedded: its fields are the query's too.
type Paging struct {
	Cursor *string `form:"cursor"`
	Desc   bool
}

func search(c *gin.Context) {
	var p ListParams
	if err := c.ShouldBindQuery(&p); err != nil {
		c.AbortWithStatus(http.StatusBadRequest)
		return
	}
	c.JSON(http.StatusOK, []Item{})
}

// Filter is bound with ShouldBind, which picks the binding by the
// method: on a GET the query by the form tags (its binding tags still
// validate), on a POST the JSON body a tool sends.
type Filter struct {
	Owner string `form:"owner" json:"owner" binding:"required"`
	Page  int    `form:"page" json:"page"`
}

func filter(c *gin.Context) {
	var f Filter
	if err := c.ShouldBind(&f); err != nil {
		c.AbortWithStatus(http.StatusBadRequest)
		return
	}
	c.JSON(http.StatusOK, []Item{})
}

// filterDefault binds with the binding ShouldBind would pick, by name.
func filterDefault(c *gin.Context) {
	var f Filter
	if err := c.ShouldBindWith(&f, binding.Default(c.Request.Method, c.ContentType())); err != nil {
		c.AbortWithStatus(http.StatusBadRequest)
		return
	}
	c.JSON(http.StatusOK, []Item{})
}

func pageOf(c *gin.Context) {
	var p struct {
		Page int `form:"page"`
	}
	c.MustBindWith(&p, binding.Form)
	c.JSON(http.StatusOK, []Item{})
}

type itemURI struct {
	ID int `uri:"id" binding:"required"`
}

func getByURI(c *gin.Context) {
	var u itemURI
	if err := c.ShouldBindUri(&u); err != nil {
		c.AbortWithStatus(http.StatusBadRequest)
		return
	}
	c.JSON(http.StatusOK, Item{ID: u.ID})
}

// withID parses the path value name and hands it to fn: the handler's
// work is in the func literal it is given (a common idiom).
func withID(c *gin.Context, name string, fn func(id uint)) {
	id, err := strconv.ParseUint(c.Param(name), 10, 64)
	if err != nil {
		c.AbortWithStatusJSON(http.StatusBadRequest, gin.H{"error": "bad " + name})
		return
	}
	fn(uint(id))
}

func updateItem(c *gin.Context) {
	withID(c, "id", func(id uint) {
		var in NewItem
		if err := c.Bind(&in); err != nil {
			return
		}
		c.JSON(http.StatusOK, Item{ID: int(id), Name: in.Name})
	})
}

// byKind holds handlers picked at run time.
var byKind = map[string]gin.HandlerFunc{"item": getItem}

// dispatch calls the handler the query names: a func value.
func dispatch(c *gin.Context) { byKind[c.Query("kind")](c) }

// hooks holds a func the server sets at start-up.
type hooks struct{ onUpdate func(id uint) }

var hk hooks

// patchHooked hands withID a func it cannot resolve.
func patchHooked(c *gin.Context) { withID(c, "id", hk.onUpdate) }

// each calls fn with the context: a helper that hands its func on.
func each(c *gin.Context, fn func(*gin.Context)) { run(fn, c) }

func run(fn func(*gin.Context), c *gin.Context) { fn(c) }

func stockOf(c *gin.Context) { c.JSON(http.StatusOK, Item{}) }

func stock(c *gin.Context) { each(c, stockOf) }

// ws upgrades to a websocket: gin's writer is hijacked.
func ws(c *gin.Context) {
	conn, _, err := c.Writer.Hijack()
	if err != nil {
		c.AbortWithStatus(http.StatusBadRequest)
		return
	}
	conn.Close()
}

func logo(c *gin.Context) { c.File("static/logo.png") }

func oidcLogin(c *gin.Context) { c.Redirect(http.StatusFound, "https://idp.example/authorize") }

// stored is the record an update starts from.
func stored(id string) NewItem { return NewItem{Name: "stored " + id} }

// updateNote binds the body over the stored record: gin's validation sees
// the stored name when the body has none, so nothing is required.
func updateNote(c *gin.Context) {
	in := stored(c.Param("id"))
	if err := c.ShouldBindJSON(&in); err != nil {
		c.AbortWithStatus(http.StatusBadRequest)
		return
	}
	c.JSON(http.StatusOK, Item{Name: in.Name})
}

// respond is a helper handed the context: what it writes is the
// caller's response.
func respond(c *gin.Context, code int, v any) { c.PureJSON(code, v) }

func version(c *gin.Context) { respond(c, http.StatusOK, Item{}) }

// Handlers are the methods of a type, in the gin style.
type Handlers struct{}

// Put replaces an item.
func (Handlers) Put(c *gin.Context) {
	var in Item
	_ = c.BindJSON(&in)
	c.JSON(http.StatusOK, in)
}

// factory returns the handler: a closure. It builds the handlers of two
// routes, so their tools are named for their routes, not for it.
func factory(prefix string) gin.HandlerFunc {
	return func(c *gin.Context) { c.JSON(http.StatusOK, prefix) }
}

func registerAdmin(g *gin.RouterGroup) {
	g.GET("/stats", version) // want `route GET /api/v1/admin/stats via "/api" \(gin Group\) > "/v1" \(gin Group\) > "/admin" \(gin Group\) handler=version: not selected tool "version" .* output={"type":"object".*`
}

func Router() *gin.Engine {
	r := gin.New()
	r.Use(gin.Recovery())
	r.GET("/health", func(c *gin.Context) { c.Status(http.StatusOK) }) // want `route GET /health handler=a func literal: not selected tool "get_health" .* status=\[200\] hints=readOnly,idempotent scope=Read`
	api := r.Group("/api")
	api.Use(auth)
	v1 := api.Group("/v1")
	{
		v1.GET("/items", listItems)                    // want `route GET /api/v1/items via "/api" \(gin Group\) > "/v1" \(gin Group\) handler=listItems: not selected tool "listItems" title="List items" desc="Calls GET /api/v1/items." input={"type":"object","properties":{"q":{"type":"string"},"limit":{"type":"integer"},"tag":{"type":"array","items":{"type":"string"}}},"additionalProperties":false} text=\[\]Item status=\[200\] hints=readOnly,idempotent scope=Read`
		v1.GET("/items/:id", auth, getItem)            // want `route GET /api/v1/items/{id} via "/api" \(gin Group\) > "/v1" \(gin Group\) handler=getItem: not selected tool "getItem" title="Get item" desc="Calls GET /api/v1/items/{id}." input={"type":"object","properties":{"id":{"type":"integer"}},"required":\["id"\],"additionalProperties":false} output={"type":"object","properties":{"id":{"type":"integer"},"name":{"type":"string"}},"required":\["id","name"\],"additionalProperties":false} status=\[200\] hints=readOnly,idempotent scope=Read`
		v1.POST("/items", createItem)                  // want `route POST /api/v1/items via .* handler=createItem: not selected tool "createItem" .*input={"type":"object","properties":{"body":{"type":"object","properties":{"name":{"type":"string"},"note":{"type":"string"},"tags":{"type":"array","items":{"type":"string"}}},"required":\["name"\],"additionalProperties":false}},"required":\["body"\],"additionalProperties":false} output=.* status=\[201\] hints=none scope=Write`
		v1.DELETE("/items/:id", deleteItem)            // want `route DELETE /api/v1/items/{id} via .* handler=deleteItem: not selected tool "deleteItem" .*"id":{"type":"integer"}.* status=\[204\] hints=destructive,idempotent scope=Delete`
		v1.Handle("PUT", "/items/:id", Handlers{}.Put) // want `route PUT /api/v1/items/{id} via .* handler=Handlers.Put: not selected tool "Handlers_Put" title="Put" desc="Put replaces an item.".* hints=destructive,idempotent scope=Write`
		v1.GET("/files/*path", file)                   // want `route GET /api/v1/files/{path...} via .* handler=file: not selected tool "file" .*input={"type":"object","properties":{"path":{"type":"string"}},"required":\["path"\],"additionalProperties":false} text\(a success path writes a body that is not JSON of a known type\) status=\[200\] hints=readOnly,idempotent scope=Read multi=path`
		v1.GET("/prefix", factory("p"))                // want `route GET /api/v1/prefix via .* handler=factory: not selected tool "get_api_v1_prefix" title="Get api v1 prefix" desc="factory returns the handler: a closure. It builds the handlers of two routes, so their tools are named for their routes, not for it." input={"type":"object","additionalProperties":false} text=string status=\[200\]`
		v1.GET("/other", factory("o"))                 // want `route GET /api/v1/other via .* handler=factory: not selected tool "get_api_v1_other" title="Get api v1 other"`
		v1.POST("/bound", createWith)                  // want `route POST /api/v1/bound via .* handler=createWith: not selected tool "createWith" .*input={"type":"object","properties":{"page":{"type":"integer"},"body":{"type":"object","properties":{"name":{"type":"string"},"note":{"type":"string"},"tags":{"type":"array","items":{"type":"string"}}},"required":\["name"\],"additionalProperties":false}},"required":\["body"\],"additionalProperties":false} output=.* status=\[201\]`
		v1.GET("/search", search)                      // want `route GET /api/v1/search via .* handler=search: not selected tool "search" .*input={"type":"object","properties":{"limit":{"type":"integer"},"since":{"type":"string"},"tag":{"type":"array","items":{"type":"string"}},"cursor":{"type":"string"},"Desc":{"type":"boolean"}},"required":\["limit"\],"additionalProperties":false} text=\[\]Item`
		v1.GET("/filter", filter)                      // want `route GET /api/v1/filter via .* handler=filter: not selected tool "filter" .*input={"type":"object","properties":{"owner":{"type":"string"},"page":{"type":"integer"}},"required":\["owner"\],"additionalProperties":false} text=\[\]Item`
		v1.POST("/filter", filter)                     // want `route POST /api/v1/filter via .* handler=filter: not selected tool "filter" .*input={"type":"object","properties":{"body":{"type":"object","properties":{"owner":{"type":"string"},"page":{"type":"integer"}},"required":\["owner"\],"additionalProperties":false}},"required":\["body"\],"additionalProperties":false} text=\[\]Item`
		v1.GET("/filter-default", filterDefault)       // want `route GET /api/v1/filter-default via .* handler=filterDefault: not selected tool "filterDefault" .*input={"type":"object","properties":{"owner":{"type":"string"},"page":{"type":"integer"}},"required":\["owner"\],"additionalProperties":false} text=\[\]Item`
		v1.GET("/pages", pageOf)                       // want `route GET /api/v1/pages via .* handler=pageOf: not selected tool "pageOf" .*input={"type":"object","properties":{"page":{"type":"integer"}},"additionalProperties":false} text=\[\]Item`
		v1.GET("/by-uri/:id", getByURI)                // want `route GET /api/v1/by-uri/{id} via .* handler=getByURI: not selected tool "getByURI" .*input={"type":"object","properties":{"id":{"type":"integer"}},"required":\["id"\],"additionalProperties":false} output=`
		v1.PATCH("/items/:id", updateItem)             // want `route PATCH /api/v1/items/{id} via .* handler=updateItem: not selected tool "updateItem" .*input={"type":"object","properties":{"id":{"type":"integer","minimum":0},"body":{"type":"object","properties":{"name":{"type":"string"},"note":{"type":"string"},"tags":{"type":"array","items":{"type":"string"}}},"required":\["name"\],"additionalProperties":false}},"required":\["id","body"\],"additionalProperties":false} output={"type":"object","properties":{"id":{"type":"integer"},"name":{"type":"string"}},"required":\["id","name"\],"additionalProperties":false} status=\[200\]`
		v1.GET("/stock", stock)                        // want `route GET /api/v1/stock via .* handler=stock: not selected tool "stock" .*output={"type":"object","properties":{"id":{"type":"integer"},"name":{"type":"string"}},"required":\["id","name"\],"additionalProperties":false} status=\[200\]`
		v1.GET("/ws", ws)                              // want `route GET /api/v1/ws via .* handler=ws: refused: its handler is no API call: it takes the connection over`
		v1.GET("/logo", logo)                          // want `route GET /api/v1/logo via .* handler=logo: refused: its handler is no API call: it serves a file`
		v1.GET("/login", oidcLogin)                    // want `route GET /api/v1/login via .* handler=oidcLogin: refused: its handler is no API call: it only redirects`
		v1.GET("/dispatch", dispatch)                  // want `route GET /api/v1/dispatch via .* handler=dispatch: refused: mcpvet cannot follow the handler into byKind\[c.Query\("kind"\)\], a func value: what it reads from the request and writes there is only known at run time`
		v1.PATCH("/hooked/:id", patchHooked)           // want `route PATCH /api/v1/hooked/{id} via .* handler=patchHooked: refused: mcpvet cannot follow the handler into hk.onUpdate, a func value handed to withID`
		v1.PUT("/notes/:id", updateNote)               // want `route PUT /api/v1/notes/{id} via .* handler=updateNote: not selected tool "updateNote" .*input={"type":"object","properties":{"id":{"type":"string"},"body":{"type":"object","properties":{"name":{"type":"string"},"note":{"type":"string"},"tags":{"type":"array","items":{"type":"string"}}},"additionalProperties":false}},"required":\["id","body"\],"additionalProperties":false}`
		registerAdmin(v1.Group("/admin"))
	}
	r.Any("/echo", echoAll)                                       // want `route /echo handler=echoAll: refused: the route "/echo" \(Any\) serves every method, and a tool calls one: register it with the method \(r.GET, r.POST, ...\)`
	r.Match([]string{http.MethodGet, "POST"}, "/status", version) // want `route GET /status handler=version: not selected tool "version"` `route POST /status handler=version: not selected tool "version"`
	methods := []string{"GET"}
	r.Match(methods, "/some", version)  // want `route /some handler=version: refused: its method methods is not a compile-time constant`
	r.GET("/", version)                 // want `route GET /{\$} handler=version: not selected`
	r.Group("/dir").GET("/", version)   // want `route GET /dir/{\$} via "/dir" \(gin Group\) handler=version: not selected`
	r.GET("/days/:month-:day", version) // want `route GET /days/:month-:day handler=version: refused: its pattern is not valid: the segment ":month-:day" holds more than one parameter, which a net/http pattern cannot say`
	return r
}

// Mount registers on the router it is given, which nothing in this
// package passes: the group's prefix is known only where it is made, in
// the package that calls Mount, to which Mount's fact carries the route.
func Mount(g gin.IRouter) {
	g.GET("/elsewhere", version) // want `route GET /elsewhere handler=version: skipped: its router is a parameter of the exported func Mount, which nothing in this package fills: the package that passes it a router serves it, at a path only known there`
}

// mount is Mount unexported: no other package can call it, so its route
// has no path at all.
func mount(g gin.IRouter) {
	g.GET("/nowhere", version) // want `route GET /nowhere handler=version: refused: its router is a parameter of mount, and no router of this package is passed to it: the prefix of the group it is given elsewhere is not known; register the routes where the group is made`
}
