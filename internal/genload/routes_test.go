package gen_test

import (
	"errors"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/schematype"
	"github.com/mcpvet/mcpvet/internal/gen"
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
		"func RouteTools() []runtime.RouteTool {",
		"func RegisterRouteTools(s *mcp.Server, opts runtime.APIOptions) {\n\truntime.RegisterRoutes(s, opts, RouteTools()...)\n}",
		"Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true, DestructiveHint: new(false), IdempotentHint: true, OpenWorldHint: new(false)},",
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
	all4 := regexp.MustCompile(`ToolAnnotations\{ReadOnlyHint: (true|false), DestructiveHint: new\((true|false)\), IdempotentHint: (true|false), OpenWorldHint: new\((true|false)\)\}`)
	if n := len(all4.FindAllString(src, -1)); n != len(p.API.Tools) {
		t.Errorf("%d route tools state all four hints; want %d", n, len(p.API.Tools))
	}
}

// TestRoutesRefused: gen writes nothing for a package whose route tools
// have problems, and lists each.
func TestRoutesRefused(t *testing.T) {
	p := load(t)["gen/routesrefused"]
	if p.Src != nil {
		t.Errorf("gen writes a file for a package it must refuse:\n%s", p.Src)
	}
	var e *gen.Error
	if !errors.As(p.Err, &e) {
		t.Fatalf("error %v; want a *gen.Error", p.Err)
	}
	var got []string
	for _, pr := range e.Problems {
		got = append(got, filepath.Base(pr.Pos.Filename)+":"+strconv.Itoa(pr.Pos.Line)+" "+pr.Code+" "+pr.Message)
	}
	want := []string{
		`routesrefused.go:15 MCP001 Naming.Format "{Recv}_{Func}" uses the unknown placeholder {Recv}`,
		// At the directive's name= and at the field: the codes mcpvet
		// reports there too.
		`routesrefused.go:24 OMCG0008 the tool name "watch item!" of the route POST /items/watch is not valid: ' ' and '!' are not allowed`,
		`routesrefused.go:29 OMCG0002 the route POST /items: body.Done: type chan bool has no JSON form`,
		`routesrefused.go:46 mcpvet gen the //mcp:tool methods of Route would be registered by RegisterRouteTools, which registers the route tools`,
		`routesrefused.go:54 mcpvet gen RouteTools is declared here, and the generated file declares it for the route tools`,
		`routesrefused.go:59 MCP007 tool name "Items_List" of the route GET /v2/items is already used by the route GET /items at routesrefused.go:58`,
		`routesrefused.go:62 MCP007 tool name "Items_Get" of the route GET /items/get is already used by //mcp:tool Items_Get at routesrefused.go:39`,
	}
	if len(got) != len(want) {
		t.Fatalf("problems:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	for i := range want {
		if !strings.HasPrefix(got[i], want[i]) {
			t.Errorf("problem %d: %s\nwant prefix: %s", i, got[i], want[i])
		}
	}
}

// TestRoutesStale: OMCG0005 reports a route part that is no longer what
// gen writes, and route tools without a generated file.
func TestRoutesStale(t *testing.T) {
	analysistest.Run(t, mustAbs(t, fixtures), schematype.OMCG0005, "./gen/routesstale", "./gen/routesmissing/...", "./gen/routes")
}

func mustAbs(t *testing.T, p string) string {
	t.Helper()
	abs, err := filepath.Abs(p)
	if err != nil {
		t.Fatal(err)
	}
	return abs
}
