package resources

import (
	"context"
	"encoding/base64"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// session serves the generated registrations to a real client over the
// in-memory transport.
func session(t *testing.T) *mcp.ClientSession {
	t.Helper()
	ctx := context.Background()
	s := mcp.NewServer(&mcp.Implementation{Name: "resources", Version: "v0"}, nil)
	RegisterTools(s)
	RegisterResources(s)
	RegisterLibraryResources(s, &Library{Name: "lib"})
	RegisterPrompts(s)
	RegisterLibraryPrompts(s, &Library{Name: "lib"})
	st, ct := mcp.NewInMemoryTransports()
	if _, err := s.Connect(ctx, st, nil); err != nil {
		t.Fatal(err)
	}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "c", Version: "v0"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

// TestLists: every declared resource, template and prompt is listed as
// declared.
func TestLists(t *testing.T) {
	ctx := context.Background()
	cs := session(t)
	rs, err := cs.ListResources(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range rs.Resources {
		got = append(got, r.URI+" "+r.Name+" "+r.MIMEType)
	}
	want := "config://settings settings application/json|logo://png logo application/octet-stream|ui://resources/chart chart text/html;profile=mcp-app"
	if g := strings.Join(got, "|"); g != want {
		t.Errorf("resources:\n got %s\nwant %s", g, want)
	}
	ts, err := cs.ListResourceTemplates(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	got = nil
	for _, r := range ts.ResourceTemplates {
		got = append(got, r.URITemplate+" "+r.Name)
	}
	want = "docket://{court}/{number} docket|entry://{id}/{at}/{every}/{prio}/{ok}/{ratio}{?limit,tag} entry|note://{title} note|shelf://{recv}/{uuid}/{label} shelf"
	if g := strings.Join(got, "|"); g != want {
		t.Errorf("templates:\n got %s\nwant %s", g, want)
	}
	ps, err := cs.ListPrompts(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	got = nil
	for _, p := range ps.Prompts {
		var args []string
		for _, a := range p.Arguments {
			s := a.Name
			if a.Required {
				s += "!"
			}
			args = append(args, s)
		}
		got = append(got, p.Name+"("+strings.Join(args, ",")+")")
	}
	want = "greet_user(name!)|recommend()|summarize_case(court!,number!,style)"
	if g := strings.Join(got, "|"); g != want {
		t.Errorf("prompts:\n got %s\nwant %s", g, want)
	}
}

// TestReads reads each resource and template, and the error paths.
func TestReads(t *testing.T) {
	ctx := context.Background()
	cs := session(t)
	for _, tc := range []struct {
		uri, text, err string
	}{
		{uri: "docket://nysd/1234", text: "# nysd 1234"},
		{uri: "config://settings", text: `{"theme":"dark"}`},
		{uri: "logo://png", text: "blob:" + base64.StdEncoding.EncodeToString([]byte{0x89, 'P', 'N', 'G'})},
		{uri: "ui://resources/chart", text: "<html><body>chart</body></html>"},
		{uri: "note://dune", text: "lib: dune"},
		{uri: "shelf://top/6ba7b810-9dad-11d1-80b4-00c04fd430c8/3", text: "lib top 6ba7b810-9dad-11d1-80b4-00c04fd430c8 #3"},
		{uri: "entry://6ba7b810-9dad-11d1-80b4-00c04fd430c8/2025-01-02T03%3A04%3A05Z/90s/2/true/0.5?limit=7&tag=bullet",
			text: "6ba7b810-9dad-11d1-80b4-00c04fd430c8 2025-01-02T03:04:05Z 1m30s 2 true 0.5 7 bullet"},
		{uri: "entry://6ba7b810-9dad-11d1-80b4-00c04fd430c8/2025-01-02T03%3A04%3A05Z/90s/1/false/1",
			text: "6ba7b810-9dad-11d1-80b4-00c04fd430c8 2025-01-02T03:04:05Z 1m30s 1 false 1 none none"},
		{uri: "docket://nysd/abc", err: "number"},
		{uri: "entry://6ba7b810-9dad-11d1-80b4-00c04fd430c8/2025-01-02T03%3A04%3A05Z/90s/3/true/0.5", err: "prio"},
		{uri: "entry://6ba7b810-9dad-11d1-80b4-00c04fd430c8/2025-01-02T03%3A04%3A05Z/90s/1/true/0.5?tag=haiku", err: "tag"},
		{uri: "nothing://here", err: "not found"},
	} {
		res, err := cs.ReadResource(ctx, &mcp.ReadResourceParams{URI: tc.uri})
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%s: error %v, want one naming %q", tc.uri, err, tc.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", tc.uri, err)
			continue
		}
		if len(res.Contents) != 1 {
			t.Errorf("%s: %d contents", tc.uri, len(res.Contents))
			continue
		}
		c := res.Contents[0]
		text := c.Text
		if c.Blob != nil {
			text = "blob:" + base64.StdEncoding.EncodeToString(c.Blob)
		}
		if text != tc.text {
			t.Errorf("%s: %q, want %q", tc.uri, text, tc.text)
		}
	}
}

// TestGets gets each prompt, and a missing and a bad argument.
func TestGets(t *testing.T) {
	ctx := context.Background()
	cs := session(t)
	for _, tc := range []struct {
		name string
		args map[string]string
		text string // the messages' texts, joined by |
		err  string
	}{
		{name: "summarize_case", args: map[string]string{"court": "nysd", "number": "12"}, text: "Summarize case 12 of nysd as prose."},
		{name: "summarize_case", args: map[string]string{"court": "nysd", "number": "12", "style": "bullet"}, text: "Summarize case 12 of nysd as bullet."},
		{name: "greet_user", args: map[string]string{"name": "ann"}, text: "Hello ann|Hi ANN"},
		{name: "recommend", text: "Recommend a book from lib"},
		{name: "summarize_case", args: map[string]string{"number": "12"}, err: "court"},
		{name: "summarize_case", args: map[string]string{"court": "nysd", "number": "twelve"}, err: "number"},
		{name: "summarize_case", args: map[string]string{"court": "nysd", "number": "1", "style": "haiku"}, err: "style"},
	} {
		res, err := cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: tc.name, Arguments: tc.args})
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%s %v: error %v, want one naming %q", tc.name, tc.args, err, tc.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s %v: %v", tc.name, tc.args, err)
			continue
		}
		var texts []string
		for _, m := range res.Messages {
			if tc, ok := m.Content.(*mcp.TextContent); ok {
				texts = append(texts, tc.Text)
			}
		}
		if got := strings.Join(texts, "|"); got != tc.text {
			t.Errorf("%s %v: %q, want %q", tc.name, tc.args, got, tc.text)
		}
	}
}
