//lint:file-ignore SA1019 the test calls the sampling and roots features 2026-07-28 deprecates through runtime.Sample and runtime.ListRoots.

package runtime_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
)

// TestSampleAndListRoots calls runtime.Sample and runtime.ListRoots from
// one tool through a real go-sdk client on both revisions: before
// 2026-07-28 the server sends the requests, on 2026-07-28 they travel as
// input requests (two rounds: the tool asks for the completion, then for
// the roots), in memory and over stateless HTTP, and the client answers
// them with the same handlers.
func TestSampleAndListRoots(t *testing.T) {
	cases := []struct {
		version   string
		stateless bool
	}{{"2025-11-25", false}, {"2026-07-28", false}, {"2026-07-28", true}}
	for _, c := range cases {
		version := c.version
		name := version
		if c.stateless {
			name += "/stateless HTTP"
		}
		t.Run(name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			defer cancel()
			var runs, samples atomic.Int32
			client := mcp.NewClient(&mcp.Implementation{Name: "c", Version: "v0"}, &mcp.ClientOptions{
				CreateMessageHandler: func(_ context.Context, req *mcp.CreateMessageRequest) (*mcp.CreateMessageResult, error) {
					samples.Add(1)
					q := req.Params.Messages[0].Content.(*mcp.TextContent).Text
					return &mcp.CreateMessageResult{Role: "assistant", Model: "m", Content: &mcp.TextContent{Text: "answer to " + q}}, nil
				},
			})
			client.AddRoots(&mcp.Root{URI: "file:///srv/data", Name: "data"})
			server := mcp.NewServer(&mcp.Implementation{Name: "s", Version: "v0"}, nil)
			mcp.AddTool(server, &mcp.Tool{Name: "ask"}, func(ctx context.Context, req *mcp.CallToolRequest, _ struct{}) (*mcp.CallToolResult, any, error) {
				runs.Add(1)
				res, err := runtime.Sample(ctx, req, &mcp.CreateMessageParams{MaxTokens: 10, Messages: []*mcp.SamplingMessage{{Role: "user", Content: &mcp.TextContent{Text: "hi"}}}})
				if ir := (*runtime.InputRequired)(nil); errors.As(err, &ir) {
					return ir.CallToolResult(), nil, nil
				}
				if err != nil {
					return nil, nil, err
				}
				roots, err := runtime.ListRoots(ctx, req)
				if ir := (*runtime.InputRequired)(nil); errors.As(err, &ir) {
					return ir.CallToolResult(), nil, nil
				}
				if err != nil {
					return nil, nil, err
				}
				text := fmt.Sprintf("%s; roots %d %s", res.Content.(*mcp.TextContent).Text, len(roots.Roots), roots.Roots[0].URI)
				return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil, nil
			})
			var transport mcp.Transport
			if c.stateless {
				srv := httptest.NewServer(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return server }, &mcp.StreamableHTTPOptions{Stateless: true}))
				defer srv.Close()
				transport = &mcp.StreamableClientTransport{Endpoint: srv.URL}
			} else {
				st, ct := mcp.NewInMemoryTransports()
				ss, err := server.Connect(ctx, st, nil)
				if err != nil {
					t.Fatal(err)
				}
				defer ss.Close()
				transport = ct
			}
			cs, err := client.Connect(ctx, transport, &mcp.ClientSessionOptions{ProtocolVersion: version})
			if err != nil {
				t.Fatal(err)
			}
			defer cs.Close()
			if got := cs.InitializeResult().ProtocolVersion; got != version {
				t.Fatalf("negotiated %s, want %s", got, version)
			}
			res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "ask"})
			if err != nil {
				t.Fatal(err)
			}
			if res.IsError {
				t.Fatalf("tool error: %v", res.Content[0].(*mcp.TextContent).Text)
			}
			if got, want := res.Content[0].(*mcp.TextContent).Text, "answer to hi; roots 1 file:///srv/data"; got != want {
				t.Errorf("got %q, want %q", got, want)
			}
			wantRuns := int32(1) // the server sends both requests in one run
			if version >= "2026-07-28" {
				wantRuns = 3 // asks for the completion, then the roots, then finishes
			}
			if runs.Load() != wantRuns || samples.Load() != 1 {
				t.Errorf("the handler ran %d times and the client sampled %d times, want %d and 1", runs.Load(), samples.Load(), wantRuns)
			}
		})
	}
}

// TestSampleOutsideARequest: no session, no request sent.
func TestSampleOutsideARequest(t *testing.T) {
	if _, err := runtime.Sample(context.Background(), nil, &mcp.CreateMessageParams{}); err == nil {
		t.Error("runtime.Sample without a request: no error")
	}
	if _, err := runtime.ListRoots(context.Background(), nil); err == nil {
		t.Error("runtime.ListRoots without a request: no error")
	}
}
