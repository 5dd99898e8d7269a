// Package analyzers lists every mcpvet analyzer.
package analyzers

import (
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/apifacts"
	"github.com/mcpvet/mcpvet/analyzers/clientrequest"
	"github.com/mcpvet/mcpvet/analyzers/clients"
	"github.com/mcpvet/mcpvet/analyzers/drift"
	"github.com/mcpvet/mcpvet/analyzers/effects"
	"github.com/mcpvet/mcpvet/analyzers/elicitation"
	"github.com/mcpvet/mcpvet/analyzers/generated"
	"github.com/mcpvet/mcpvet/analyzers/hiddentext"
	"github.com/mcpvet/mcpvet/analyzers/internal/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/clientprofile"
	"github.com/mcpvet/mcpvet/analyzers/mcpfacts"
	"github.com/mcpvet/mcpvet/analyzers/mcpgoschema"
	"github.com/mcpvet/mcpvet/analyzers/resultdrift"
	"github.com/mcpvet/mcpvet/analyzers/routetemplate"
	"github.com/mcpvet/mcpvet/analyzers/schematype"
	"github.com/mcpvet/mcpvet/analyzers/security"
	"github.com/mcpvet/mcpvet/analyzers/selfref"
	"github.com/mcpvet/mcpvet/analyzers/startup"
	"github.com/mcpvet/mcpvet/analyzers/toolclaims"
	"github.com/mcpvet/mcpvet/analyzers/tooldecl"
	"github.com/mcpvet/mcpvet/analyzers/toolname"
	"github.com/mcpvet/mcpvet/analyzers/valueflow"
)

// All is every analyzer mcpvet runs: the setting of the client family
// and the fact passes first (tools, HTTP routes, effects, value flow), then one
// analyzer per diagnostic code. ClientProfile is listed so that drivers
// register its flags (they register those of the analyzers they are
// given, not of their requirements).
// (generated.Analyzer, which computes mcpvet_gen.go, comes along as
// OMCG0005's requirement.)
var All = concat(
	[]*analysis.Analyzer{ClientProfile, mcpfacts.Analyzer, apifacts.Analyzer, effects.Analyzer, valueflow.Analyzer},
	tooldecl.Analyzers,
	toolname.Analyzers,
	schematype.Analyzers,
	generated.Analyzers,
	selfref.Analyzers,
	routetemplate.Analyzers,
	toolclaims.Analyzers,
	clients.Analyzers,
	hiddentext.Analyzers,
	startup.Analyzers,
	mcpgoschema.Analyzers,
	elicitation.Analyzers,
	clientrequest.Analyzers,
	security.Analyzers,
	resultdrift.Analyzers,
	drift.Analyzers,
)

// ClientProfile is the analyzer whose flags select the client family's
// profiles (OMCG0013, OMCG0023-OMCG0025): -clientprofile.clients (all,
// none, or a list of openai, gemini, claude, cursor, copilot) and
// -clientprofile.servername. It reports nothing; the family Requires it.
var ClientProfile = clientprofile.Analyzer

func concat(lists ...[]*analysis.Analyzer) []*analysis.Analyzer {
	var all []*analysis.Analyzer
	for _, l := range lists {
		all = append(all, l...)
	}
	return all
}

// Severity says how bad a code's findings are: Error (the server panics,
// loses a tool, or serves what the code does not say) or Warning.
type Severity = analyzerutil.Severity

const (
	Error   = analyzerutil.Error
	Warning = analyzerutil.Warning
)

// Code documents one diagnostic code, from the one place its analyzer is
// declared with (analyzerutil.Code): the page docs/diagnostics/CODE.md
// says the same at length, and a test holds its title and severity to
// these.
type Code struct {
	Code     string // "OMCG0008", the category and message prefix of its diagnostics
	Title    string // one line, lower case, no period
	Severity Severity
	Since    string // the mcpvet version the code first appeared in ("v0.1.0")
	// Text is the rule and why it matters, in plain text.
	Text string
	// Before is Go code the code reports, After the same code fixed
	// (unindented, without a trailing newline).
	Before, After string
	// Analyzer reports the code; its Doc is Title, Text, Before and After
	// together, its URL the code's page.
	Analyzer *analysis.Analyzer
	// escalates says which diagnostics of a warning code are errors.
	escalates func(analysis.Diagnostic) bool
}

// SeverityOf is the severity of one diagnostic that analyzer a reported:
// its code's (the category names it, else the analyzer), an error where
// the code escalates that diagnostic; ok is false for a diagnostic of no
// mcpvet code.
func SeverityOf(a *analysis.Analyzer, d analysis.Diagnostic) (sev Severity, ok bool) {
	c, ok := Lookup(d.Category)
	if !ok && a != nil {
		c, ok = Lookup(a.Name)
	}
	if !ok {
		return Error, false
	}
	if c.escalates != nil && c.escalates(d) {
		return Error, true
	}
	return c.Severity, true
}

// Codes lists every diagnostic code, in the order of All.
func Codes() []Code {
	var out []Code
	for _, a := range All {
		if c, ok := analyzerutil.Lookup(a); ok {
			out = append(out, Code{
				Code:     c.Code,
				Title:    c.Title,
				Severity: c.Severity,
				Since:    c.Since,
				Text:     strings.TrimSpace(c.Doc),
				Before:   strings.Trim(c.Before, "\n"),
				After:    strings.Trim(c.After, "\n"),
				Analyzer: a,

				escalates: c.Escalates,
			})
		}
	}
	return out
}

// Lookup returns the code named by its code or its analyzer's name, in
// any case ("OMCG0002", "omcg0002").
func Lookup(name string) (Code, bool) {
	for _, c := range Codes() {
		if strings.EqualFold(name, c.Code) || strings.EqualFold(name, c.Analyzer.Name) {
			return c, true
		}
	}
	return Code{}, false
}
