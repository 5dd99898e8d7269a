// Package plugin is mcpvet's golangci-lint module plugin: it exposes the
// same analyzers as the mcpvet command, as one linter, mcpvet, that
// reports each finding as one issue (its related locations in its text).
//
// Build a golangci-lint with it from a clone of mcpvet, with only the Go
// module proxy reachable (docs/ci.md):
//
//	bash plugin/build-golangci-lint.sh ./custom-gcl
//
// and enable it (.golangci.yml):
//
//	version: "2"
//	linters:
//	  enable: [mcpvet]
//	  settings:
//	    custom:
//	      mcpvet:
//	        type: module
//	        description: MCP server mistakes mcpvet finds
//	        settings:
//	          disable: [OMCG0013]   # codes to leave out
//	          clients: gemini,claude # the client family's profiles (default all; none)
//	          servername: notes      # for prefix budgets, where the code does not say it
package plugin

import (
	"fmt"
	"go/token"
	"path/filepath"
	"reflect"
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

// BuildAnalyzers returns one analyzer, named mcpvet as the linter is:
// it requires the analyzer of every code not disabled (and through them
// the client profile and the fact passes) and reports their diagnostics
// again, each with its related locations in its message.
//
// golangci-lint turns each related location of a diagnostic into an
// issue of its own (its Issue has no place for them), so a finding with
// two would show as three issues; and it only shows the diagnostics of
// the analyzers it is given, not of their requirements. The code
// analyzers cannot be wrapped one by one instead: the generator's
// analyzer requires those of error severity and reads their results,
// found by pointer.
func (p *plugin) BuildAnalyzers() ([]*analysis.Analyzer, error) {
	var codes []*analysis.Analyzer
	for _, a := range analyzers.All {
		if !p.off[a.Name] && a.ResultType == reflect.TypeFor[*analyzers.Reported]() {
			codes = append(codes, a)
		}
	}
	return []*analysis.Analyzer{{
		Name:             "mcpvet",
		Doc:              "mcpvet reports mistakes in MCP servers written in Go: each finding once, its related locations in its message",
		Requires:         codes,
		RunDespiteErrors: true,
		Run: func(pass *analysis.Pass) (any, error) {
			for _, a := range codes {
				rep, _ := pass.ResultOf[a].(*analyzers.Reported)
				if rep == nil {
					continue
				}
				for _, d := range rep.Diagnostics {
					d = foldRelated(pass.Fset, d)
					if d.URL == "" {
						d.URL = a.URL
					}
					pass.Report(d)
				}
			}
			return nil, nil
		},
	}}, nil
}

// foldRelated is d with its related locations appended to its message,
// each as "position: message", the position relative to d's file: a
// line and column in the same file, else the file's path from d's
// directory too.
func foldRelated(fset *token.FileSet, d analysis.Diagnostic) analysis.Diagnostic {
	if len(d.Related) == 0 {
		return d
	}
	at := fset.Position(d.Pos)
	var b strings.Builder
	b.WriteString(d.Message)
	for i, r := range d.Related {
		if i == 0 {
			b.WriteString(" (related: ")
		} else {
			b.WriteString("; ")
		}
		rp := fset.Position(r.Pos)
		switch {
		case !rp.IsValid():
		case rp.Filename == at.Filename:
			fmt.Fprintf(&b, "%d:%d: ", rp.Line, rp.Column)
		default:
			name := rp.Filename
			if rel, err := filepath.Rel(filepath.Dir(at.Filename), rp.Filename); err == nil {
				name = rel
			}
			fmt.Fprintf(&b, "%s:%d:%d: ", name, rp.Line, rp.Column)
		}
		b.WriteString(r.Message)
	}
	b.WriteString(")")
	d.Message = b.String()
	d.Related = nil
	return d
}

// GetLoadMode asks for type information: every analyzer needs it.
func (p *plugin) GetLoadMode() string { return register.LoadModeTypesInfo }
