package mcpvetimpl_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
)

// transports are the two ways the tests reach the server: the SDK's
// in-memory transport, and Streamable HTTP through an httptest server.
var transports = []struct {
	name    string
	connect func(t testing.TB, s *mcp.Server) *mcp.ClientSession
}{
	{"memory", connectMemory},
	{"http", connectHTTP},
}

func connectMemory(t testing.TB, s *mcp.Server) *mcp.ClientSession {
	t.Helper()
	st, ct := mcp.NewInMemoryTransports()
	ss, err := s.Connect(context.Background(), st, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ss.Close() })
	return connectClient(t, ct)
}

func connectHTTP(t testing.TB, s *mcp.Server) *mcp.ClientSession {
	t.Helper()
	hs := httptest.NewServer(runtime.HTTPHandler(s, nil))
	t.Cleanup(hs.Close)
	return connectClient(t, &mcp.StreamableClientTransport{Endpoint: hs.URL, MaxRetries: -1})
}

func connectClient(t testing.TB, tr mcp.Transport) *mcp.ClientSession {
	t.Helper()
	c := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "v0"}, nil)
	cs, err := c.Connect(context.Background(), tr, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

func courtServer() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "courts", Version: "v0"}, nil)
	registerCourts(s)
	return s
}

// captureLog sends slog's default logger to a buffer for the test.
func captureLog(t *testing.T) *bytes.Buffer {
	var buf bytes.Buffer
	old := slog.Default()
	slog.SetDefault(slog.New(slog.NewTextHandler(&buf, nil)))
	t.Cleanup(func() { slog.SetDefault(old) })
	return &buf
}

// resourceNotFound is the code of the go-sdk's resource-not-found error:
// -32602 since v1.7.0 (the protocol's SEP-2164), -32002 before and with
// MCPGODEBUG=customresnotfounderrcode=1.
const resourceNotFound = jsonrpc.CodeInvalidParams

const noteID = "0b7e4c2a-5f0e-4a57-9a43-2a5a0d7c9e11"

// TestResourcesListed: resources/list and resources/templates/list give
// what was declared, with the default MIME types filled in.
func TestResourcesListed(t *testing.T) {
	for _, tr := range transports {
		t.Run(tr.name, func(t *testing.T) {
			cs := tr.connect(t, courtServer())
			ctx := t.Context()
			list, err := cs.ListResources(ctx, nil)
			if err != nil {
				t.Fatal(err)
			}
			got := map[string]*mcp.Resource{}
			for _, r := range list.Resources {
				got[r.URI] = r
			}
			want := []struct {
				uri, name, mime string
				size            int64
			}{
				{"config://settings", "current_settings", "application/json", 0},
				{"files://seal.png", "seal", "image/png", 4},
				{"files://export.bin", "export", "application/octet-stream", 0},
				{"about://courts", "about", "text/plain", 0},
				{"ui://dockets/view", "docket_view", "text/html;profile=mcp-app", 0},
				{"parts://all", "parts", "", 0},
			}
			if len(got) != len(want) {
				t.Errorf("resources/list lists %d resources, want %d", len(got), len(want))
			}
			for _, w := range want {
				r := got[w.uri]
				if r == nil {
					t.Errorf("resources/list: no %s", w.uri)
					continue
				}
				if r.Name != w.name || r.MIMEType != w.mime || r.Size != w.size {
					t.Errorf("resources/list: %s is name %q, MIME type %q, size %d; want %q, %q, %d", w.uri, r.Name, r.MIMEType, r.Size, w.name, w.mime, w.size)
				}
			}
			if r := got["ui://dockets/view"]; r != nil && (r.Title != "Docket viewer" || r.Description == "") {
				t.Errorf("ui://dockets/view: title %q, description %q", r.Title, r.Description)
			}

			tl, err := cs.ListResourceTemplates(ctx, nil)
			if err != nil {
				t.Fatal(err)
			}
			tmpls := map[string]*mcp.ResourceTemplate{}
			for _, rt := range tl.ResourceTemplates {
				tmpls[rt.URITemplate] = rt
			}
			if d := tmpls["docket://{court}/{number}"]; d == nil || d.Name != "docket" || d.Title != "Docket" || d.MIMEType != "text/markdown" {
				t.Errorf("resources/templates/list: docket is %+v", d)
			}
			if n := tmpls["notes://{id}{?since,every,level,draft,ratio,count}"]; n == nil || n.Name != "note" || n.MIMEType != "" {
				t.Errorf("resources/templates/list: note is %+v", n)
			}
			if len(tmpls) != 2 {
				t.Errorf("resources/templates/list lists %d templates, want 2", len(tmpls))
			}
		})
	}
}

// TestResourcesRead: each result form reaches the client as the table
// of the docs says, and template variables reach the parameters.
func TestResourcesRead(t *testing.T) {
	type content struct {
		uri, mime, text string
		blob            []byte
	}
	cases := []struct {
		uri  string
		want []content
	}{
		{"docket://nysd/7", []content{{"docket://nysd/7", "text/markdown", "# NYSD 7\n\nFiled.", nil}}},
		{"docket://cand/12", []content{{"docket://cand/12", "text/markdown", "# CAND 12\n\nFiled.", nil}}},
		// Percent-decoded before parsing.
		{"docket://nysd/%34%32", []content{{"docket://nysd/%34%32", "text/markdown", "# NYSD 42\n\nFiled.", nil}}},
		{"config://settings", []content{{"config://settings", "application/json", `{"courts":["nysd","cand"],"limit":20}`, nil}}},
		{"files://seal.png", []content{{"files://seal.png", "image/png", "", []byte{0x89, 'P', 'N', 'G'}}}},
		{"files://export.bin", []content{{"files://export.bin", "application/octet-stream", "", []byte{0, 1, 2}}}},
		{"about://courts", []content{{"about://courts", "text/plain", "Dockets of two courts.", nil}}},
		{"ui://dockets/view", []content{{"ui://dockets/view", "text/html;profile=mcp-app", "<!doctype html><title>Docket</title>", nil}}},
		{"notes://" + noteID, []content{{"notes://" + noteID, "", "id=" + noteID, nil}}},
		{
			"notes://" + noteID + "?since=2025-03-14T09%3A00%3A00Z&every=90m&level=3&draft=true&ratio=0.5&count=255",
			[]content{{"notes://" + noteID + "?since=2025-03-14T09%3A00%3A00Z&every=90m&level=3&draft=true&ratio=0.5&count=255", "",
				"id=" + noteID + " since=2025-03-14T09:00:00Z every=1h30m0s level=3 draft=true ratio=0.5 count=255", nil}},
		},
		// An optional argument sent empty is absent.
		{"notes://" + noteID + "?level=&count=", []content{{"notes://" + noteID + "?level=&count=", "", "id=" + noteID, nil}}},
		{"parts://all", []content{{"parts://all#1", "", "one", nil}, {"parts://all#2", "text/csv", "a,b", nil}}},
	}
	for _, tr := range transports {
		t.Run(tr.name, func(t *testing.T) {
			cs := tr.connect(t, courtServer())
			for _, c := range cases {
				res, err := cs.ReadResource(t.Context(), &mcp.ReadResourceParams{URI: c.uri})
				if err != nil {
					t.Errorf("read %s: %v", c.uri, err)
					continue
				}
				var got []content
				for _, rc := range res.Contents {
					got = append(got, content{rc.URI, rc.MIMEType, rc.Text, rc.Blob})
				}
				if !slices.EqualFunc(got, c.want, func(a, b content) bool {
					return a.uri == b.uri && a.mime == b.mime && a.text == b.text && bytes.Equal(a.blob, b.blob)
				}) {
					t.Errorf("read %s:\n\tgot  %q\n\twant %q", c.uri, got, c.want)
				}
			}
		})
	}
}

// TestResourceErrors: arguments that do not parse are invalid-params
// naming them; the func's errors follow the policy; an unknown URI is
// resource-not-found. The server never panics.
func TestResourceErrors(t *testing.T) {
	cases := []struct {
		uri      string
		code     int64
		message  string
		argument string // the error's data names it
		logged   string // a log record holds this
	}{
		{uri: "docket://nysd/abc", code: jsonrpc.CodeInvalidParams,
			message: "Argument 'number' is not valid: want an integer from -9223372036854775808 to 9223372036854775807.", argument: "number"},
		{uri: "docket://txsd/1", code: jsonrpc.CodeInvalidParams,
			message: "Argument 'court' is not valid: want one of nysd, cand.", argument: "court"},
		// The first argument that fails is the one reported.
		{uri: "docket://txsd/abc", code: jsonrpc.CodeInvalidParams,
			message: "Argument 'court' is not valid: want one of nysd, cand.", argument: "court"},
		{uri: "notes://not-a-uuid", code: jsonrpc.CodeInvalidParams,
			message: "Argument 'id' is not valid: want a valid mcpvetimpl_test.NoteID.", argument: "id"},
		// Enum values as on the wire, not as Level.String writes them.
		{uri: "notes://" + noteID + "?level=2", code: jsonrpc.CodeInvalidParams,
			message: "Argument 'level' is not valid: want one of 1, 3.", argument: "level"},
		{uri: "notes://" + noteID + "?count=256", code: jsonrpc.CodeInvalidParams,
			message: "Argument 'count' is not valid: want an integer from 0 to 255.", argument: "count"},
		{uri: "notes://" + noteID + "?ratio=NaN", code: jsonrpc.CodeInvalidParams,
			message: "Argument 'ratio' is not valid: want a number.", argument: "ratio"},
		{uri: "notes://" + noteID + "?draft=maybe", code: jsonrpc.CodeInvalidParams,
			message: "Argument 'draft' is not valid: want true or false.", argument: "draft"},
		{uri: "notes://" + noteID + "?since=yesterday", code: jsonrpc.CodeInvalidParams,
			message: "Argument 'since' is not valid: want an RFC 3339 time such as 2006-01-02T15:04:05Z.", argument: "since"},
		{uri: "notes://" + noteID + "?every=soon", code: jsonrpc.CodeInvalidParams,
			message: "Argument 'every' is not valid: want a duration such as 1h30m or 90s.", argument: "every"},
		// A *runtime.ToolError keeps its text.
		{uri: "docket://nysd/0", code: jsonrpc.CodeInternalError, message: "Docket numbers start at 1."},
		// Any other error is hidden, and logged.
		{uri: "docket://nysd/13", code: jsonrpc.CodeInternalError, message: "The resource failed.",
			logged: `msg="mcp resource failed" resource=docket uri=docket://nysd/13 error="docket store: connection refused to 10.0.0.7"`},
		{uri: "docket://nysd/666", code: jsonrpc.CodeInternalError, message: "The resource failed.",
			logged: `msg="mcp resource panicked" resource=docket uri=docket://nysd/666 error="panic: the docket index is corrupt" stack=`},
		// The func's own resource-not-found (wrapped) is sent as it is.
		{uri: "docket://nysd/404", code: resourceNotFound, message: "Resource not found"},
		// No resource and no template: the SDK's resource-not-found.
		{uri: "docket://nysd", code: resourceNotFound, message: "Resource not found"},
		{uri: "nothing://here", code: resourceNotFound, message: "Resource not found"},
		// Query variables in another order than the template's: the SDK's
		// matcher is positional, so nothing matches.
		{uri: "notes://" + noteID + "?every=90m&since=2025-03-14T09%3A00%3A00Z", code: resourceNotFound, message: "Resource not found"},
	}
	for _, tr := range transports {
		t.Run(tr.name, func(t *testing.T) {
			logs := captureLog(t)
			cs := tr.connect(t, courtServer())
			for _, c := range cases {
				logs.Reset()
				_, err := cs.ReadResource(t.Context(), &mcp.ReadResourceParams{URI: c.uri})
				checkError(t, "read "+c.uri, err, c.code, c.message, c.argument)
				if c.logged != "" && !strings.Contains(logs.String(), c.logged) {
					t.Errorf("read %s: the log has no record with %s:\n%s", c.uri, c.logged, logs)
				}
				if c.logged == "" && logs.Len() > 0 {
					t.Errorf("read %s: logged\n%s", c.uri, logs)
				}
			}
			// The server still serves.
			if _, err := cs.ReadResource(t.Context(), &mcp.ReadResourceParams{URI: "docket://nysd/1"}); err != nil {
				t.Errorf("after the failures: %v", err)
			}
		})
	}
}

// checkError checks that err is the protocol error code with message,
// its data naming argument (when not empty).
func checkError(t *testing.T, what string, err error, code int64, message, argument string) {
	t.Helper()
	if err == nil {
		t.Errorf("%s: no error, want %d %q", what, code, message)
		return
	}
	var we *jsonrpc.Error
	ok := errors.As(err, &we)
	if !ok {
		t.Errorf("%s: error %v (%T) is not a *jsonrpc.Error", what, err, err)
		return
	}
	if we.Code != code || we.Message != message {
		t.Errorf("%s: error %d %q, want %d %q", what, we.Code, we.Message, code, message)
	}
	if argument != "" {
		var data struct {
			Argument string `json:"argument"`
		}
		if err := json.Unmarshal(we.Data, &data); err != nil || data.Argument != argument {
			t.Errorf("%s: error data %s, want the argument %q", what, we.Data, argument)
		}
	}
}

// TestPromptsListed: prompts/list gives each prompt with its arguments,
// required unless the parameter is a pointer.
func TestPromptsListed(t *testing.T) {
	for _, tr := range transports {
		t.Run(tr.name, func(t *testing.T) {
			cs := tr.connect(t, courtServer())
			list, err := cs.ListPrompts(t.Context(), nil)
			if err != nil {
				t.Fatal(err)
			}
			got := map[string]*mcp.Prompt{}
			for _, p := range list.Prompts {
				got[p.Name] = p
			}
			if len(got) != 4 || got["review"] == nil || got["brief"] == nil || got["flaky"] == nil {
				t.Errorf("prompts/list: %v", slices.Sorted(func(yield func(string) bool) {
					for n := range got {
						if !yield(n) {
							return
						}
					}
				}))
			}
			sc := got["summarize_case"]
			if sc == nil {
				t.Fatal("prompts/list: no summarize_case")
			}
			if sc.Title != "Summarize a case" || sc.Description == "" {
				t.Errorf("summarize_case: title %q, description %q", sc.Title, sc.Description)
			}
			var args []string
			for _, a := range sc.Arguments {
				args = append(args, a.Name+map[bool]string{true: "!", false: "?"}[a.Required]+" "+a.Description)
			}
			want := []string{"court! The court's short code, e.g. nysd", "number! ", "style? bullet or prose; prose when empty"}
			if !slices.Equal(args, want) {
				t.Errorf("summarize_case arguments:\n\t%q\nwant\n\t%q", args, want)
			}
		})
	}
}

// TestPromptsGet: each result form, and the arguments parsed.
func TestPromptsGet(t *testing.T) {
	type message struct{ role, text string }
	cases := []struct {
		name        string
		args        map[string]string
		description string
		want        []message
	}{
		{"summarize_case", map[string]string{"court": "nysd", "number": "7"}, "SummarizeCase asks the model for a summary of one case.",
			[]message{{"user", "Summarize case 7 of nysd, in prose."}}},
		{"summarize_case", map[string]string{"court": "cand", "number": "-2", "style": "bullet"}, "SummarizeCase asks the model for a summary of one case.",
			[]message{{"user", "Summarize case -2 of cand, in bullet."}}},
		// An optional argument sent empty is absent.
		{"summarize_case", map[string]string{"court": "cand", "number": "3", "style": ""}, "SummarizeCase asks the model for a summary of one case.",
			[]message{{"user", "Summarize case 3 of cand, in prose."}}},
		// Arguments the prompt does not take are ignored.
		{"review", map[string]string{"text": "the brief", "extra": "x"}, "Review is a conversation about a text.",
			[]message{{"user", "Review this: the brief"}, {"assistant", "What should I look for?"}}},
		// A required string may be empty.
		{"review", map[string]string{"text": ""}, "Review is a conversation about a text.",
			[]message{{"user", "Review this: "}, {"assistant", "What should I look for?"}}},
		{"brief", map[string]string{"topic": "venue"}, "A brief on venue",
			[]message{{"user", "Brief me on venue."}}},
		{"flaky", map[string]string{"how": "well"}, "Flaky fails as it is told: for the error policy.",
			[]message{{"user", "fine"}}},
	}
	for _, tr := range transports {
		t.Run(tr.name, func(t *testing.T) {
			cs := tr.connect(t, courtServer())
			for _, c := range cases {
				res, err := cs.GetPrompt(t.Context(), &mcp.GetPromptParams{Name: c.name, Arguments: c.args})
				if err != nil {
					t.Errorf("get %s %v: %v", c.name, c.args, err)
					continue
				}
				var got []message
				for _, m := range res.Messages {
					tc, ok := m.Content.(*mcp.TextContent)
					if !ok {
						t.Errorf("get %s: content %T", c.name, m.Content)
						continue
					}
					got = append(got, message{string(m.Role), tc.Text})
				}
				if !slices.Equal(got, c.want) || res.Description != c.description {
					t.Errorf("get %s %v:\n\tgot  %q %q\n\twant %q %q", c.name, c.args, res.Description, got, c.description, c.want)
				}
			}
		})
	}
}

// TestPromptErrors: a required argument that is absent, or one that does
// not parse, is invalid-params naming it; the func's errors follow the
// policy.
func TestPromptErrors(t *testing.T) {
	cases := []struct {
		name     string
		args     map[string]string
		code     int64
		message  string
		argument string
		logged   string
	}{
		{name: "summarize_case", args: map[string]string{"number": "7"}, code: jsonrpc.CodeInvalidParams,
			message: "Argument 'court' is required.", argument: "court"},
		{name: "summarize_case", args: nil, code: jsonrpc.CodeInvalidParams,
			message: "Argument 'court' is required.", argument: "court"},
		{name: "summarize_case", args: map[string]string{"court": "nysd", "number": "seven"}, code: jsonrpc.CodeInvalidParams,
			message: "Argument 'number' is not valid: want an integer from -9223372036854775808 to 9223372036854775807.", argument: "number"},
		{name: "summarize_case", args: map[string]string{"court": "NYSD", "number": "7"}, code: jsonrpc.CodeInvalidParams,
			message: "Argument 'court' is not valid: want one of nysd, cand.", argument: "court"},
		{name: "summarize_case", args: map[string]string{"court": "nysd", "number": "7", "style": "poem"}, code: jsonrpc.CodeInvalidParams,
			message: "Argument 'style' is not valid: want one of bullet, prose.", argument: "style"},
		{name: "flaky", args: map[string]string{"how": "tool"}, code: jsonrpc.CodeInternalError, message: "Try again tomorrow."},
		{name: "flaky", args: map[string]string{"how": "argument"}, code: jsonrpc.CodeInvalidParams,
			message: "Argument 'how' is not valid.", argument: "how"},
		{name: "flaky", args: map[string]string{"how": "plain"}, code: jsonrpc.CodeInternalError, message: "The prompt failed.",
			logged: `msg="mcp prompt failed" prompt=flaky error="prompt store: disk full on /var/lib/prompts"`},
		{name: "flaky", args: map[string]string{"how": "panic"}, code: jsonrpc.CodeInternalError, message: "The prompt failed.",
			logged: `msg="mcp prompt panicked" prompt=flaky error="panic: flaky" stack=`},
		// The SDK's own error for a prompt nobody registered.
		{name: "nothing", code: jsonrpc.CodeInvalidParams, message: `unknown prompt "nothing"`},
	}
	for _, tr := range transports {
		t.Run(tr.name, func(t *testing.T) {
			logs := captureLog(t)
			cs := tr.connect(t, courtServer())
			for _, c := range cases {
				logs.Reset()
				_, err := cs.GetPrompt(t.Context(), &mcp.GetPromptParams{Name: c.name, Arguments: c.args})
				checkError(t, "get "+c.name, err, c.code, c.message, c.argument)
				if c.logged != "" && !strings.Contains(logs.String(), c.logged) {
					t.Errorf("get %s %v: the log has no record with %s:\n%s", c.name, c.args, c.logged, logs)
				}
				if c.logged == "" && logs.Len() > 0 {
					t.Errorf("get %s %v: logged\n%s", c.name, c.args, logs)
				}
			}
		})
	}
}
