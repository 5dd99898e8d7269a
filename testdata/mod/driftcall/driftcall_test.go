package driftcall

import (
	"context"
	"testing"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	bad38 "fixtures/omcg0038/bad"
	good38 "fixtures/omcg0038/good"
	roundtrip38 "fixtures/omcg0038/roundtrip"
	bad39 "fixtures/omcg0039/bad"
	good39 "fixtures/omcg0039/good"
	good40 "fixtures/omcg0040/good"
	good42 "fixtures/omcg0042/good"
)

// valueOf is a value of a listed JSON type.
func valueOf(prop any) any {
	m, _ := prop.(map[string]any)
	switch m["type"] {
	case "number", "integer":
		return 2
	case "boolean":
		return true
	case "array":
		return []any{"a"}
	case "object":
		return map[string]any{}
	}
	return "x"
}

// connect serves the tools register adds on a real mcp-go server (which
// recovers a handler's panic) and returns an initialized in-process
// client on it, closed when the test ends.
func connect(t *testing.T, register func(*server.MCPServer)) (*client.Client, context.Context) {
	t.Helper()
	s := server.NewMCPServer("drift", "1.0.0", server.WithRecovery())
	register(s)
	c, err := client.NewInProcessClient(s)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if err := c.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	init := mcp.InitializeRequest{}
	init.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
	init.Params.ClientInfo = mcp.Implementation{Name: "driftcall", Version: "1.0.0"}
	if _, err := c.Initialize(ctx, init); err != nil {
		t.Fatal(err)
	}
	return c, ctx
}

// call lists the server's tools and calls tool with a value of its listed
// type for every argument its listing has; it reports whether the call
// failed, and how.
func call(t *testing.T, register func(*server.MCPServer), tool string) (bool, string) {
	t.Helper()
	c, ctx := connect(t, register)
	list, err := c.ListTools(ctx, mcp.ListToolsRequest{})
	if err != nil {
		t.Fatal(err)
	}
	for _, tl := range list.Tools {
		if tl.Name != tool {
			continue
		}
		args := map[string]any{}
		for name, prop := range tl.InputSchema.Properties {
			args[name] = valueOf(prop)
		}
		req := mcp.CallToolRequest{}
		req.Params.Name = tool
		req.Params.Arguments = args
		res, err := c.CallTool(ctx, req)
		if err != nil {
			return true, err.Error()
		}
		if res.IsError {
			text := ""
			for _, ct := range res.Content {
				if tc, ok := ct.(mcp.TextContent); ok {
					text += tc.Text
				}
			}
			return true, text
		}
		return false, ""
	}
	t.Fatalf("tool %q is not listed", tool)
	return false, ""
}

func TestFlaggedToolsFail(t *testing.T) {
	for _, tc := range []struct {
		code     string
		register func(*server.MCPServer)
		tool     string
	}{
		{"OMCG0038", bad38.Register, "search"},
		{"OMCG0038", bad38.Register, "count"},
		{"OMCG0038", bad38.Register, "repo"},
		{"OMCG0039", bad39.Register, "page"},
		{"OMCG0038", roundtrip38.Register, "move"},
	} {
		failed, why := call(t, tc.register, tc.tool)
		if !failed {
			t.Errorf("%s: tool %q answered a call with the arguments its listing allows", tc.code, tc.tool)
		} else {
			t.Logf("%s: tool %q fails: %s", tc.code, tc.tool, why)
		}
	}
}

func TestUnflaggedToolsAnswer(t *testing.T) {
	for _, tc := range []struct {
		register func(*server.MCPServer)
		tool     string
	}{
		{good38.Register, "search"},
		{good38.Register, "count"},
		{good38.Register, "repo"},
		{good39.Register, "page"},
		{roundtrip38.Register, "move_listed"},
		{good40.Register, "search"},
		{good42.Register, "search"},
	} {
		if failed, why := call(t, tc.register, tc.tool); failed {
			t.Errorf("tool %q failed: %s", tc.tool, why)
		}
	}
}
