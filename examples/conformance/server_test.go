//lint:file-ignore SA1019 the conformance scenarios exercise sampling, which 2026-07-28 deprecates but the suite still tests.

package main

import (
	"context"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestServerToClient calls the tools that ask the client (sampling and
// elicitation, as input requests or through runtime.Elicit) with a real
// go-sdk client on the last revision where the server sends its own
// requests and on 2026-07-28, where the client answers input requests and
// calls again; the conformance suite's client speaks 2025-11-25 only.
func TestServerToClient(t *testing.T) {
	for _, version := range []string{"2025-11-25", "2026-07-28"} {
		t.Run(version, func(t *testing.T) {
			ctx := t.Context()
			client := mcp.NewClient(&mcp.Implementation{Name: "c", Version: "v0"}, &mcp.ClientOptions{
				CreateMessageHandler: func(context.Context, *mcp.CreateMessageRequest) (*mcp.CreateMessageResult, error) {
					return &mcp.CreateMessageResult{Role: "assistant", Model: "m", Content: &mcp.TextContent{Text: "hello"}}, nil
				},
				ElicitationHandler: func(_ context.Context, req *mcp.ElicitRequest) (*mcp.ElicitResult, error) {
					if strings.HasPrefix(req.Params.Message, "Who") {
						return &mcp.ElicitResult{Action: "accept", Content: map[string]any{"username": "ann", "email": "ann@example.com"}}, nil
					}
					return &mcp.ElicitResult{Action: "decline"}, nil
				},
			})
			st, ct := mcp.NewInMemoryTransports()
			ss, err := newServer().Connect(ctx, st, nil)
			if err != nil {
				t.Fatal(err)
			}
			defer ss.Close()
			cs, err := client.Connect(ctx, ct, &mcp.ClientSessionOptions{ProtocolVersion: version})
			if err != nil {
				t.Fatal(err)
			}
			defer cs.Close()
			for _, tc := range []struct {
				tool string
				args map[string]any
				want string
			}{
				{"test_sampling", map[string]any{"prompt": "hi"}, "LLM response: hello"},
				{"test_elicitation", map[string]any{"message": "Who are you?"}, `User response: action=accept, content={"username":"ann","email":"ann@example.com"}`},
				{"test_elicitation", map[string]any{"message": "Anything?"}, "User response: declined"},
				{"test_elicitation_sep1034_defaults", nil, "Elicitation completed: action=decline, content=null"},
			} {
				res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: tc.tool, Arguments: tc.args})
				if err != nil {
					t.Errorf("%s: %v", tc.tool, err)
					continue
				}
				if got := res.Content[0].(*mcp.TextContent).Text; res.IsError || got != tc.want {
					t.Errorf("%s: isError=%v %q, want %q", tc.tool, res.IsError, got, tc.want)
				}
			}
		})
	}
}
