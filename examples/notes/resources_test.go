package main

import (
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestResourcesAndPrompts lists and reads the notes server's resources,
// template and App, and gets its prompt, through a real client; and the
// error paths: a note that does not exist, an ID that is not a UUID, a
// priority not in the enum.
func TestResourcesAndPrompts(t *testing.T) {
	clock := time.Date(2025, 3, 14, 9, 0, 0, 0, time.UTC)
	c := newCapture("memory", newServer(NewNotebook(func() time.Time { return clock })))
	cs := c.connect(t)
	ctx := t.Context()

	var created Note
	structured(t, call(t, cs, "create_note", map[string]any{
		"title": "Plan the offsite", "tags": []string{"work"}, "priority": "high",
		"checklist": []map[string]any{{"text": "book the venue", "done": true}},
	}), &created)

	rs, err := cs.ListResources(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range rs.Resources {
		got = append(got, r.URI+" "+r.MIMEType)
	}
	if g, want := strings.Join(got, "|"), "notes://tags application/json|ui://notes/checklist text/html;profile=mcp-app"; g != want {
		t.Errorf("resources: %s, want %s", g, want)
	}
	ts, err := cs.ListResourceTemplates(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(ts.ResourceTemplates) != 1 || ts.ResourceTemplates[0].URITemplate != "notes://note/{id}" || ts.ResourceTemplates[0].MIMEType != "text/markdown" {
		t.Errorf("templates: %+v", ts.ResourceTemplates)
	}

	read := func(uri string) (string, error) {
		res, err := cs.ReadResource(ctx, &mcp.ReadResourceParams{URI: uri})
		if err != nil {
			return "", err
		}
		return res.Contents[0].Text, nil
	}
	if text, err := read("notes://tags"); err != nil || text != `{"tags":{"work":1},"untagged":0}` {
		t.Errorf("notes://tags: %q, %v", text, err)
	}
	if text, err := read("notes://note/" + created.ID.String()); err != nil || !strings.Contains(text, "# Plan the offsite") || !strings.Contains(text, "- [x] book the venue") {
		t.Errorf("the note as Markdown: %q, %v", text, err)
	}
	if text, err := read("ui://notes/checklist"); err != nil || !strings.HasPrefix(text, "<!doctype html>") {
		t.Errorf("the App: %q, %v", text, err)
	}
	if _, err := read("notes://note/6ba7b810-9dad-11d1-80b4-00c04fd430c8"); err == nil || !strings.Contains(err.Error(), "not found") {
		t.Errorf("a missing note: %v, want resource not found", err)
	}
	if _, err := read("notes://note/42"); err == nil || !strings.Contains(err.Error(), "id") {
		t.Errorf("an ID that is not a UUID: %v, want an error naming id", err)
	}

	ps, err := cs.ListPrompts(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(ps.Prompts) != 1 || ps.Prompts[0].Name != "plan_day" || len(ps.Prompts[0].Arguments) != 2 || ps.Prompts[0].Arguments[1].Required {
		t.Errorf("prompts: %+v", ps.Prompts)
	}
	p, err := cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: "plan_day", Arguments: map[string]string{"priority": "high"}})
	if err != nil {
		t.Fatal(err)
	}
	if msg, ok := p.Messages[0].Content.(*mcp.TextContent); !ok || !strings.Contains(msg.Text, "- Plan the offsite (high)") {
		t.Errorf("plan_day: %+v", p.Messages[0].Content)
	}
	if _, err := cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: "plan_day", Arguments: map[string]string{"priority": "someday"}}); err == nil || !strings.Contains(err.Error(), "priority") {
		t.Errorf("a priority not in the enum: %v, want an error naming priority", err)
	}
}
