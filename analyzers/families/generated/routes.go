package generated

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
	"github.com/mcpvet/mcpvet/runtime/schema"
)

// The route part of the generated file (docs/api.md): the routes apifacts
// selects become mcpvetimpl.RouteTool values with everything baked in (the
// tool's name, title, description and all four hints, the canonical
// schemas, how the arguments fill the request, the scope), listed by
// RouteTools and registered by RegisterRouteTools:
//
//	func RouteTools() []mcpvetimpl.RouteTool { return []mcpvetimpl.RouteTool{{...}, ...} }
//
//	func RegisterRouteTools(s *mcp.Server, opts runtime.APIOptions) {
//		mcpvetimpl.RegisterRoutes(s, opts, RouteTools()...)
//	}
//
// RouteTools is there so that an app (or its test) can look at, filter or
// change the tools before registering them.

// Names of the functions the route part declares.
const (
	routeToolsFunc    = "RouteTools"
	registerRouteFunc = "RegisterRouteTools"
)

// routes writes RouteTools and RegisterRouteTools.
func (w *writer) routes(b *bytes.Buffer, g *generator) {
	by := "//mcp:expose"
	if c := g.api.Config; c != nil {
		by = "the config " + c.Name.Name + " and //mcp:expose"
	}
	fmt.Fprintf(b, "\n// %s returns the HTTP routes of this package that are MCP tools,\n", routeToolsFunc)
	fmt.Fprintf(b, "// selected by %s, as %s\n// registers them.\n", by, registerRouteFunc)
	fmt.Fprintf(b, "func %s() []%s.RouteTool {\n", routeToolsFunc, w.impl)
	fmt.Fprintf(b, "return []%s.RouteTool{\n", w.impl)
	for _, t := range g.routes {
		w.routeTool(b, t)
	}
	b.WriteString("}\n}\n")
	fmt.Fprintf(b, "\n// %s registers the route tools of this package on %s; %s say\n", registerRouteFunc, w.server, w.opts)
	b.WriteString("// how their calls reach the app's handlers.\n")
	fmt.Fprintf(b, "func %s(%s *%s.Server, %s %s.APIOptions) {\n", registerRouteFunc, w.server, w.mcp, w.opts, w.runtime)
	fmt.Fprintf(b, "%s.RegisterRoutes(%s, %s, %s()...)\n", w.impl, w.server, w.opts, routeToolsFunc)
	b.WriteString("}\n")
}

// routeTool writes one RouteTool literal, an element of RouteTools's
// slice.
func (w *writer) routeTool(b *bytes.Buffer, t *mcptool.Tool) {
	rt := t.Route()
	b.WriteString("{\n")
	fmt.Fprintf(b, "Tool: &%s.Tool{\n", w.mcp)
	fmt.Fprintf(b, "Name: %s,\n", strconv.Quote(t.Name))
	if t.Title != "" {
		fmt.Fprintf(b, "Title: %s,\n", strconv.Quote(t.Title))
	}
	if t.Description != "" {
		fmt.Fprintf(b, "Description: %s,\n", strconv.Quote(t.Description))
	}
	fmt.Fprintf(b, "Annotations: %s,\n", w.routeAnnotations(t.Annotations))
	b.WriteString("},\n")
	fmt.Fprintf(b, "Input: %s.RawMessage(%s),\n", w.json, literal(string(schema.Encode(t.Input))))
	if t.Output != nil {
		fmt.Fprintf(b, "Output: %s.RawMessage(%s),\n", w.json, literal(string(schema.Encode(t.Output))))
	}
	fmt.Fprintf(b, "Method: %s,\n", strconv.Quote(rt.Method))
	fmt.Fprintf(b, "Pattern: %s,\n", strconv.Quote(rt.Path))
	var path, query []string
	body := false
	for _, a := range rt.Args {
		switch a.In {
		case "path":
			path = append(path, strconv.Quote(a.Name))
		case "query":
			query = append(query, strconv.Quote(a.Name))
		case "body":
			body = true
		}
	}
	if len(path) > 0 {
		fmt.Fprintf(b, "PathValues: []string{%s},\n", strings.Join(path, ", "))
	}
	if len(query) > 0 {
		fmt.Fprintf(b, "QueryValues: []string{%s},\n", strings.Join(query, ", "))
	}
	if body {
		b.WriteString("Body: true,\n")
	}
	fmt.Fprintf(b, "Scope: %s.%s,\n", w.runtime, scopeConst(rt.Scope))
	b.WriteString("},\n")
}

// routeAnnotations states all four hints, as directories require: the
// SDK's ReadOnlyHint and IdempotentHint are bools, DestructiveHint and
// OpenWorldHint pointers (their default is true).
func (w *writer) routeAnnotations(a *mcptool.Annotations) string {
	return fmt.Sprintf("&%s.ToolAnnotations{ReadOnlyHint: %t, DestructiveHint: %s.Bool(%t), IdempotentHint: %t, OpenWorldHint: %s.Bool(%t)}",
		w.mcp, mcptool.Hint(a.ReadOnly), w.impl, mcptool.Hint(a.Destructive), mcptool.Hint(a.Idempotent), w.impl, mcptool.Hint(a.OpenWorld))
}

// scopeConst names the runtime constant of a scope.
func scopeConst(s mcptool.Scope) string {
	switch s {
	case mcptool.ScopeRead:
		return "ScopeRead"
	case mcptool.ScopeWrite:
		return "ScopeWrite"
	case mcptool.ScopeDelete:
		return "ScopeDelete"
	}
	panic(fmt.Sprintf("mcpvet gen: scope %q has no runtime constant", s))
}
