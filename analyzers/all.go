// Package analyzers lists every mcpvet analyzer.
package analyzers

import (
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/facts/apifacts"
	"github.com/mcpvet/mcpvet/analyzers/facts/effects"
	"github.com/mcpvet/mcpvet/analyzers/facts/mcpfacts"
	"github.com/mcpvet/mcpvet/analyzers/facts/valueflow"
	"github.com/mcpvet/mcpvet/analyzers/families/clientrequest"
	"github.com/mcpvet/mcpvet/analyzers/families/clients"
	"github.com/mcpvet/mcpvet/analyzers/families/drift"
	"github.com/mcpvet/mcpvet/analyzers/families/elicitation"
	"github.com/mcpvet/mcpvet/analyzers/families/generated"
	"github.com/mcpvet/mcpvet/analyzers/families/hiddentext"
	"github.com/mcpvet/mcpvet/analyzers/families/listinglock"
	"github.com/mcpvet/mcpvet/analyzers/families/mcpgoschema"
	"github.com/mcpvet/mcpvet/analyzers/families/resultdrift"
	"github.com/mcpvet/mcpvet/analyzers/families/routetemplate"
	"github.com/mcpvet/mcpvet/analyzers/families/schematype"
	"github.com/mcpvet/mcpvet/analyzers/families/security"
	"github.com/mcpvet/mcpvet/analyzers/families/selfref"
	"github.com/mcpvet/mcpvet/analyzers/families/startup"
	"github.com/mcpvet/mcpvet/analyzers/families/toolclaims"
	"github.com/mcpvet/mcpvet/analyzers/families/tooldecl"
	"github.com/mcpvet/mcpvet/analyzers/families/toolname"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/model/clientprofile"
)

// All is every analyzer mcpvet runs: the setting of the client family
// and the fact passes first (tools, HTTP routes, effects, value flow), then one
// analyzer per diagnostic code. ClientProfile is listed so that drivers
// register its flags (they register those of the analyzers they are
// given, not of their requirements).
// (generated.Analyzer, which computes mcpvet_gen.go, comes along as
// OMCG0005's requirement.)
var All = append(
	[]*analysis.Analyzer{ClientProfile, mcpfacts.Analyzer, apifacts.Analyzer, effects.Analyzer, valueflow.Analyzer},
	analyzerutil.Analyzers(codes)...,
)

// codes are the codes of every family package, each with its analyzer,
// in the order All lists them.
var codes = slices.Concat(
	tooldecl.Codes,
	toolname.Codes,
	schematype.Codes,
	generated.Codes,
	selfref.Codes,
	routetemplate.Codes,
	toolclaims.Codes,
	clients.Codes,
	hiddentext.Codes,
	startup.Codes,
	mcpgoschema.Codes,
	elicitation.Codes,
	clientrequest.Codes,
	security.Codes,
	resultdrift.Codes,
	drift.Codes,
	listinglock.Codes,
)

// The codes of error severity refuse mcpvet gen where they report: the
// generated family reads them, and is given them here, where every
// family is known.
func init() { generated.Block(codes...) }

// ClientProfile is the analyzer whose flags select the client family's
// profiles (OMCG0013, OMCG0023-OMCG0025): -clientprofile.clients (all,
// none, or a list of openai, gemini, claude, cursor, copilot) and
// -clientprofile.servername. It reports nothing; the family Requires it.
var ClientProfile = clientprofile.Analyzer

// Reported is the result of each code's analyzer: the diagnostics it
// gave the driver (the golangci-lint plugin reports them again, each
// once, with its related locations in its message).
type Reported = analyzerutil.Reported

// Severity says how bad a code's findings are: Error (the server panics,
// loses a tool, or serves what the code does not say) or Warning.
type Severity = analyzerutil.Severity

const (
	Error   = analyzerutil.Error
	Warning = analyzerutil.Warning
)

// Code documents one diagnostic code: its words from its page
// docs/diagnostics/CODE.md, the rest from the Go it is declared with
// (its family package's Codes).
type Code struct {
	Code     string // "OMCG0008", the category and message prefix of its diagnostics
	Title    string // one line, lower case, no period
	Severity Severity
	Since    string // the mcpvet version the code first appeared in ("v0.1.0")
	// Text is the rule and why it matters, in plain text: the page's
	// sections "Rule" and "Why".
	Text string
	// Analyzer reports the code; its Doc is Title, Text and the page's
	// bad and good examples, its URL the code's page.
	Analyzer *analysis.Analyzer
}

// SeverityOf is the severity of one diagnostic that analyzer a reported:
// its code's (the category names it, else the analyzer), an error where
// the code escalates that diagnostic; ok is false for a diagnostic of no
// mcpvet code.
func SeverityOf(a *analysis.Analyzer, d analysis.Diagnostic) (sev Severity, ok bool) {
	c := lookup(d.Category)
	if c == nil && a != nil {
		c = lookup(a.Name)
	}
	if c == nil {
		return Error, false
	}
	if c.Code.Escalates != nil && c.Code.Escalates(d) {
		return Error, true
	}
	return c.Code.Severity, true
}

// Codes lists every diagnostic code, in the order of All.
func Codes() []Code {
	out := make([]Code, len(codes))
	for i, c := range codes {
		out[i] = codeOf(c)
	}
	return out
}

// Lookup returns the code named by its code or its analyzer's name, in
// any case ("OMCG0002", "omcg0002").
func Lookup(name string) (Code, bool) {
	if c := lookup(name); c != nil {
		return codeOf(c), true
	}
	return Code{}, false
}

// lookup is the code named name, nil if there is none.
func lookup(name string) *analyzerutil.Analyzer {
	for _, c := range codes {
		if strings.EqualFold(name, c.Code.Code) {
			return c
		}
	}
	return nil
}

func codeOf(c *analyzerutil.Analyzer) Code {
	return Code{
		Code:     c.Code.Code,
		Title:    c.Title,
		Severity: c.Code.Severity,
		Since:    c.Code.Since,
		Text:     c.Text,
		Analyzer: c.Analyzer,
	}
}
