package listed_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"sdk12/listed"
)

// canonical re-encodes JSON with object keys sorted.
func canonical(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var a any
	if err := json.Unmarshal(b, &a); err != nil {
		t.Fatal(err)
	}
	out, _ := json.Marshal(a)
	return string(out)
}

// The go-sdk v1.2.0's own client lists the tool's schemas as
// listed.ListedInput and ListedOutput say.
func TestListed(t *testing.T) {
	ctx := context.Background()
	s := mcp.NewServer(&mcp.Implementation{Name: "listed", Version: "v0"}, nil)
	listed.Register(s)
	st, ct := mcp.NewInMemoryTransports()
	if _, err := s.Connect(ctx, st, nil); err != nil {
		t.Fatal(err)
	}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "client", Version: "v0"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	res, err := cs.ListTools(ctx, nil)
	if err != nil || len(res.Tools) != 1 {
		t.Fatalf("ListTools: %v, %v", res, err)
	}
	var in, out any
	json.Unmarshal([]byte(listed.ListedInput), &in)
	json.Unmarshal([]byte(listed.ListedOutput), &out)
	if got, want := canonical(t, res.Tools[0].InputSchema), canonical(t, in); got != want {
		t.Errorf("input listed %s, want %s", got, want)
	}
	if got, want := canonical(t, res.Tools[0].OutputSchema), canonical(t, out); got != want {
		t.Errorf("output listed %s, want %s", got, want)
	}
}
