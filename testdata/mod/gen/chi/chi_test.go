package chi

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
)

// TestChiRouteTools: a real client calls the generated route tools, which
// reach the handlers through the chi router (its {id:regexp} parameter,
// chi.URLParam and r.PathValue, a sub-router's "/" called at its mount's own path).
func TestChiRouteTools(t *testing.T) {
	s := mcp.NewServer(&mcp.Implementation{Name: "chi", Version: "v0"}, nil)
	RegisterRouteTools(s, runtime.APIOptions{Handler: Routes()})
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
	if want := []string{"addNote", "deleteNote", "getNote", "listNotes", "notesTagged"}; !slices.Equal(names, want) {
		t.Errorf("tools %v; want %v (health is excluded)", names, want)
	}

	call := func(name string, args any) *mcp.CallToolResult {
		t.Helper()
		res, err := cs.CallTool(t.Context(), &mcp.CallToolParams{Name: name, Arguments: args})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		return res
	}
	text := func(res *mcp.CallToolResult) string {
		var b strings.Builder
		for _, c := range res.Content {
			if tc, ok := c.(*mcp.TextContent); ok {
				b.WriteString(tc.Text)
			}
		}
		return b.String()
	}

	res := call("addNote", map[string]any{"body": map[string]any{"text": "buy milk #shop"}})
	if res.IsError {
		t.Fatalf("addNote: %s", text(res))
	}
	var note Note
	b, _ := json.Marshal(res.StructuredContent)
	if err := json.Unmarshal(b, &note); err != nil || note.ID != 1 || note.Text != "buy milk #shop" {
		t.Errorf("addNote: structured content %s", b)
	}
	if res := call("listNotes", nil); res.IsError || !strings.Contains(text(res), `"buy milk #shop"`) {
		t.Errorf("listNotes: %s", text(res))
	}
	if res := call("getNote", map[string]any{"id": 1}); res.IsError || !strings.Contains(text(res), `"id":1`) {
		t.Errorf("getNote 1: %s", text(res))
	}
	if res := call("getNote", map[string]any{"id": 7}); !res.IsError || !strings.HasPrefix(text(res), "HTTP 404: no such note") {
		t.Errorf("getNote 7: isError=%v %s; want HTTP 404", res.IsError, text(res))
	}
	if res := call("getNote", map[string]any{"id": "x"}); !res.IsError || !strings.Contains(text(res), "id") {
		t.Errorf("getNote x: isError=%v %s; want an argument error naming id", res.IsError, text(res))
	}
	// {tag:[a-z]+}: the schema carries the router's pattern, so a value the
	// router would not match is an argument error before any request.
	if res := call("notesTagged", map[string]any{"tag": "shop"}); res.IsError || !strings.Contains(text(res), "buy milk") {
		t.Errorf("notesTagged shop: %s", text(res))
	}
	if res := call("notesTagged", map[string]any{"tag": "Shop!"}); !res.IsError || !strings.Contains(text(res), "tag") {
		t.Errorf("notesTagged Shop!: isError=%v %s; want an argument error naming tag", res.IsError, text(res))
	}
	if res := call("deleteNote", map[string]any{"id": 1}); res.IsError || len(res.Content) != 0 {
		t.Errorf("deleteNote 1: isError=%v %q; want an empty result (204)", res.IsError, text(res))
	}
	if res := call("getNote", map[string]any{"id": 1}); !res.IsError {
		t.Errorf("getNote after delete: %s", text(res))
	}
}
