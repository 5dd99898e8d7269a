// Package app declares its tools with the toolkit's constructor and
// registers them through it.
package app

import (
	"context"

	"fixtures/mcpfacts/converted/toolkit"
)

func fetch(ctx context.Context, r toolkit.Request) (string, error) { return "", nil }

// FetchOrder is a tool made by a function of the server's own.
func FetchOrder() toolkit.Tool {
	return toolkit.NewTool("fetch_order", "Fetch an order.", []toolkit.Param{{Name: "order_id", Required: true}}, fetch) // want `tool "fetch_order" own tool type toolkit.toolImpl via toolkit.NewTool description="Fetch an order." input-given`
}

// Serve registers the tools.
func Serve(s *toolkit.Server) {
	s.AddTools(
		FetchOrder(),
		toolkit.NewTool("list_orders", "List orders.", nil, fetch), // want `tool "list_orders" own tool type toolkit.toolImpl via toolkit.NewTool description="List orders." input-given`
	)
}
