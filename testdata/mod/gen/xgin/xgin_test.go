package xgin

import (
	"slices"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/gen/internal/toolclient"
	"github.com/mcpvet/mcpvet/runtime"
)

// TestMountedRouteTools: a real client calls the generated tools of routes
// another package registers on a group made here, at their full path.
func TestMountedRouteTools(t *testing.T) {
	s := mcp.NewServer(&mcp.Implementation{Name: "xgin", Version: "v0"}, nil)
	RegisterRouteTools(s, runtime.APIOptions{Handler: Engine()})
	cs := toolclient.Connect(t, s)
	names := toolclient.ToolNames(t, cs)
	if want := []string{"addItem", "getItem", "listItems", "renameItem"}; !slices.Equal(names, want) {
		t.Errorf("tools %v; want %v", names, want)
	}
	call := func(name string, args any) (*mcp.CallToolResult, string) {
		t.Helper()
		return toolclient.Call(t, cs, name, args)
	}
	if res, text := call("addItem", map[string]any{"body": map[string]any{"name": "milk"}}); res.IsError || !strings.Contains(text, `"id":1`) {
		t.Errorf("addItem: isError=%v %s", res.IsError, text)
	}
	if res, text := call("getItem", map[string]any{"id": 1}); res.IsError || !strings.Contains(text, `"name":"milk"`) {
		t.Errorf("getItem 1: isError=%v %s", res.IsError, text)
	}
	if res, text := call("getItem", map[string]any{"id": 2}); !res.IsError || !strings.HasPrefix(text, "HTTP 404") {
		t.Errorf("getItem 2: isError=%v %s; want HTTP 404", res.IsError, text)
	}
	// gin requires no name (the body has no binding tag): a body
	// without one is a call the API takes, and so does the tool.
	if res, text := call("addItem", map[string]any{"body": map[string]any{}}); res.IsError || !strings.Contains(text, `"id":2`) {
		t.Errorf("addItem without a name: isError=%v %s", res.IsError, text)
	}
	call("addItem", map[string]any{"body": map[string]any{"name": "mint"}})
	// The query bound into listParams: limit and prefix reach the
	// handler; limit is required, as gin's validation requires it.
	if res, text := call("listItems", map[string]any{"limit": 1, "prefix": "mi"}); res.IsError || text != `[{"id":1,"name":"milk"}]` {
		t.Errorf("listItems limit=1 prefix=mi: isError=%v %s", res.IsError, text)
	}
	if res, text := call("listItems", map[string]any{"limit": 5, "prefix": "mi"}); res.IsError || text != `[{"id":1,"name":"milk"},{"id":3,"name":"mint"}]` {
		t.Errorf("listItems limit=5 prefix=mi: isError=%v %s", res.IsError, text)
	}
	if res, text := call("listItems", map[string]any{"prefix": "mi"}); !res.IsError || !strings.Contains(text, "limit") {
		t.Errorf("listItems without limit: isError=%v %s; want it refused, naming limit", res.IsError, text)
	}
	// The body renameItem binds inside the func it hands another
	// package's helper is the tool's body argument, and its response the
	// tool's structured output.
	if res, text := call("renameItem", map[string]any{"id": 1, "body": map[string]any{"name": "oat milk"}}); res.IsError || text != `{"id":1,"name":"oat milk"}` || res.StructuredContent == nil {
		t.Errorf("renameItem: isError=%v structured=%v %s", res.IsError, res.StructuredContent, text)
	}
}
