package mark_test

import (
	"context"
	"slices"
	"testing"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"fixtures/omcg0043/mark"
)

// TestOutputValidation calls every tool through a real mcp-go client, on
// a server that checks structured results against the listed output
// schema (mcp-go's WithOutputSchemaValidation): the tools OMCG0043 flags
// are refused, the others pass.
func TestOutputValidation(t *testing.T) {
	ctx := context.Background()
	s := server.NewMCPServer("fixture", "v0", server.WithOutputSchemaValidation())
	mark.Register(s)
	c, err := client.NewInProcessClient(s)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if err := c.Start(ctx); err != nil {
		t.Fatal(err)
	}
	init := mcp.InitializeRequest{}
	init.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
	init.Params.ClientInfo = mcp.Implementation{Name: "client", Version: "v0"}
	if _, err := c.Initialize(ctx, init); err != nil {
		t.Fatal(err)
	}
	for _, name := range slices.Concat(mark.Flagged, mark.Quiet, mark.Unresolved) {
		req := mcp.CallToolRequest{}
		req.Params.Name = name
		req.Params.Arguments = map[string]any{}
		res, err := c.CallTool(ctx, req)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		text := ""
		if len(res.Content) > 0 {
			if tc, ok := res.Content[0].(mcp.TextContent); ok {
				text = tc.Text
			}
		}
		if flagged := slices.Contains(mark.Flagged, name); res.IsError != flagged && !slices.Contains(mark.Unresolved, name) {
			t.Errorf("%s: refused = %v, want %v (OMCG0043 flags it: %v): %s", name, res.IsError, flagged, flagged, text)
		} else {
			t.Logf("%s: refused = %v: %s", name, res.IsError, text)
		}
	}
}
