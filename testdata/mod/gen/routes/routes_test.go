package routes

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
)

// TestRouteTools: the generated route tools compile and say how each
// request is built.
func TestRouteTools(t *testing.T) {
	var got []string
	for _, rt := range RouteTools() {
		if !json.Valid(rt.Input) || rt.Output != nil && !json.Valid(rt.Output) {
			t.Errorf("%s: a schema is not valid JSON", rt.Tool.Name)
		}
		a := rt.Tool.Annotations
		if a == nil || a.DestructiveHint == nil || a.OpenWorldHint == nil {
			t.Errorf("%s: not all four hints are stated: %+v", rt.Tool.Name, a)
		}
		got = append(got, fmt.Sprintf("%s %s %s path=%v query=%v body=%t scope=%d",
			rt.Tool.Name, rt.Method, rt.Pattern, rt.PathValues, rt.QueryValues, rt.Body, rt.Scope))
	}
	want := []string{
		"Items_List GET /items path=[] query=[limit q tag] body=false scope=1",
		"Items_Get GET /items/{id} path=[id] query=[] body=false scope=1",
		"Items_Add POST /items path=[] query=[] body=true scope=2",
		"Items_Replace PUT /items/{id} path=[id] query=[] body=true scope=2",
		"patch_item PATCH /items/{id} path=[id] query=[] body=true scope=2",
		"Items_Delete DELETE /items/{id} path=[id] query=[] body=false scope=4",
		"get_v1 GET /v1/ path=[] query=[] body=false scope=1",
		"File GET /static/files/{id}/{path...} path=[id path] query=[] body=false scope=2",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("route tools:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestRegister: RegisterRouteTools registers them next to the //mcp:tool
// funcs (skipped while the runtime's RegisterRoutes is not implemented).
func TestRegister(t *testing.T) {
	s := mcp.NewServer(&mcp.Implementation{Name: "routes", Version: "v0"}, nil)
	RegisterTools(s)
	func() {
		defer func() {
			if r := recover(); r != nil {
				if strings.Contains(fmt.Sprint(r), "not implemented") {
					t.Skipf("mcpvetimpl.RegisterRoutes: %v", r)
				}
				panic(r)
			}
		}()
		RegisterRouteTools(s, runtime.APIOptions{Handler: Routes()})
	}()
	st, ct := mcp.NewInMemoryTransports()
	if _, err := s.Connect(t.Context(), st, nil); err != nil {
		t.Fatal(err)
	}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "c", Version: "v0"}, nil).Connect(t.Context(), ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	res, err := cs.ListTools(t.Context(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(res.Tools); n != len(RouteTools())+1 {
		t.Errorf("%d tools listed; want %d", n, len(RouteTools())+1)
	}
}
