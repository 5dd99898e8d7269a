//lint:file-ignore SA1019 the test shows what mcp-go does with the sampling and roots requests 2026-07-28 deprecates: it must call them.

package markreal

import (
	"context"
	"errors"
	"fmt"
	"io"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// requests are the mcp-go requests OMCG0034 reports, as a tool makes them.
var requests = map[string]func(context.Context, *server.MCPServer) error{
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

// serve runs an mcp-go server over stdio pipes whose tool "ask" makes the
// request and reports its error as text, and connects a go-sdk client on
// version ("" for the client's default).
func serve(t *testing.T, ctx context.Context, request func(context.Context, *server.MCPServer) error, version string, opts ...server.ServerOption) (*sdk.ClientSession, *error) {
	t.Helper()
	s := server.NewMCPServer("s", "v0", append(opts, server.WithElicitation(), server.WithRoots())...)
	s.EnableSampling()
	var got error
	s.AddTool(mcp.NewTool("ask"), func(ctx context.Context, _ mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		got = request(ctx, s)
		return mcp.NewToolResultText(fmt.Sprint(got)), nil
	})
	cr, sw := io.Pipe()
	sr, cw := io.Pipe()
	go func() { _ = server.NewStdioServer(s).Listen(ctx, sr, sw) }()
	c := sdk.NewClient(&sdk.Implementation{Name: "c", Version: "v0"}, &sdk.ClientOptions{
		ElicitationHandler: func(context.Context, *sdk.ElicitRequest) (*sdk.ElicitResult, error) {
			return &sdk.ElicitResult{Action: "decline"}, nil
		},
		CreateMessageHandler: func(context.Context, *sdk.CreateMessageRequest) (*sdk.CreateMessageResult, error) {
			return &sdk.CreateMessageResult{Role: "assistant", Model: "m", Content: &sdk.TextContent{Text: "ok"}}, nil
		},
	})
	var copts *sdk.ClientSessionOptions
	if version != "" {
		copts = &sdk.ClientSessionOptions{ProtocolVersion: version}
	}
	cs, err := c.Connect(ctx, &sdk.IOTransport{Reader: cr, Writer: cw}, copts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close(); cr.Close(); sr.Close() })
	return cs, &got
}

// TestMCPGoRefuses holds OMCG0034's claim about mcp-go against mcp-go
// v1.2.1 with a real client: a tool's own request to the client returns
// server.ErrServerInitiatedRequestUnsupported on protocol revision
// 2026-07-28 (the go-sdk client's default), and is sent and answered on
// 2025-11-25.
func TestMCPGoRefuses(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	for name, request := range requests {
		for _, version := range []string{"", "2025-11-25"} {
			cs, got := serve(t, ctx, request, version)
			res, err := cs.CallTool(ctx, &sdk.CallToolParams{Name: "ask"})
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			text := res.Content[0].(*sdk.TextContent).Text
			negotiated := cs.InitializeResult().ProtocolVersion
			switch {
			case version == "" && !errors.Is(*got, server.ErrServerInitiatedRequestUnsupported):
				t.Errorf("%s on %s (the client's default): got %q, want mcp-go's refusal", name, negotiated, text)
			case version != "" && *got != nil:
				t.Errorf("%s on %s: got %q, want no error", name, negotiated, text)
			}
			t.Logf("%s on %s: %s", name, negotiated, text)
		}
	}
}

// TestMCPGoLegacyOption holds OMCG0034's exemption of an mcp-go server
// built with server.WithLegacyServerInitiatedRequests: over stdio, on
// 2026-07-28 (the go-sdk client's default), mcp-go then sends the request
// and the go-sdk client answers it.
func TestMCPGoLegacyOption(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	for name, request := range requests {
		cs, got := serve(t, ctx, request, "", server.WithLegacyServerInitiatedRequests())
		res, err := cs.CallTool(ctx, &sdk.CallToolParams{Name: "ask"})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if negotiated := cs.InitializeResult().ProtocolVersion; negotiated != "2026-07-28" || *got != nil {
			t.Errorf("%s on %s with the legacy option: got %q, want no error on 2026-07-28", name, negotiated, res.Content[0].(*sdk.TextContent).Text)
		}
	}
}

type sampler struct{}

func (sampler) CreateMessage(context.Context, mcp.CreateMessageRequest) (*mcp.CreateMessageResult, error) {
	return &mcp.CreateMessageResult{Model: "m", SamplingMessage: mcp.SamplingMessage{Role: mcp.RoleAssistant, Content: mcp.NewTextContent("ok")}}, nil
}

// TestMCPGoInProcess holds OMCG0034's exemption of an mcp-go server served
// only in process (client.NewInProcessClientWithSamplingHandler): its
// sampling request is a call of the client's handler, answered on
// 2026-07-28 (mcp-go's client default) too.
func TestMCPGoInProcess(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	s := server.NewMCPServer("s", "v0")
	s.EnableSampling()
	var got error
	s.AddTool(mcp.NewTool("ask"), func(ctx context.Context, _ mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		got = requests["RequestSampling"](ctx, s)
		return mcp.NewToolResultText(fmt.Sprint(got)), nil
	})
	c, err := client.NewInProcessClientWithSamplingHandler(s, sampler{})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if err := c.Start(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Initialize(ctx, mcp.InitializeRequest{}); err != nil {
		t.Fatal(err)
	}
	if _, err := c.CallTool(ctx, mcp.CallToolRequest{Params: mcp.CallToolParams{Name: "ask"}}); err != nil {
		t.Fatal(err)
	}
	if v := c.ProtocolVersion(); v != mcp.ProtocolVersion20260728 || got != nil {
		t.Errorf("in process on %s: got %v, want the sampling request answered on 2026-07-28", v, got)
	}
}
