package nilmap_test

import (
	"context"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0014/nilmap"
)

// TestNilMapThroughAClient calls both tools through a real go-sdk client:
// query, whose Meta field the handler leaves nil (flagged), fails the
// SDK's validation of its own output; rows, whose maps are elements the
// handler makes (not flagged), succeeds; count, whose map every literal
// of its type makes (not flagged), succeeds; tally, whose map one path
// leaves out (flagged), fails when called on that path.
func TestNilMapThroughAClient(t *testing.T) {
	ctx := context.Background()
	server := mcp.NewServer(&mcp.Implementation{Name: "fixture", Version: "v0"}, nil)
	nilmap.Register(server)
	ct, st := mcp.NewInMemoryTransports()
	ss, err := server.Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ss.Close()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "client", Version: "v0"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	for _, tc := range []struct {
		tool  string
		query string
		fails bool
	}{
		{"query", "q", true},
		{"rows", "q", false},
		{"count", "q", false},
		{"count", "", false},
		{"tally", "", true},
	} {
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: tc.tool, Arguments: map[string]any{"query": tc.query}})
		failed := err != nil || res.IsError
		if failed != tc.fails {
			t.Errorf("%s: failed %v (err %v), want %v", tc.tool, failed, err, tc.fails)
		}
	}
}
