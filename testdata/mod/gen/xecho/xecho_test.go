package xecho

import (
	"slices"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
)

// TestMountedRouteTools: a real client calls the generated tools of routes
// another package registers on a group made here, at their full path.
func TestMountedRouteTools(t *testing.T) {
	s := mcp.NewServer(&mcp.Implementation{Name: "xecho", Version: "v0"}, nil)
	RegisterRouteTools(s, runtime.APIOptions{Handler: Echo()})
	st, ct := mcp.NewInMemoryTransports()
	if _, err := s.Connect(t.Context(), st, nil); err != nil {
		t.Fatal(err)
	}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "c", Version: "v0"}, nil).Connect(t.Context(), ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	list, err := cs.ListTools(t.Context(), nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tool := range list.Tools {
		names = append(names, tool.Name)
	}
	slices.Sort(names)
	if want := []string{"addItem", "getItem"}; !slices.Equal(names, want) {
		t.Errorf("tools %v; want %v", names, want)
	}
	call := func(name string, args any) (*mcp.CallToolResult, string) {
		t.Helper()
		res, err := cs.CallTool(t.Context(), &mcp.CallToolParams{Name: name, Arguments: args})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		var b strings.Builder
		for _, c := range res.Content {
			if tc, ok := c.(*mcp.TextContent); ok {
				b.WriteString(tc.Text)
			}
		}
		return res, b.String()
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
}
