package recursive

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/gen/internal/toolclient"
	"github.com/mcpvet/mcpvet/runtime"
)

// TestRecursiveResponse: a real client lists getEntry, whose response type
// refers to itself, without an output schema, and gets the entry with its
// replies as text; getFlat keeps its schema and structured content.
func TestRecursiveResponse(t *testing.T) {
	s := mcp.NewServer(&mcp.Implementation{Name: "feed", Version: "v0"}, nil)
	RegisterRouteTools(s, runtime.APIOptions{Handler: Routes()})
	cs := toolclient.Connect(t, s)
	if names := toolclient.ToolNames(t, cs); !slices.Equal(names, []string{"getEntry", "getFlat"}) {
		t.Fatalf("tools %v", names)
	}
	list, err := cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, tool := range list.Tools {
		if hasSchema := tool.OutputSchema != nil; hasSchema != (tool.Name == "getFlat") {
			t.Errorf("%s: output schema %v", tool.Name, tool.OutputSchema)
		}
	}
	res, text := toolclient.Call(t, cs, "getEntry", map[string]any{"id": "e1"})
	if res.IsError || res.StructuredContent != nil || !strings.Contains(text, `"id":"e1","replies":[{"id":"r1","replies":[{"id":"r2"}]}]`) {
		t.Errorf("getEntry: isError=%v structured=%v %s", res.IsError, res.StructuredContent, text)
	}
	res, text = toolclient.Call(t, cs, "getFlat", map[string]any{"id": "f1"})
	if res.IsError || res.StructuredContent == nil || !strings.Contains(text, `"id":"f1"`) {
		t.Errorf("getFlat: isError=%v structured=%v %s", res.IsError, res.StructuredContent, text)
	}
}
