package plugin

import (
	"slices"
	"strings"
	"testing"

	"github.com/golangci/plugin-module-register/register"

	"github.com/mcpvet/mcpvet/analyzers"
)

func TestRegistered(t *testing.T) {
	newPlugin, err := register.GetPlugin("mcpvet")
	if err != nil {
		t.Fatal(err)
	}
	// golangci-lint hands the settings over as decoded YAML.
	p, err := newPlugin(map[string]any{"disable": []any{"OMCG0013", "mcp009"}})
	if err != nil {
		t.Fatal(err)
	}
	if p.GetLoadMode() != register.LoadModeTypesInfo {
		t.Errorf("load mode %q", p.GetLoadMode())
	}
	got, err := p.BuildAnalyzers()
	if err != nil {
		t.Fatal(err)
	}
	// One analyzer, mcpvet, that requires every code's analyzer but the
	// disabled ones.
	if len(got) != 1 || got[0].Name != "mcpvet" {
		t.Fatalf("analyzers = %v", got)
	}
	var names []string
	for _, a := range got[0].Requires {
		names = append(names, a.Name)
	}
	if len(names) != len(analyzers.Codes())-2 || slices.Contains(names, "omcg0013") || slices.Contains(names, "mcp009") || !slices.Contains(names, "omcg0008") {
		t.Errorf("mcpvet requires %v", names)
	}
}

func TestSettingsErrors(t *testing.T) {
	newPlugin, _ := register.GetPlugin("mcpvet")
	for _, tc := range []struct {
		conf any
		want string
	}{
		{map[string]any{"disable": []any{"OMCG9999"}}, `unknown code "OMCG9999"`},
		{map[string]any{"disabel": []any{"OMCG0013"}}, `unknown field "disabel"`},
		{map[string]any{"clients": "gemini,clippy"}, `clients: unknown client "clippy"`},
	} {
		_, err := newPlugin(tc.conf)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: err = %v, want %q", tc.conf, err, tc.want)
		}
	}
}

// TestSettingsAreFlags: the clients and servername settings set the
// clientprofile analyzer's flags, which the client family reads.
func TestSettingsAreFlags(t *testing.T) {
	newPlugin, _ := register.GetPlugin("mcpvet")
	fl := &analyzers.ClientProfile.Flags
	t.Cleanup(func() {
		fl.Set("clients", "all")
		fl.Set("servername", "")
	})
	if _, err := newPlugin(map[string]any{"clients": "Gemini, claude", "servername": "notes"}); err != nil {
		t.Fatal(err)
	}
	if got := fl.Lookup("clients").Value.String(); got != "Gemini, claude" {
		t.Errorf("-clientprofile.clients = %q", got)
	}
	if got := fl.Lookup("servername").Value.String(); got != "notes" {
		t.Errorf("-clientprofile.servername = %q", got)
	}
}
