package valueflow

import (
	"go/types"
	"sync"

	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
)

// What an HTTP handler reads from its request as a source of flows: a
// route that mcpvet's runtime serves as a tool gets its path values, its
// query and its JSON body from the tool's arguments, which the model
// chooses. The reads below select, from the taint of the request (or of
// gin's and echo's context), a pseudo-field that says where the value is
// read (RoutePath, RouteQuery, RouteBody) and then the value's name, so a
// flow from r.PathValue("name") has the field [@path name] of r's
// parameter. A pseudo-field starts with "@", which no Go field has.
// analyzers/families/security maps them to the route tool's arguments.

// The pseudo-fields of a route handler's reads.
const (
	RoutePath  = "@path"  // a path value: r.PathValue, c.Param
	RouteQuery = "@query" // a query value: r.URL.Query().Get, r.FormValue, c.Query, c.QueryParam
	// RouteBody is the JSON body a framework binds, by its fields' names
	// (c.ShouldBindJSON, c.Bind); net/http's is the field Body of the
	// request, decoded (json.NewDecoder(r.Body).Decode).
	RouteBody = "@body"
)

// routeReads are the calls that read a request: by the method's
// FullName (for a method of echo's Context interface, the interface's
// method), the pseudo-field of what it reads. A read by name takes the
// name as its first argument (a constant, or a key parameter); a bind
// decodes the body into its argument; "" marks the calls that only carry
// a read on (a decoder of r.Body, url.Values.Get). The reads are the
// library knowledge's, of the request and the contexts, built on the
// first use (as library).
var routeReads = sync.OnceValue(func() map[string]string {
	reads := map[string]string{
		"(net/url.Values).Get":            "", // the key selects in what Query() gave
		"(*encoding/json.Decoder).Decode": "",
		"encoding/json.NewDecoder":        "",
	}
	for key, f := range knowledge.Funcs() {
		switch {
		case f.Does.Has(knowledge.ReadsPathValue):
			reads[key] = RoutePath
		case f.Does.Has(knowledge.ReadsQuery), f.Does.Has(knowledge.ReadsQueryList), f.Does.Has(knowledge.ReadsQueryValues):
			reads[key] = RouteQuery
		case f.Does.Has(knowledge.ReadsBody) && f.Index(knowledge.Body) == 0:
			reads[key] = RouteBody
		}
	}
	return reads
})

// routeRead sets the taint of a read of a route handler's request (or
// decodes its body), reporting whether the call is one; v is the call's
// value.
func (s *fnState) routeRead(c *ssa.CallCommon, v *ssa.Call) bool {
	var key string
	var recv ssa.Value
	args := c.Args
	if c.IsInvoke() {
		m := c.Method
		if m.Pkg() == nil || m.Pkg().Path() != knowledge.EchoPath {
			return false
		}
		key, recv = m.FullName(), c.Value
	} else {
		_, obj := callee(c)
		if obj == nil || obj.Pkg() == nil {
			return false
		}
		switch obj.Pkg().Path() {
		case "net/http", "net/url", "encoding/json", knowledge.GinPath:
		default:
			return false
		}
		key = funcKey(obj)
		if sig, _ := obj.Type().(*types.Signature); sig != nil && sig.Recv() != nil && len(args) > 0 {
			recv, args = args[0], args[1:]
		}
	}
	where, ok := routeReads()[key]
	if !ok {
		return false
	}
	switch key {
	case "encoding/json.NewDecoder":
		// The decoder reads what its reader holds: r.Body keeps its name.
		if len(args) == 1 {
			s.set(v, s.of(args[0]))
		}
		return true
	case "(*encoding/json.Decoder).Decode":
		// Into a local struct, each field holds what the decoded text
		// holds by its name: the body's fields when the decoder reads
		// r.Body (the field Body of the request).
		if len(args) == 1 {
			s.decodeInto(args[0], s.of(recv))
		}
		return true
	case "(*net/url.URL).Query":
		// r.URL.Query(): the query of the request's URL (the field URL of
		// r) is the route's query values.
		s.set(v, s.of(recv).map1(func(o origin, h hist) (origin, hist) {
			if h.exact {
				switch {
				case o.field == "URL":
					o.field = RouteQuery
				case len(o.field) > 4 && o.field[len(o.field)-4:] == ".URL":
					o.field = o.field[:len(o.field)-4] + "." + RouteQuery
				default:
					h.exact = false
				}
			}
			return o, h
		}))
		return true
	}
	if key == "("+knowledge.EchoPath+".Context).QueryParams" {
		s.set(v, s.of(recv).field(RouteQuery))
		return true
	}
	if where == RouteBody {
		if len(args) == 1 {
			s.decodeInto(args[0], s.of(recv).field(where))
		}
		return true
	}
	if v == nil || len(args) == 0 {
		return true
	}
	name := constString(args[0])
	if name == "" {
		name = s.keyParam(args[0])
	}
	t := s.of(recv)
	if where != "" {
		t = t.field(where)
	}
	if name == "" {
		t = t.inexact()
	} else {
		t = t.field(name)
	}
	s.set(v, t)
	return true
}
