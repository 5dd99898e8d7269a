package app

import (
	"context"
	"slices"
	"testing"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"

	"fixtures/mcpfacts/converted/toolkit"
)

// TestListed holds what mcpfacts declares in this package (want lines in
// app.go: fetch_order and list_orders, each with an input schema the
// code gives) against mcp-go itself: the toolkit's server, given the
// tools as Serve gives them, lists exactly those two to a real client,
// fetch_order with its order_id property.
func TestListed(t *testing.T) {
	s := toolkit.NewServer("app", "1.0.0")
	Serve(s)
	c, err := client.NewInProcessClient(s.MCP())
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if err := c.Start(ctx); err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	init := mcp.InitializeRequest{}
	init.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
	init.Params.ClientInfo = mcp.Implementation{Name: "converted", Version: "1.0.0"}
	if _, err := c.Initialize(ctx, init); err != nil {
		t.Fatal(err)
	}
	list, err := c.ListTools(ctx, mcp.ListToolsRequest{})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tl := range list.Tools {
		names = append(names, tl.Name)
		if tl.Name == "fetch_order" {
			if _, ok := tl.InputSchema.Properties["order_id"]; !ok || !slices.Contains(tl.InputSchema.Required, "order_id") {
				t.Errorf("fetch_order's input schema = %+v, want order_id required", tl.InputSchema)
			}
		}
	}
	slices.Sort(names)
	if want := []string{"fetch_order", "list_orders"}; !slices.Equal(names, want) {
		t.Errorf("tools listed = %q, want %q", names, want)
	}
}
