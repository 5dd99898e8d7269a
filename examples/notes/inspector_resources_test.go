//go:build unix

package main

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

// TestInspectorResources serves the notes server over Streamable HTTP to
// the MCP Inspector's CLI, a client on the TypeScript SDK: it lists the
// resources, the templates and the prompts that mcpvet gen registered
// (mcpvet_gen.go), reads a static resource, a template and the ui://
// resource, gets a prompt with an argument, and reads a template with an
// argument its parser refuses. It skips when node or the Inspector is
// missing.
func TestInspectorResources(t *testing.T) {
	ctx, cancel := context.WithTimeout(t.Context(), 4*time.Minute)
	defer cancel()
	insp := inspector.Find(ctx, t)
	clock := time.Date(2025, 3, 14, 9, 0, 0, 0, time.UTC)
	nb := NewNotebook(func() time.Time { return clock })
	note, err := nb.CreateNote(ctx, NewNote{Title: "Call the bank", Tags: []string{"money"}, Priority: High})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(runtime.HTTPHandler(newServer(nb), nil))
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
		Contents []struct{ URI, MIMEType, Text string }
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
			"notes://tags tags application/json",
			"ui://notes/checklist checklist_app text/html;profile=mcp-app",
		}
		if !slices.Equal(got, want) {
			t.Errorf("resources:\n\t%q\nwant\n\t%q", got, want)
		}
	})
	t.Run("resources/templates/list", func(t *testing.T) {
		var res struct {
			ResourceTemplates []struct{ URITemplate, Name, MIMEType string }
		}
		run(t, &res, "--method", "resources/templates/list")
		var got []string
		for _, r := range res.ResourceTemplates {
			got = append(got, r.URITemplate+" "+r.Name+" "+r.MIMEType)
		}
		if want := []string{"notes://note/{id} note text/markdown"}; !slices.Equal(got, want) {
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
		if want := []string{"plan_day( focus:false priority:false )"}; !slices.Equal(got, want) {
			t.Errorf("prompts:\n\t%q\nwant\n\t%q", got, want)
		}
	})
	noteURI := "notes://note/" + note.ID.String()
	for _, c := range []struct{ uri, mime, text string }{
		{"notes://tags", "application/json", `{"tags":{"money":1},"untagged":0}`},
		{noteURI, "text/markdown", "# Call the bank\n\nPriority: high\n"},
		{"ui://notes/checklist", "text/html;profile=mcp-app", checklistHTML},
	} {
		t.Run("resources/read "+c.uri, func(t *testing.T) {
			var res contents
			run(t, &res, "--method", "resources/read", "--uri", c.uri)
			if len(res.Contents) != 1 || res.Contents[0].URI != c.uri || res.Contents[0].MIMEType != c.mime || res.Contents[0].Text != c.text {
				t.Errorf("read %s: %+v; want %s %q", c.uri, res.Contents, c.mime, c.text)
			}
		})
	}
	t.Run("prompts/get", func(t *testing.T) {
		var res struct {
			Messages []struct {
				Role    string
				Content struct{ Type, Text string }
			}
		}
		run(t, &res, "--method", "prompts/get", "--prompt-name", "plan_day", "--prompt-args", "priority=high")
		want := "Plan my day around these notes, the most pressing first, and say what can wait:\n- Call the bank (high)"
		if len(res.Messages) != 1 || res.Messages[0].Role != "user" || res.Messages[0].Content.Text != want {
			t.Errorf("prompts/get plan_day: %+v", res.Messages)
		}
	})
	t.Run("resources/read bad id", func(t *testing.T) {
		out, err := insp.Output(ctx, "--server-url", ts.URL, "--transport", "http", "--method", "resources/read", "--uri", "notes://note/not-a-uuid")
		t.Logf("inspector: %v: %s", err, bytes.TrimSpace(out))
		if err == nil || !strings.Contains(string(out), "Argument 'id' is not valid") {
			t.Errorf("read notes://note/not-a-uuid: %v\n%s", err, out)
		}
	})
}
