package clientprofile

import (
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	for in, want := range map[string]string{
		"":                "openai,gemini,claude,cursor,copilot",
		"all":             "openai,gemini,claude,cursor,copilot",
		"none":            "",
		"Gemini, claude":  "gemini,claude",
		"cursor,,cursor ": "cursor",
	} {
		if in == "cursor,,cursor " {
			if _, err := Parse(in); err == nil {
				t.Errorf("Parse(%q): no error for an empty client", in)
			}
			continue
		}
		sel, err := Parse(in)
		if err != nil {
			t.Fatalf("Parse(%q): %v", in, err)
		}
		var got []string
		for _, c := range All {
			if sel.Has(c) {
				got = append(got, c.Key)
			}
		}
		if strings.Join(got, ",") != want {
			t.Errorf("Parse(%q) = %v, want %s", in, got, want)
		}
	}
	if _, err := Parse("gemini,clippy"); err == nil || !strings.Contains(err.Error(), `unknown client "clippy"`) {
		t.Errorf("Parse(gemini,clippy): err = %v", err)
	}
}

// TestBudget: the shortest name budget of the selected clients, counting
// Claude Code's mcp__SERVER__ and Cursor's server name.
func TestBudget(t *testing.T) {
	all, _ := Parse("all")
	for _, tc := range []struct {
		server, clients string
		want            int
	}{
		{"", "all", 56},         // mcp__x__ with a one-character server
		{"notes", "all", 52},    // mcp__notes__
		{"notes", "openai", 64}, // no prefix
		{"notes", "cursor", 55}, // 60 - 5
		{"", "copilot", 0},      // no length limit below the spec's
		{"github-mcp-server", "claude", 40},
	} {
		sel, _ := Parse(tc.clients)
		if got := Budget(tc.server, sel); got != tc.want {
			t.Errorf("Budget(%q, %s) = %d, want %d", tc.server, tc.clients, got, tc.want)
		}
	}
	if got := PortableName("docs.search", "", all); got != "docs_search" {
		t.Errorf("PortableName(docs.search) = %q", got)
	}
	if got := PortableName("3d_render", "", all); got != "" {
		t.Errorf("PortableName(3d_render) = %q; want none: a cut or '_' cannot fix the first character", got)
	}
	if got := NameRefusals("docs.search", "", Selection{}); len(got) != 0 {
		t.Errorf("no client selected: %v", got)
	}
}

// TestAnalyzerFlags: -clients is the Analyzer's flag, checked when it is
// set, and every client is the default.
func TestAnalyzerFlags(t *testing.T) {
	fl := &Analyzer.Flags
	t.Cleanup(func() { fl.Set("clients", "all") })
	if got := fl.Lookup("clients").Value.String(); got != "all" {
		t.Errorf("default -clients = %q, want all", got)
	}
	if err := fl.Set("clients", "gemini,clippy"); err == nil || !strings.Contains(err.Error(), `unknown client "clippy"`) {
		t.Errorf("-clients=gemini,clippy: err = %v", err)
	}
	if err := fl.Set("clients", "cursor"); err != nil {
		t.Fatal(err)
	}
	if sel := clients.sel; !sel.Has(Cursor) || sel.Has(Gemini) {
		t.Errorf("-clients=cursor selects %v", sel)
	}
	if fl.Lookup("servername") == nil {
		t.Error("no -servername")
	}
}
