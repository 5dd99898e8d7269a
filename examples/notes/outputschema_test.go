//go:build unix

package main

import (
	"context"
	"encoding/json"
	"maps"
	"net/http/httptest"
	"slices"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/internal/inspector"
	"github.com/mcpvet/mcpvet/runtime"
)

// TestInspectorDropsNonObjectOutput holds the reason runtime.AddTool does
// not serve what mcp.AddTool serves for a result that is not an object: the
// go-sdk (v1.8.0, SEP-2106) lists such a tool with an output schema of
// that type (an array here), and the MCP Inspector, a client on the
// TypeScript SDK, leaves the tool out of its list (it cannot call it
// either). The same handler on runtime.AddTool, its result as text, is
// listed. When a new Inspector lists the SDK's tool, the choice recorded
// in docs/decisions.md can be revisited.
func TestInspectorDropsNonObjectOutput(t *testing.T) {
	ctx, cancel := context.WithTimeout(t.Context(), 4*time.Minute)
	defer cancel()
	insp := inspector.Find(ctx, t)

	type item struct {
		ID int `json:"id"`
	}
	list := func(context.Context, *mcp.CallToolRequest, struct{}) (*mcp.CallToolResult, []item, error) {
		return nil, []item{{1}}, nil
	}
	s := mcp.NewServer(&mcp.Implementation{Name: "outputs", Version: "v0.0.1"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "sdk_list"}, list)
	runtime.AddTool(s, &mcp.Tool{Name: "runtime_list"}, list)
	ts := httptest.NewServer(runtime.HTTPHandler(s, nil))
	t.Cleanup(ts.Close)

	out := insp.Run(ctx, t, "--server-url", ts.URL, "--transport", "http", "--method", "tools/list")
	var res struct {
		Result json.RawMessage `json:"result"`
	}
	if err := json.Unmarshal(out, &res); err != nil || res.Result == nil {
		t.Fatalf("inspector output is not {\"result\": ...}: %v\n%s", err, out)
	}
	names := slices.Sorted(maps.Keys(toolsByName(t, "the inspector", res.Result)))
	if !slices.Equal(names, []string{"runtime_list"}) {
		t.Errorf("the inspector lists %v; want only runtime_list (the go-sdk's sdk_list has an array output schema)", names)
	}
}
