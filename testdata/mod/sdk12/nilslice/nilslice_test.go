package nilslice_test

import (
	"context"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"sdk12/nilslice"
)

// Through go-sdk v1.2.0's own client: find, with a prefix nothing has,
// fails the SDK's validation of its own output (its names are null);
// list answers with an empty array.
func TestNilSliceRefused(t *testing.T) {
	ctx := context.Background()
	s := mcp.NewServer(&mcp.Implementation{Name: "nilslice", Version: "v0"}, nil)
	nilslice.Register(s)
	st, ct := mcp.NewInMemoryTransports()
	if _, err := s.Connect(ctx, st, nil); err != nil {
		t.Fatal(err)
	}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "client", Version: "v0"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	for tool, refused := range map[string]bool{"find": true, "list": false} {
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: tool, Arguments: map[string]any{"prefix": "zeta"}})
		var text string
		switch {
		case err != nil:
			text = err.Error()
		case res.IsError:
			for _, c := range res.Content {
				if tc, ok := c.(*mcp.TextContent); ok {
					text += tc.Text
				}
			}
		}
		if got := strings.Contains(text, "validating tool output"); got != refused {
			t.Errorf("%s: the SDK refused its own output: %v, want %v (%q)", tool, got, refused, text)
		}
	}
}
