package oldmark

import (
	"context"
	"fmt"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestStatelessRequest shows what mcp-go v0.58.0 does with a tool's own
// request to the client when it is served stateless
// (server.WithStateLess(true)) over streamable HTTP, with a go-sdk v1.6.0
// client that answers every request. mcp-go sends the request on the
// call's own event stream, but the client's answer, a POST without a
// session (a stateless server gives none), is refused ("missing session
// ID", 400): the client's call fails, and the request fails when its
// context ends. OMCG0034 reports such a request as an error, as it does
// on the go-sdk served stateless.
func TestStatelessRequest(t *testing.T) {
	requests := map[string]func(context.Context, *server.MCPServer) error{
		"RequestElicitation": func(ctx context.Context, s *server.MCPServer) error {
			_, err := s.RequestElicitation(ctx, mcp.ElicitationRequest{Params: mcp.ElicitationParams{Message: "Sure?", RequestedSchema: map[string]any{"type": "object", "properties": map[string]any{}}}})
			return err
		},
		"RequestSampling": func(ctx context.Context, s *server.MCPServer) error {
			_, err := s.RequestSampling(ctx, mcp.CreateMessageRequest{CreateMessageParams: mcp.CreateMessageParams{MaxTokens: 5, Messages: []mcp.SamplingMessage{{Role: mcp.RoleUser, Content: mcp.TextContent{Type: "text", Text: "hi"}}}}})
			return err
		},
		"RequestRoots": func(ctx context.Context, s *server.MCPServer) error {
			_, err := s.RequestRoots(ctx, mcp.ListRootsRequest{})
			return err
		},
	}
	for name, request := range requests {
		t.Run(name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			defer cancel()
			s := server.NewMCPServer("s", "v0", server.WithElicitation(), server.WithRoots())
			s.EnableSampling()
			got := make(chan error, 1)
			s.AddTool(mcp.NewTool("ask"), func(ctx context.Context, _ mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				// The request's own deadline: a request that is never
				// answered must not hang the test.
				rctx, rcancel := context.WithTimeout(ctx, 5*time.Second)
				defer rcancel()
				err := request(rctx, s)
				got <- err
				return mcp.NewToolResultText(fmt.Sprint(err)), nil
			})
			srv := httptest.NewServer(server.NewStreamableHTTPServer(s, server.WithStateLess(true)))
			defer srv.Close()
			answered := make(chan string, 3)
			c := sdk.NewClient(&sdk.Implementation{Name: "c", Version: "v0"}, &sdk.ClientOptions{
				ElicitationHandler: func(context.Context, *sdk.ElicitRequest) (*sdk.ElicitResult, error) {
					answered <- "elicitation"
					return &sdk.ElicitResult{Action: "decline"}, nil
				},
				CreateMessageHandler: func(context.Context, *sdk.CreateMessageRequest) (*sdk.CreateMessageResult, error) {
					answered <- "sampling"
					return &sdk.CreateMessageResult{Role: "assistant", Model: "m", Content: &sdk.TextContent{Text: "ok"}}, nil
				},
			})
			cs, err := c.Connect(ctx, &sdk.StreamableClientTransport{Endpoint: srv.URL}, nil)
			if err != nil {
				t.Fatal(err)
			}
			defer cs.Close()
			res, callErr := cs.CallTool(ctx, &sdk.CallToolParams{Name: "ask"})
			var reqErr error
			select {
			case reqErr = <-got:
			case <-ctx.Done():
				t.Fatal("the tool's request neither returned nor failed")
			}
			if reqErr == nil {
				t.Errorf("%s served stateless: the request succeeded (client handlers called: %d); OMCG0034 says it fails on every call", name, len(answered))
			}
			result := ""
			if callErr == nil {
				result = res.Content[0].(*sdk.TextContent).Text
			}
			t.Logf("%s, stateless: the request: %v; the call: %v %q; client handlers called: %d", name, reqErr, callErr, result, len(answered))
		})
	}
}
