//go:build unix

package mcpvetimpl_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/mcpvet/mcpvet/internal/inspector"
	"github.com/mcpvet/mcpvet/runtime"
)

// TestInspectorResources serves the court server over Streamable HTTP to
// the MCP Inspector's CLI, a client on the TypeScript SDK: it lists the
// resources, the templates and the prompts, and reads a static resource,
// a template, the ui:// resource, and gets a prompt with arguments. It
// skips when node or the Inspector is missing.
func TestInspectorResources(t *testing.T) {
	ctx, cancel := context.WithTimeout(t.Context(), 4*time.Minute)
	defer cancel()
	insp := inspector.Find(ctx, t)
	ts := httptest.NewServer(runtime.HTTPHandler(courtServer(), nil))
	t.Cleanup(ts.Close)
	run := func(t *testing.T, v any, args ...string) {
		t.Helper()
		out := insp.Run(ctx, t, append([]string{"--server-url", ts.URL, "--transport", "http"}, args...)...)
		var res struct {
			Result json.RawMessage `json:"result"`
		}
		if err := json.Unmarshal(out, &res); err != nil || res.Result == nil {
			t.Fatalf("inspector output is not {\"result\": ...}: %v\n%s", err, out)
		}
		if err := json.Unmarshal(res.Result, v); err != nil {
			t.Fatalf("inspector result: %v\n%s", err, res.Result)
		}
	}
	type contents struct {
		Contents []struct {
			URI, MIMEType, Text, Blob string
		}
	}

	t.Run("resources/list", func(t *testing.T) {
		var res struct {
			Resources []struct{ URI, Name, MIMEType string }
		}
		run(t, &res, "--method", "resources/list")
		var got []string
		for _, r := range res.Resources {
			got = append(got, r.URI+" "+r.Name+" "+r.MIMEType)
		}
		slices.Sort(got)
		want := []string{
			"about://courts about text/plain",
			"config://settings current_settings application/json",
			"files://export.bin export application/octet-stream",
			"files://seal.png seal image/png",
			"parts://all parts ",
			"ui://dockets/view docket_view text/html;profile=mcp-app",
		}
		if !slices.Equal(got, want) {
			t.Errorf("resources:\n\t%q\nwant\n\t%q", got, want)
		}
	})
	t.Run("resources/templates/list", func(t *testing.T) {
		var res struct {
			ResourceTemplates []struct{ URITemplate, Name string }
		}
		run(t, &res, "--method", "resources/templates/list")
		var got []string
		for _, r := range res.ResourceTemplates {
			got = append(got, r.URITemplate+" "+r.Name)
		}
		slices.Sort(got)
		want := []string{"docket://{court}/{number} docket", "notes://{id}{?since,every,level,draft,ratio,count} note"}
		if !slices.Equal(got, want) {
			t.Errorf("templates:\n\t%q\nwant\n\t%q", got, want)
		}
	})
	t.Run("prompts/list", func(t *testing.T) {
		var res struct {
			Prompts []struct {
				Name      string
				Arguments []struct {
					Name     string
					Required bool
				}
			}
		}
		run(t, &res, "--method", "prompts/list")
		var got []string
		for _, p := range res.Prompts {
			s := p.Name + "("
			for _, a := range p.Arguments {
				s += fmt.Sprintf(" %s:%t", a.Name, a.Required)
			}
			got = append(got, s+" )")
		}
		slices.Sort(got)
		want := []string{"brief( topic:true )", "flaky( how:true )", "review( text:true )", "summarize_case( court:true number:true style:false )"}
		if !slices.Equal(got, want) {
			t.Errorf("prompts:\n\t%q\nwant\n\t%q", got, want)
		}
	})
	for _, c := range []struct{ uri, mime, text string }{
		{"config://settings", "application/json", `{"courts":["nysd","cand"],"limit":20}`},
		{"docket://cand/42", "text/markdown", "# CAND 42\n\nFiled."},
		{"ui://dockets/view", "text/html;profile=mcp-app", "<!doctype html><title>Docket</title>"},
	} {
		t.Run("resources/read "+c.uri, func(t *testing.T) {
			var res contents
			run(t, &res, "--method", "resources/read", "--uri", c.uri)
			if len(res.Contents) != 1 || res.Contents[0].URI != c.uri || res.Contents[0].MIMEType != c.mime || res.Contents[0].Text != c.text {
				t.Errorf("read %s: %+v; want %s %q", c.uri, res.Contents, c.mime, c.text)
			}
		})
	}
	t.Run("resources/read blob", func(t *testing.T) {
		var res contents
		run(t, &res, "--method", "resources/read", "--uri", "files://seal.png")
		if len(res.Contents) != 1 || res.Contents[0].MIMEType != "image/png" || res.Contents[0].Blob != "iVBORw==" {
			t.Errorf("read files://seal.png: %+v", res.Contents)
		}
	})
	t.Run("prompts/get", func(t *testing.T) {
		var res struct {
			Messages []struct {
				Role    string
				Content struct{ Type, Text string }
			}
		}
		run(t, &res, "--method", "prompts/get", "--prompt-name", "summarize_case", "--prompt-args", "court=nysd", "number=7", "style=bullet")
		if len(res.Messages) != 1 || res.Messages[0].Role != "user" || res.Messages[0].Content.Text != "Summarize case 7 of nysd, in bullet." {
			t.Errorf("prompts/get summarize_case: %+v", res.Messages)
		}
	})
	t.Run("resources/read bad number", func(t *testing.T) {
		out, err := insp.Output(ctx, "--server-url", ts.URL, "--transport", "http", "--method", "resources/read", "--uri", "docket://nysd/seven")
		t.Logf("inspector: %v: %s", err, bytes.TrimSpace(out))
		if err == nil || !strings.Contains(string(out), "Argument 'number' is not valid") {
			t.Errorf("read docket://nysd/seven: %v\n%s", err, out)
		}
	})
}
