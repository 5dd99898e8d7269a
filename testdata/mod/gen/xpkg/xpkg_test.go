package xpkg

import (
	"slices"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/gen/internal/toolclient"
	"github.com/mcpvet/mcpvet/runtime"
)

// TestMountedRouteTools: a real client calls the generated tools of routes
// two other packages register, at the full path the app mounts them at.
func TestMountedRouteTools(t *testing.T) {
	s := mcp.NewServer(&mcp.Implementation{Name: "xpkg", Version: "v0"}, nil)
	RegisterRouteTools(s, runtime.APIOptions{Handler: Routes()})
	cs := toolclient.Connect(t, s)
	names := toolclient.ToolNames(t, cs)
	if want := []string{"addNote", "getNote"}; !slices.Equal(names, want) {
		t.Errorf("tools %v; want %v (health is excluded)", names, want)
	}
	call := func(name string, args any) (*mcp.CallToolResult, string) {
		t.Helper()
		return toolclient.Call(t, cs, name, args)
	}
	if res, text := call("addNote", map[string]any{"body": map[string]any{"text": "milk"}}); res.IsError || !strings.Contains(text, `"id":1`) {
		t.Errorf("addNote: isError=%v %s", res.IsError, text)
	}
	if res, text := call("getNote", map[string]any{"id": 1}); res.IsError || !strings.Contains(text, `"text":"milk"`) {
		t.Errorf("getNote 1: isError=%v %s", res.IsError, text)
	}
	if res, text := call("getNote", map[string]any{"id": 2}); !res.IsError || !strings.HasPrefix(text, "HTTP 404: no such note") {
		t.Errorf("getNote 2: isError=%v %s; want HTTP 404", res.IsError, text)
	}
}
