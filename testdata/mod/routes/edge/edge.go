// Package edge holds the less common ways to pass a handler.
package edge

import (
	"encoding/json"
	"net/http"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{Mode: runtime.AllExceptExcluded}

type Item struct {
	Name string `json:"name"`
}

type User struct {
	Login string `json:"login"`
}

// show writes the value it is instantiated with.
func show[T any](w http.ResponseWriter, r *http.Request) {
	var v T
	json.NewEncoder(w).Encode(v)
}

type Getter interface {
	Get(w http.ResponseWriter, r *http.Request)
}

// Thing is built by a constructor.
type Thing struct{ name string }

func NewThing(name string) *Thing { return &Thing{name: name} }

func (t *Thing) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	json.NewEncoder(w).Encode(Item{Name: t.name})
}

type Server struct{}

// handleUsers returns the users handler.
func (s *Server) handleUsers() http.HandlerFunc {
	type page struct {
		Users []User `json:"users"`
	}
	return func(w http.ResponseWriter, r *http.Request) {
		json.NewEncoder(w).Encode(page{})
	}
}

func (s *Server) Get(w http.ResponseWriter, r *http.Request) {
	json.NewEncoder(w).Encode(User{})
}

// Alias serves what Get serves, by calling it.
func (s *Server) Alias(w http.ResponseWriter, r *http.Request) {
	s.Get(w, r)
}

func auth(next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) { next(w, r) }
}

func anyValue(w http.ResponseWriter, r *http.Request) {
	var v any = Item{}
	json.NewEncoder(w).Encode(v)
}

// socket takes the connection over, as a websocket library's Upgrade
// does underneath.
func socket(w http.ResponseWriter, r *http.Request) {
	conn, _, err := http.NewResponseController(w).Hijack()
	if err != nil {
		http.Error(w, "no hijack", http.StatusInternalServerError)
		return
	}
	conn.Close()
}

// upgrade hijacks through a helper, by the Hijacker interface.
func upgrade(w http.ResponseWriter, r *http.Request) { takeOver(w) }

func takeOver(w http.ResponseWriter) {
	if h, ok := w.(http.Hijacker); ok {
		h.Hijack()
	}
}

// download serves a file.
func download(w http.ResponseWriter, r *http.Request) {
	http.ServeFile(w, r, "report.pdf")
}

// login only redirects, to an identity provider.
func login(w http.ResponseWriter, r *http.Request) {
	http.Redirect(w, r, "https://idp.example/authorize", http.StatusFound)
}

// moved redirects old clients, and answers the others with JSON.
func moved(w http.ResponseWriter, r *http.Request) {
	if r.URL.Query().Get("old") != "" {
		http.Redirect(w, r, "/items", http.StatusMovedPermanently)
		return
	}
	json.NewEncoder(w).Encode(Item{})
}

// Store serves requests its own way: an interface, implemented
// elsewhere.
type Store interface {
	Serve(w http.ResponseWriter, r *http.Request)
}

// API hands its requests to code only known at run time.
type API struct {
	store  Store
	render func(w http.ResponseWriter, v any)
}

// Items delegates to the store.
func (p *API) Items(w http.ResponseWriter, r *http.Request) { p.store.Serve(w, r) }

// Render writes through a func value.
func (p *API) Render(w http.ResponseWriter, r *http.Request) { p.render(w, Item{}) }

// Count writes its own response: followed.
func (p *API) Count(w http.ResponseWriter, r *http.Request) {
	json.NewEncoder(w).Encode(Item{})
}

func a(w http.ResponseWriter, r *http.Request) {}
func b(w http.ResponseWriter, r *http.Request) {}

func Routes(mux *http.ServeMux, g Getter, byName map[string]http.HandlerFunc, flag bool) {
	s := &Server{}
	mux.HandleFunc("GET /show/items", show[Item]) // want `route GET /show/items handler=show: selected by AllExceptExcluded tool "show" title="Show" desc="show writes the value it is instantiated with." input={"type":"object","additionalProperties":false} text\(a success path writes a value of interface type\)`
	mux.HandleFunc("GET /getter", g.Get)          // want `route GET /getter: refused: its handler g.Get cannot be resolved statically: Get is a method of the interface Getter, whose implementation is only known at run time`
	mux.HandleFunc("GET /byname", byName["x"])    // want `route GET /byname: refused: its handler byName\["x"\] cannot be resolved statically: it is an element of byName, only known at run time`
	mux.Handle("GET /thing", NewThing("x"))       // want `route GET /thing handler=Thing: selected by AllExceptExcluded tool "Thing" title="Thing" desc="Thing is built by a constructor." .* output={"type":"object","properties":{"name":{"type":"string"}},"required":\["name"\],"additionalProperties":false}`
	mux.HandleFunc("GET /users", s.handleUsers()) // want `route GET /users handler=Server.handleUsers: selected by AllExceptExcluded tool "Server_handleUsers" title="Handle users" desc="handleUsers returns the users handler." .* output={"type":"object","properties":{"users":{"anyOf":\[{"type":"array","items":{"type":"object","properties":{"login":{"type":"string"}},"required":\["login"\],"additionalProperties":false}},{"type":"null"}\]}},"required":\["users"\],"additionalProperties":false}`
	mux.HandleFunc("GET /me", auth(s.Get))        // want `route GET /me handler=Server.Get: selected by AllExceptExcluded tool "Server_Get" .* output={"type":"object","properties":{"login":{"type":"string"}}`
	mux.HandleFunc("GET /alias", s.Alias)         // want `route GET /alias handler=Server.Alias: selected by AllExceptExcluded tool "Server_Alias" .* output={"type":"object","properties":{"login":{"type":"string"}}`
	mux.HandleFunc("GET /any", anyValue)          // want `route GET /any handler=anyValue: .* text\(a success path writes a value of interface type\)`
	mux.HandleFunc("GET /socket", socket)         // want `route GET /socket handler=socket: refused: its handler is no API call: it takes the connection over \(a websocket upgrade or a hijack\), and a tool call gets one response, never a stream`
	mux.HandleFunc("GET /upgrade", upgrade)       // want `route GET /upgrade handler=upgrade: refused: its handler is no API call: it takes the connection over`
	mux.HandleFunc("GET /download", download)     // want `route GET /download handler=download: refused: its handler is no API call: it serves a file, and tools are for JSON APIs \(offer the files as resources\)`
	mux.HandleFunc("GET /login", login)           // want `route GET /login handler=login: refused: its handler is no API call: it only redirects \(a login or an OAuth step\), and a tool call never follows a redirect: it could only fail`
	mux.HandleFunc("GET /moved", moved)           // want `route GET /moved handler=moved: selected by AllExceptExcluded tool "moved" .*output={"type":"object","properties":{"name":{"type":"string"}}`
	p := &API{}
	mux.HandleFunc("GET /store", p.Items)   // want `route GET /store handler=API.Items: refused: mcpvet cannot follow the handler into p.store.Serve, a method of an interface: what it reads from the request and writes there is only known at run time`
	mux.HandleFunc("GET /render", p.Render) // want `route GET /render handler=API.Render: refused: mcpvet cannot follow the handler into p.render, a func value: what it reads`
	mux.HandleFunc("GET /count", p.Count)   // want `route GET /count handler=API.Count: selected by AllExceptExcluded tool "API_Count"`
	once := http.HandlerFunc(a)
	mux.Handle("GET /once", once) // want `route GET /once handler=a: selected`
	twice := a
	if flag {
		twice = b
	}
	mux.HandleFunc("GET /twice", twice) // want `route GET /twice: refused: its handler twice cannot be resolved statically: the variable twice is assigned more than once`
}
