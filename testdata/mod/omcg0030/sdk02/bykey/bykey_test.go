package bykey_test

import (
	"context"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"sdk02/bykey"
)

// Through the go-sdk v0.2.0's own client: the folder "/; echo injected"
// runs echo in the flagged tool, and is one word in the quoted one.
func TestInjectedByKey(t *testing.T) {
	ctx := context.Background()
	s := mcp.NewServer(&mcp.Implementation{Name: "bykey", Version: "v0"}, nil)
	bykey.Register(s)
	st, ct := mcp.NewInMemoryTransports()
	if _, err := s.Connect(ctx, st); err != nil {
		t.Fatal(err)
	}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "client", Version: "v0"}, nil).Connect(ctx, ct)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	for tool, flagged := range map[string]bool{"list_by_key": true, "list_by_key_quoted": false} {
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: tool, Arguments: map[string]any{"path": "/; echo injected-$((6*7))"}})
		if err != nil {
			t.Fatalf("%s: %v", tool, err)
		}
		var text strings.Builder
		for _, c := range res.Content {
			if tc, ok := c.(*mcp.TextContent); ok {
				text.WriteString(tc.Text)
			}
		}
		if ran := strings.Contains(text.String(), "injected-42"); ran != flagged {
			t.Errorf("%s: the model's command ran: %v, want %v (%q)", tool, ran, flagged, text.String())
		}
	}
}
