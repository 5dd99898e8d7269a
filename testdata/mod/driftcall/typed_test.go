package driftcall

import (
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	typed40 "fixtures/omcg0040/typed"
	typed41 "fixtures/omcg0041/typed"
)

// OMCG0041 and OMCG0040 on typed handlers, through mcp-go's in-process
// client: list_issue_types answers the same whatever project_key is
// sent (its field is never selected); get_issue reads expand only when a
// client sends it, which its listing never asks for.
func TestTypedFields(t *testing.T) {
	c, ctx := connect(t, func(s *server.MCPServer) {
		typed40.Register(s)
		typed41.Register(s)
	})
	answer := func(tool string, args map[string]any) string {
		req := mcp.CallToolRequest{}
		req.Params.Name, req.Params.Arguments = tool, args
		res, err := c.CallTool(ctx, req)
		if err != nil {
			t.Fatalf("%s: %v", tool, err)
		}
		var text strings.Builder
		for _, content := range res.Content {
			if tc, ok := content.(mcp.TextContent); ok {
				text.WriteString(tc.Text)
			}
		}
		return text.String()
	}
	if a, b := answer("list_issue_types", map[string]any{"project_key": "KP"}), answer("list_issue_types", map[string]any{"project_key": "OPS"}); a != b {
		t.Errorf("list_issue_types answers differently for two projects: %q, %q", a, b)
	}
	list, err := c.ListTools(ctx, mcp.ListToolsRequest{})
	if err != nil {
		t.Fatal(err)
	}
	for _, tl := range list.Tools {
		if _, listed := tl.InputSchema.Properties["expand"]; tl.Name == "get_issue" && listed {
			t.Error("get_issue lists expand")
		}
	}
	if got := answer("get_issue", map[string]any{"issue_key": "KP-1"}); got != "issue KP-1" {
		t.Errorf("get_issue, as its listing asks: %q", got)
	}
	if got := answer("get_issue", map[string]any{"issue_key": "KP-1", "expand": "comments"}); got != "issue KP-1 with comments" {
		t.Errorf("get_issue with the expand no listing has: %q", got)
	}
}
