package runtime_test

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
)

// PlainOrder is Order without the constraints only mcpvet's schema
// carries (the validate tag's minimum, the enum from facts), so that
// both paths validate the same.
type PlainOrder struct {
	Customer string      `json:"customer"`
	Items    []PlainLine `json:"items"`
}

type PlainLine struct {
	SKU   string    `json:"sku"`
	Qty   int       `json:"qty"`
	When  time.Time `json:"when,omitzero"`
	Color string    `json:"color,omitempty"`
}

type benchCase struct {
	name      string
	lines     int
	ours, sdk func(*mcp.Server)
}

// benchCases registers the same handler with runtime.AddTool and with
// mcp.AddTool: an order of one line and of 50 (Order: mcpvet's schema
// also checks the validate tag's minimum and the enum from facts, which
// the SDK's does not), and the plain order both validate alike.
func benchCases() []benchCase {
	order := func(_ context.Context, _ *mcp.CallToolRequest, o Order) (*mcp.CallToolResult, Receipt, error) {
		return nil, Receipt{ID: "R-" + o.Customer, Total: orderTotal(o), Note: "thanks"}, nil
	}
	plain := func(_ context.Context, _ *mcp.CallToolRequest, o PlainOrder) (*mcp.CallToolResult, Receipt, error) {
		return nil, Receipt{ID: "R-" + o.Customer, Total: len(o.Items), Note: "thanks"}, nil
	}
	return []benchCase{
		{"order/lines=1", 1,
			func(s *mcp.Server) { runtime.AddTool(s, &mcp.Tool{Name: "t"}, order) },
			func(s *mcp.Server) { mcp.AddTool(s, &mcp.Tool{Name: "t"}, order) }},
		{"order/lines=50", 50,
			func(s *mcp.Server) { runtime.AddTool(s, &mcp.Tool{Name: "t"}, order) },
			func(s *mcp.Server) { mcp.AddTool(s, &mcp.Tool{Name: "t"}, order) }},
		{"plain/lines=50", 50,
			func(s *mcp.Server) { runtime.AddTool(s, &mcp.Tool{Name: "t"}, plain) },
			func(s *mcp.Server) { mcp.AddTool(s, &mcp.Tool{Name: "t"}, plain) }},
	}
}

func (c benchCase) args(b *testing.B) json.RawMessage {
	o := Order{Customer: "ann"}
	for i := range c.lines {
		o.Items = append(o.Items, Line{SKU: fmt.Sprintf("sku-%d", i), Qty: i + 1, Color: Red})
	}
	args, err := json.Marshal(o)
	if err != nil {
		b.Fatal(err)
	}
	return args
}

// benchServer registers a tool with add, connects an in-memory client,
// and returns the client, the server session, and the server's method
// handler under all middleware.
func benchServer(b *testing.B, add func(*mcp.Server)) (*mcp.ClientSession, *mcp.ServerSession, mcp.MethodHandler) {
	s := newServer()
	add(s)
	var inner mcp.MethodHandler
	s.AddReceivingMiddleware(func(h mcp.MethodHandler) mcp.MethodHandler {
		inner = h
		return h
	})
	ctx := context.Background()
	st, ct := mcp.NewInMemoryTransports()
	ss, err := s.Connect(ctx, st, nil)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { ss.Close() })
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "bench", Version: "v0"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { cs.Close() })
	return cs, ss, inner
}

// benchEach runs one benchmark per case and registration.
func benchEach(b *testing.B, run func(b *testing.B, args json.RawMessage, add func(*mcp.Server))) {
	for _, c := range benchCases() {
		args := c.args(b)
		for _, reg := range []struct {
			name string
			add  func(*mcp.Server)
		}{{"runtime.AddTool", c.ours}, {"mcp.AddTool", c.sdk}} {
			b.Run(c.name+"/"+reg.name, func(b *testing.B) { run(b, args, reg.add) })
		}
	}
}

// BenchmarkCallTool: one tools/call, client to server and back over the
// SDK's in-memory transport, for the same handler registered with
// runtime.AddTool and with mcp.AddTool. Run with
//
//	go test ./runtime -run '^$' -bench 'CallTool|ToolHandler' -benchmem -count 6
func BenchmarkCallTool(b *testing.B) {
	benchEach(b, func(b *testing.B, args json.RawMessage, add func(*mcp.Server)) {
		cs, _, _ := benchServer(b, add)
		ctx := context.Background()
		b.ReportAllocs()
		for b.Loop() {
			res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "t", Arguments: args})
			if err != nil || res.IsError || res.StructuredContent == nil {
				b.Fatalf("call: %v %+v", err, res)
			}
		}
	})
}

// BenchmarkToolHandler: the same calls without the transport: the
// server's tools/call method handler (the SDK's dispatch, then the tool)
// called in process, so that the tool path's own cost shows.
func BenchmarkToolHandler(b *testing.B) {
	benchEach(b, func(b *testing.B, args json.RawMessage, add func(*mcp.Server)) {
		_, ss, handle := benchServer(b, add)
		ctx := context.Background()
		b.ReportAllocs()
		for b.Loop() {
			req := &mcp.CallToolRequest{Session: ss, Params: &mcp.CallToolParamsRaw{Name: "t", Arguments: args}}
			r, err := handle(ctx, "tools/call", req)
			if res, _ := r.(*mcp.CallToolResult); err != nil || res == nil || res.IsError || res.StructuredContent == nil {
				b.Fatalf("call: %v %+v", err, r)
			}
		}
	})
}
