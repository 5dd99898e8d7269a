//lint:file-ignore SA1019 the test shows what the go-sdk does with the sampling and roots requests 2026-07-28 deprecates: it must call them.

package clientrequest_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/internal/fixturemod"
)

// The requests OMCG0034 reports, as a tool makes them.
var requests = map[string]func(context.Context, *mcp.ServerSession) error{
	"Elicit": func(ctx context.Context, ss *mcp.ServerSession) error {
		_, err := ss.Elicit(ctx, &mcp.ElicitParams{Message: "Sure?", RequestedSchema: map[string]any{"type": "object", "properties": map[string]any{}}})
		return err
	},
	"CreateMessage": func(ctx context.Context, ss *mcp.ServerSession) error {
		_, err := ss.CreateMessage(ctx, &mcp.CreateMessageParams{MaxTokens: 5, Messages: []*mcp.SamplingMessage{{Role: "user", Content: &mcp.TextContent{Text: "hi"}}}})
		return err
	},
	"ListRoots": func(ctx context.Context, ss *mcp.ServerSession) error {
		_, err := ss.ListRoots(ctx, nil)
		return err
	},
}

// serve returns a server whose tool "ask" makes the request and reports
// its error as text.
func serve(request func(context.Context, *mcp.ServerSession) error) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "s", Version: "v0"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "ask"}, func(ctx context.Context, req *mcp.CallToolRequest, _ struct{}) (*mcp.CallToolResult, any, error) {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(request(ctx, req.Session))}}}, nil, nil
	})
	return s
}

// answering is a client that answers every request.
func answering() *mcp.Client {
	return mcp.NewClient(&mcp.Implementation{Name: "c", Version: "v0"}, &mcp.ClientOptions{
		ElicitationHandler: func(context.Context, *mcp.ElicitRequest) (*mcp.ElicitResult, error) {
			return &mcp.ElicitResult{Action: "decline"}, nil
		},
		CreateMessageHandler: func(context.Context, *mcp.CreateMessageRequest) (*mcp.CreateMessageResult, error) {
			return &mcp.CreateMessageResult{Role: "assistant", Model: "m", Content: &mcp.TextContent{Text: "ok"}}, nil
		},
	})
}

func call(t *testing.T, cs *mcp.ClientSession) string {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "ask"})
	if err != nil {
		return "call error: " + err.Error()
	}
	return res.Content[0].(*mcp.TextContent).Text
}

// TestTheSDKRefuses holds OMCG0034's claims against the real go-sdk: a
// tool's request to the client fails on protocol revision 2026-07-28 (the
// go-sdk client's default) and, on any revision, on a stateless server;
// it works before 2026-07-28 on a server with sessions, which is why the
// finding is a warning there.
func TestTheSDKRefuses(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	for name, request := range requests {
		for _, version := range []string{"", "2025-11-25"} {
			st, ct := mcp.NewInMemoryTransports()
			ss, err := serve(request).Connect(ctx, st, nil)
			if err != nil {
				t.Fatal(err)
			}
			var opts *mcp.ClientSessionOptions
			if version != "" {
				opts = &mcp.ClientSessionOptions{ProtocolVersion: version}
			}
			cs, err := answering().Connect(ctx, ct, opts)
			if err != nil {
				t.Fatal(err)
			}
			got := call(t, cs)
			negotiated := cs.InitializeResult().ProtocolVersion
			switch {
			case version == "" && !strings.Contains(got, "cannot be sent while serving a request on protocol version 2026-07-28"):
				t.Errorf("%s on %s (the client's default): got %q, want the SDK's refusal", name, negotiated, got)
			case version != "" && got != "<nil>":
				t.Errorf("%s on %s: got %q, want no error", name, negotiated, got)
			}
			cs.Close()
			ss.Close()
		}
		// Stateless, with a client on the old revision: no way back.
		srv := httptest.NewServer(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return serve(request) }, &mcp.StreamableHTTPOptions{Stateless: true}))
		cs, err := answering().Connect(ctx, &mcp.StreamableClientTransport{Endpoint: srv.URL}, &mcp.ClientSessionOptions{ProtocolVersion: "2025-11-25"})
		if err != nil {
			t.Fatal(err)
		}
		if got := call(t, cs); got == "<nil>" {
			t.Errorf("%s on a stateless server: no error", name)
		} else {
			t.Logf("%s, stateless: %s", name, got)
		}
		cs.Close()
		srv.Close()
	}
}

// TestMCPGoRefuses runs testdata/mod/omcg0034/markreal's tests, which
// hold OMCG0034's claims about mcp-go against the real mcp-go v1.2.1 and
// a go-sdk client (the fixture module depends on mcp-go; this module does
// not): the refusal on 2026-07-28, and the two servers it exempts (built
// with WithLegacyServerInitiatedRequests, served only in process).
func TestMCPGoRefuses(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the fixture module")
	}
	dir := fixturemod.Use(t, filepath.Join("..", "..", "..", "testdata", "mod"))
	files, _ := filepath.Glob(filepath.Join(dir, "omcg0034", "markreal", "*.go"))
	for _, f := range append(files, filepath.Join(dir, "go.mod"), filepath.Join(dir, "go.sum")) {
		if _, err := os.ReadFile(f); err != nil { // seen by the test cache
			t.Fatal(err)
		}
	}
	cmd := exec.Command("go", "test", "-count=1", "./omcg0034/markreal/")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go test ./omcg0034/markreal/ in %s: %v\n%s", dir, err, out)
	}
}

// TestOldMCPGoStateless runs testdata/mod/omcg0034/oldsdk/oldmark's
// tests, which hold OMCG0034's claim about mcp-go v0.58.0 served stateless
// (reported as an error, as TestOldSDK's fixture says) against the real
// mcp-go v0.58.0 and a go-sdk v1.6.0 client: mcp-go sends the request,
// refuses the client's answer (a POST without a session), and the call
// fails, every time.
func TestOldMCPGoStateless(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the fixture module")
	}
	dir := fixturemod.Use(t, filepath.Join("..", "..", "..", "testdata", "mod", "omcg0034", "oldsdk"))
	files, _ := filepath.Glob(filepath.Join(dir, "oldmark", "*.go"))
	for _, f := range append(files, filepath.Join(dir, "go.mod"), filepath.Join(dir, "go.sum")) {
		if _, err := os.ReadFile(f); err != nil { // seen by the test cache
			t.Fatal(err)
		}
	}
	cmd := exec.Command("go", "test", "-count=1", "-run", "TestStatelessRequest", "./oldmark/")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go test ./oldmark/ in %s: %v\n%s", dir, err, out)
	}
}

// TestTheSDKLogs holds the finding recorded in docs/decisions.md, for
// which mcpvet has no code: the go-sdk neither refuses nor loses a tool's
// (*ServerSession).Log on 2026-07-28 any more than before. Log never
// returns an error; the message reaches the client when the client asked
// for logs (on 2026-07-28 in the call's _meta, before it with
// logging/setLevel) and is dropped when it did not, on both revisions.
func TestTheSDKLogs(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cases := []struct {
		version        string // "" for the client's default, 2026-07-28
		setLevel, meta bool
		want           int // messages the client gets
	}{
		{"", false, false, 0},
		{"", true, false, 0}, // setLevel does not carry over to a call on 2026-07-28
		{"", false, true, 1},
		{"2025-11-25", false, false, 0},
		{"2025-11-25", true, false, 1},
	}
	for _, c := range cases {
		s := mcp.NewServer(&mcp.Implementation{Name: "s", Version: "v0"}, nil)
		var logErr error
		mcp.AddTool(s, &mcp.Tool{Name: "log"}, func(ctx context.Context, req *mcp.CallToolRequest, _ struct{}) (*mcp.CallToolResult, any, error) {
			logErr = req.Session.Log(ctx, &mcp.LoggingMessageParams{Level: "info", Data: "hello"})
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "ok"}}}, nil, nil
		})
		got := make(chan struct{}, 4)
		client := mcp.NewClient(&mcp.Implementation{Name: "c", Version: "v0"}, &mcp.ClientOptions{
			LoggingMessageHandler: func(context.Context, *mcp.LoggingMessageRequest) { got <- struct{}{} },
		})
		st, ct := mcp.NewInMemoryTransports()
		ss, err := s.Connect(ctx, st, nil)
		if err != nil {
			t.Fatal(err)
		}
		var opts *mcp.ClientSessionOptions
		if c.version != "" {
			opts = &mcp.ClientSessionOptions{ProtocolVersion: c.version}
		}
		cs, err := client.Connect(ctx, ct, opts)
		if err != nil {
			t.Fatal(err)
		}
		if c.setLevel {
			if err := cs.SetLoggingLevel(ctx, &mcp.SetLoggingLevelParams{Level: "debug"}); err != nil {
				t.Fatal(err)
			}
		}
		params := &mcp.CallToolParams{Name: "log"}
		if c.meta {
			params.Meta = mcp.Meta{mcp.MetaKeyLogLevel: "debug"}
		}
		if _, err := cs.CallTool(ctx, params); err != nil {
			t.Fatal(err)
		}
		// The client handles notifications on its own goroutine: wait for
		// the one expected, and a while for one that should not come.
		n := 0
		wait := time.After(300 * time.Millisecond)
		if c.want > 0 {
			wait = time.After(20 * time.Second)
		}
	collect:
		for n < c.want+1 {
			select {
			case <-got:
				n++
				if n == c.want {
					wait = time.After(100 * time.Millisecond) // and no second one
				}
			case <-wait:
				break collect
			}
		}
		negotiated := cs.InitializeResult().ProtocolVersion
		if logErr != nil || n != c.want {
			t.Errorf("%s, setLevel %v, level in _meta %v: Log returned %v and the client got %d messages, want nil and %d", negotiated, c.setLevel, c.meta, logErr, n, c.want)
		}
		cs.Close()
		ss.Close()
	}
}
