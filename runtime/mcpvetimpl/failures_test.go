package mcpvetimpl_test

import (
	"context"
	"os/exec"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime/mcpvetimpl"
)

// TestResultFailures: a result the SDK could not send (of the wrong type
// for its form, nil, holding nil, not JSON) fails the read or get as any
// hidden error does, logged; the connection stays up.
func TestResultFailures(t *testing.T) {
	s := mcp.NewServer(&mcp.Implementation{Name: "failures", Version: "v0"}, nil)
	static := func(uri string, form mcpvetimpl.ResourceResult, v any) mcpvetimpl.Resource {
		return mcpvetimpl.Resource{
			Resource: &mcp.Resource{URI: uri, Name: strings.TrimPrefix(uri, "bad://")},
			Result:   form,
			Read: func(context.Context, *mcp.ReadResourceRequest, *mcpvetimpl.Args) (any, error) {
				return v, nil
			},
		}
	}
	prompt := func(name string, form mcpvetimpl.PromptResult, v any) mcpvetimpl.Prompt {
		return mcpvetimpl.Prompt{
			Prompt: &mcp.Prompt{Name: name},
			Result: form,
			Get: func(context.Context, *mcp.GetPromptRequest, *mcpvetimpl.Args) (any, error) {
				return v, nil
			},
		}
	}
	mcpvetimpl.RegisterResources(s,
		static("bad://text", mcpvetimpl.ResourceText, 42),
		static("bad://blob", mcpvetimpl.ResourceBlob, "not bytes"),
		static("bad://json", mcpvetimpl.ResourceJSON, map[string]any{"c": make(chan int)}),
		static("bad://nil-result", mcpvetimpl.ResourceSDK, (*mcp.ReadResourceResult)(nil)),
		static("bad://nil-content", mcpvetimpl.ResourceSDK, []*mcp.ResourceContents{nil}),
		static("bad://other", mcpvetimpl.ResourceSDK, "text"),
		static("ok://empty", mcpvetimpl.ResourceSDK, []*mcp.ResourceContents(nil)),
		static("ok://nil-json", mcpvetimpl.ResourceJSON, (*Settings)(nil)),
	)
	mcpvetimpl.RegisterPrompts(s,
		prompt("text", mcpvetimpl.PromptText, []byte("x")),
		prompt("nil_message", mcpvetimpl.PromptMessages, []*mcp.PromptMessage{nil}),
		prompt("nil_result", mcpvetimpl.PromptSDK, (*mcp.GetPromptResult)(nil)),
		prompt("empty", mcpvetimpl.PromptSDK, &mcp.GetPromptResult{}),
	)
	for _, tr := range transports {
		t.Run(tr.name, func(t *testing.T) {
			logs := captureLog(t)
			cs := tr.connect(t, s)
			for _, uri := range []string{"bad://text", "bad://blob", "bad://json", "bad://nil-result", "bad://nil-content", "bad://other"} {
				logs.Reset()
				_, err := cs.ReadResource(t.Context(), &mcp.ReadResourceParams{URI: uri})
				checkError(t, "read "+uri, err, jsonrpc.CodeInternalError, "The resource failed.", "")
				if !strings.Contains(logs.String(), `msg="mcp resource failed" resource=`+strings.TrimPrefix(uri, "bad://")) {
					t.Errorf("read %s: not logged:\n%s", uri, logs)
				}
			}
			for _, name := range []string{"text", "nil_message", "nil_result"} {
				_, err := cs.GetPrompt(t.Context(), &mcp.GetPromptParams{Name: name})
				checkError(t, "get "+name, err, jsonrpc.CodeInternalError, "The prompt failed.", "")
			}
			// Empty is not nil.
			res, err := cs.ReadResource(t.Context(), &mcp.ReadResourceParams{URI: "ok://empty"})
			if err != nil || res.Contents == nil || len(res.Contents) != 0 {
				t.Errorf("read ok://empty: %v, %+v", err, res)
			}
			res, err = cs.ReadResource(t.Context(), &mcp.ReadResourceParams{URI: "ok://nil-json"})
			if err != nil || len(res.Contents) != 1 || res.Contents[0].Text != "null" {
				t.Errorf("read ok://nil-json: %v, %+v", err, res)
			}
			pr, err := cs.GetPrompt(t.Context(), &mcp.GetPromptParams{Name: "empty"})
			if err != nil || pr.Messages == nil || len(pr.Messages) != 0 {
				t.Errorf("get empty: %v, %+v", err, pr)
			}
		})
	}
}

// TestRegistrationPanics: what the generator can get wrong, and a
// template the SDK would panic on, stop the server at registration with
// a message that says what is wrong.
func TestRegistrationPanics(t *testing.T) {
	read := func(context.Context, *mcp.ReadResourceRequest, *mcpvetimpl.Args) (any, error) { return "", nil }
	cases := []struct {
		name string
		reg  func(s *mcp.Server)
		want string
	}{
		{"neither", func(s *mcp.Server) {
			mcpvetimpl.RegisterResources(s, mcpvetimpl.Resource{Result: mcpvetimpl.ResourceText, Read: read})
		}, "mcpvetimpl.RegisterResources: a Resource sets exactly one of Resource and Template"},
		{"no result", func(s *mcp.Server) {
			mcpvetimpl.RegisterResources(s, mcpvetimpl.Resource{Resource: &mcp.Resource{URI: "a://b"}, Read: read})
		}, "mcpvetimpl.RegisterResources: a Resource with Result 0"},
		{"bad template", func(s *mcp.Server) {
			mcpvetimpl.RegisterResources(s, mcpvetimpl.Resource{Template: &mcp.ResourceTemplate{URITemplate: "a://{b"}, Result: mcpvetimpl.ResourceText, Read: read})
		}, `mcpvetimpl.RegisterResources: URI template "a://{b" is invalid`},
		{"no get", func(s *mcp.Server) {
			mcpvetimpl.RegisterPrompts(s, mcpvetimpl.Prompt{Prompt: &mcp.Prompt{Name: "p"}, Result: mcpvetimpl.PromptText})
		}, "mcpvetimpl.RegisterPrompts: a Prompt without Prompt or Get"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			defer func() {
				v := recover()
				msg := ""
				if err, ok := v.(error); ok {
					msg = err.Error()
				} else if s, ok := v.(string); ok {
					msg = s
				}
				if !strings.HasPrefix(msg, c.want) {
					t.Errorf("panic %v, want %q", v, c.want)
				}
			}()
			c.reg(mcp.NewServer(&mcp.Implementation{Name: "p", Version: "v0"}, nil))
		})
	}
}

// TestDeps: generated code imports this package into server binaries,
// which stay lean: no golang.org/x/tools, no analyzers, no go/types.
func TestDeps(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	out, err := exec.Command(goTool, "list", "-deps", "github.com/mcpvet/mcpvet/runtime/mcpvetimpl").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	deps := strings.Fields(string(out))
	if len(deps) < 10 {
		t.Fatalf("go list -deps listed too little: %q", deps)
	}
	for _, d := range deps {
		if strings.HasPrefix(d, "golang.org/x/tools") || strings.HasPrefix(d, "github.com/mcpvet/mcpvet/analyzers") ||
			d == "github.com/mcpvet/mcpvet/schema/typesview" || d == "go/types" {
			t.Errorf("mcpvetimpl depends on %s", d)
		}
	}
}
