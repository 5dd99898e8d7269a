package sdk_test

import (
	"context"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0047/sdk"
)

// Through the go-sdk's client: notes://note/42 is not found (the
// template is a static resource there), notes://byid/42 is served.
func TestStaticTemplateUnreachableSDK(t *testing.T) {
	ctx := context.Background()
	s := mcp.NewServer(&mcp.Implementation{Name: "notes", Version: "v0"}, nil)
	sdk.Register(s)
	st, ct := mcp.NewInMemoryTransports()
	if _, err := s.Connect(ctx, st, nil); err != nil {
		t.Fatal(err)
	}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "client", Version: "v0"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	for uri, served := range map[string]bool{"notes://note/42": false, "notes://byid/42": true} {
		_, err := cs.ReadResource(ctx, &mcp.ReadResourceParams{URI: uri})
		if (err == nil) != served {
			t.Errorf("%s served: %v, want %v (%v)", uri, err == nil, served, err)
		}
	}
}
