package genload_test

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestRoutesPart: the generated file of gen/routes keeps the //mcp:tool
// part and adds the route part, with every route tool apifacts selects,
// in source order, each with all four hints and the canonical schemas.
func TestRoutesPart(t *testing.T) {
	p := load(t)["gen/routes"]
	if p.Err != nil {
		t.Fatal(p.Err)
	}
	if p.API == nil || len(p.API.Tools) == 0 {
		t.Fatalf("apifacts finds no route tool in gen/routes")
	}
	src := string(p.Src)
	for _, want := range []string{
		"func RegisterTools(s *mcp.Server) {",
		"func RouteTools() []mcpvetimpl.RouteTool {",
		"func RegisterRouteTools(s *mcp.Server, opts runtime.APIOptions) {\n\tmcpvetimpl.RegisterRoutes(s, opts, RouteTools()...)\n}",
		"Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true, DestructiveHint: mcpvetimpl.Bool(false), IdempotentHint: true, OpenWorldHint: mcpvetimpl.Bool(false)},",
		`Pattern:     "/items",`,
		`QueryValues: []string{"limit", "q", "tag"},`,
		`Pattern:    "/static/files/{id}/{path...}",`,
		`Pattern: "/v1/",`,
		"Scope:      runtime.ScopeDelete,",
	} {
		if !strings.Contains(src, want) {
			t.Errorf("the generated file of gen/routes has no %s", want)
		}
	}
	last := -1
	for _, r := range p.API.Tools {
		i := strings.Index(src, "Name:        "+strconv.Quote(r.Tool.Name)+",")
		if i < 0 {
			t.Errorf("route tool %s is not in the generated file", r.Tool.Name)
			continue
		}
		if i < last {
			t.Errorf("route tool %s is out of source order", r.Tool.Name)
		}
		last = i
	}
	// The //mcp:tool tool lists only the hints its directive sets; every
	// route tool states all four.
	all4 := regexp.MustCompile(`ToolAnnotations\{ReadOnlyHint: (true|false), DestructiveHint: mcpvetimpl\.Bool\((true|false)\), IdempotentHint: (true|false), OpenWorldHint: mcpvetimpl\.Bool\((true|false)\)\}`)
	if n := len(all4.FindAllString(src, -1)); n != len(p.API.Tools) {
		t.Errorf("%d route tools state all four hints; want %d", n, len(p.API.Tools))
	}
}

// TestRoutesRefused: what refuses gen/routesrefused. The config's unknown
// placeholder (MCP001) is a warning: it refuses nothing, the default
// format names the tools.
func TestRoutesRefused(t *testing.T) {
	checkRefusals(t, "gen/routesrefused", []string{
		// At the directive's name= and at the field.
		`routesrefused.go:24 OMCG0008 tool name "watch item!" is not valid: ' ' and '!' are not allowed`,
		`routesrefused.go:29 OMCG0002 Items_Create: In.Done: type chan bool has no JSON form`,
		`routesrefused.go:46 OMCG0005 mcpvet gen cannot write mcpvet_gen.go: the //mcp:tool methods of Route would be registered by RegisterRouteTools, which registers the route tools`,
		`routesrefused.go:54 OMCG0005 mcpvet gen cannot write mcpvet_gen.go: RouteTools is declared here, and the generated file declares it for the route tools`,
		// MCP007 at each route of the name.
		`routesrefused.go:58 MCP007 tool name "Items_List" is given to 2 tools`,
		`routesrefused.go:59 MCP007 tool name "Items_List" is given to 2 tools`,
		`routesrefused.go:62 MCP007 tool name "Items_Get" is given to 2 tools: GET /items/get (Items.Get); //mcp:tool Items_Get;`,
	})
}
