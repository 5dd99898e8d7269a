package given_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"sdk02/given"
)

// The go-sdk v0.2.0's own client lists the tool's input schema as
// given.Listed says (compared as JSON values), and list_inferred's as
// given.ListedInferred says.
func TestListed(t *testing.T) {
	listed(t, given.Register, given.Listed)
	listed(t, given.RegisterInferred, given.ListedInferred)
	listed(t, given.RegisterTyped, given.ListedTyped)
}

func listed(t *testing.T, register func(*mcp.Server), want string) {
	t.Helper()
	ctx := context.Background()
	s := mcp.NewServer(&mcp.Implementation{Name: "given", Version: "v0"}, nil)
	register(s)
	st, ct := mcp.NewInMemoryTransports()
	if _, err := s.Connect(ctx, st); err != nil {
		t.Fatal(err)
	}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "client", Version: "v0"}, nil).Connect(ctx, ct)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	res, err := cs.ListTools(ctx, nil)
	if err != nil || len(res.Tools) != 1 {
		t.Fatalf("ListTools: %v, %v", res, err)
	}
	got, err := json.Marshal(res.Tools[0].InputSchema)
	if err != nil {
		t.Fatal(err)
	}
	var a, b any
	json.Unmarshal(got, &a)
	json.Unmarshal([]byte(want), &b)
	ga, _ := json.Marshal(a)
	gb, _ := json.Marshal(b)
	if string(ga) != string(gb) {
		t.Errorf("listed %s, want %s", got, want)
	}
}
