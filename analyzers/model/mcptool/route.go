package mcptool

import "github.com/mcpvet/mcpvet/runtime/schema"

// Route is the origin of a tool that is an HTTP route of the app exposed
// as a tool (docs/api.md): a call of the tool sends the route a request
// and answers with its response. The route pass (analyzers/facts/apifacts)
// finds the route, selects it and builds its Tool; the tool's Pos..End is
// the registration of the route, its Handler the handler as registered,
// its Annotations state all four hints, and its schemas are mcpvet's,
// built from what the handler reads (Args) and the response it writes.
//
// It holds what a route tool has and other tools have not, as plain data,
// so that this package does not depend on how routes are read.
type Route struct {
	// Method is the request's method: "GET".
	Method string
	// Pattern is the pattern the route is served at, after its mounts,
	// as a net/http pattern: "GET /api/items/{id}".
	Pattern string
	// Path is the path the request is built from: the pattern's path,
	// with its wildcards and without a trailing {$} ("/api/items/").
	Path string
	// Args are the tool's arguments, in the order of the input schema's
	// properties, each with the part of the request it fills.
	Args []RouteArg
	// OutString is the response type as written ("" when none is
	// known); the type itself is the tool's Out.
	OutString string
	// Statuses are the 2xx statuses the handler writes.
	Statuses []int
	// Scope is the access scope the tool requires.
	Scope Scope
	// TextOut is set when the response type refers to itself: the first
	// such reference, located as Problems are. The tool then has no
	// output schema and serves the response as text.
	TextOut *Problem
}

// RouteArg is one argument of a route tool.
type RouteArg struct {
	Name     string
	In       string // "path", "query" or "body"
	Required bool
	Schema   *schema.Schema
	// Multi is set for a {name...} path value, which keeps its slashes.
	Multi bool
}

// Scope is the access scope a route tool requires.
type Scope string

const (
	ScopeRead   Scope = "Read"
	ScopeWrite  Scope = "Write"
	ScopeDelete Scope = "Delete"
)

func (*Route) origin() {}

func (*Route) String() string { return "route" }

// Route is the tool's origin when it is an HTTP route exposed as a tool,
// else nil.
func (t *Tool) Route() *Route {
	r, _ := t.Origin.(*Route)
	return r
}

// Hint is the value of a behaviour hint: false when it is not given.
func Hint(given *bool) bool { return given != nil && *given }
