// Package plugin is mcpvet's golangci-lint module plugin: it exposes the
// same analyzers as the mcpvet command.
//
// Build a golangci-lint with it (.custom-gcl.yml):
//
//	version: v2.15.0
//	plugins:
//	  - module: github.com/mcpvet/mcpvet
//	    import: github.com/mcpvet/mcpvet/plugin
//	    version: latest
//
// and enable it (.golangci.yml):
//
//	linters:
//	  enable: [mcpvet]
//	  settings:
//	    custom:
//	      mcpvet:
//	        type: module
//	        settings:
//	          disable: [OMCG0013]   # codes to leave out
//	          clients: gemini,claude # the client family's profiles (default all; none)
//	          servername: notes      # for prefix budgets, where the code does not say it
package plugin

import (
	"fmt"
	"strings"

	"github.com/golangci/plugin-module-register/register"
	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers"
)

func init() {
	register.Plugin("mcpvet", New)
}

// Settings are the plugin's settings in .golangci.yml.
type Settings struct {
	// Disable lists diagnostic codes (OMCG0013, MCP009) to leave out.
	Disable []string `json:"disable"`
	// Clients selects the profiles of the client family (OMCG0013,
	// OMCG0023-OMCG0025), as mcpvet's -clients: "all" (the default),
	// "none", or a comma-separated list of openai, gemini, claude,
	// cursor, copilot.
	Clients string `json:"clients"`
	// ServerName is the server name of prefix budgets where the code does
	// not give it as a constant, as mcpvet's -servername.
	ServerName string `json:"servername"`
}

// New is the plugin's constructor, called by golangci-lint with the
// settings of .golangci.yml.
func New(conf any) (register.LinterPlugin, error) {
	s, err := register.DecodeSettings[Settings](conf)
	if err != nil {
		return nil, fmt.Errorf("mcpvet: %w", err)
	}
	known := map[string]bool{}
	for _, a := range analyzers.All {
		known[a.Name] = true
	}
	off := map[string]bool{}
	for _, code := range s.Disable {
		name := strings.ToLower(code)
		if !known[name] {
			return nil, fmt.Errorf("mcpvet: settings: disable: unknown code %q", code)
		}
		off[name] = true
	}
	// The settings are the clientprofile analyzer's flags, as go vet's
	// -clientprofile.clients is.
	for flag, v := range map[string]string{"clients": s.Clients, "servername": s.ServerName} {
		if v == "" {
			continue
		}
		if err := analyzers.ClientProfile.Flags.Set(flag, v); err != nil {
			return nil, fmt.Errorf("mcpvet: settings: %s: %w", flag, err)
		}
	}
	return &plugin{off: off}, nil
}

type plugin struct{ off map[string]bool }

// BuildAnalyzers returns every analyzer of analyzers.All (the client
// profile, the fact passes, the codes) but the codes disabled.
func (p *plugin) BuildAnalyzers() ([]*analysis.Analyzer, error) {
	var out []*analysis.Analyzer
	for _, a := range analyzers.All {
		if !p.off[a.Name] {
			out = append(out, a)
		}
	}
	return out, nil
}

// GetLoadMode asks for type information: every analyzer needs it.
func (p *plugin) GetLoadMode() string { return register.LoadModeTypesInfo }
