package mcpresource_test

import (
	"golang.org/x/tools/go/analysis"

	"fmt"
	"github.com/mcpvet/mcpvet/analyzers/model/mcpresource"
	"strings"
	"testing"

	"github.com/mcpvet/mcpvet/analyzers/facts/mcpfacts"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
)

// dumpResources reports every SDK resource, template and prompt mcpfacts
// finds, with what it folded and where it is registered.
var dumpResources = &analysis.Analyzer{
	Name:     "dumpresources",
	Doc:      "report the SDK resources mcpfacts finds",
	Requires: []*analysis.Analyzer{mcpfacts.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		res := pass.ResultOf[mcpfacts.Analyzer].(*mcpfacts.Result)
		for _, r := range res.SDKResources {
			msg := r.Kind.String()
			if r.Mark {
				msg = "mcp-go " + msg
			}
			if r.KeyKnown {
				msg += fmt.Sprintf(" %q", r.Key)
			} else {
				msg += " ?"
			}
			if r.Kind != mcpresource.PromptKind {
				if r.Name != "" {
					msg += fmt.Sprintf(" name=%q", r.Name)
				} else if r.Mark {
					msg += " name=?"
				}
			}
			if r.MIMEType != "" {
				msg += fmt.Sprintf(" mime=%q", r.MIMEType)
			}
			if len(r.Registrations) == 0 {
				msg += " unregistered"
			}
			for _, reg := range r.Registrations {
				server := "?"
				if reg.Server != nil {
					server = strings.Join(append([]string{reg.Server.Name()}, reg.ServerPath...), ".")
				}
				msg += " on " + server
			}
			pass.Reportf(r.At.Pos(), "%s", msg)
		}
		return nil, nil
	},
}

func TestSDKResources(t *testing.T) {
	fixturetest.Run(t, fixturetest.Load(t, fixturetest.Dir(t), "./sdkresources"), []*analysis.Analyzer{dumpResources})
}
