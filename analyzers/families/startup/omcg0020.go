package startup

import (
	"fmt"
	"go/token"
	"go/types"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/resourceuri"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
	"github.com/mcpvet/mcpvet/analyzers/model/mcpresource"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
)

// OMCG0020 reports resource URIs and URI templates that make the SDK
// panic at start-up.
var OMCG0020 = omcg0020.Analyzer

var omcg0020 = toolpass.New(toolpass.Code{
	Code:     "OMCG0020",
	Severity: analyzerutil.Error,
	Since:    "v0.3.0",
	Run:      run0020,
})

func run0020(p *toolpass.Pass) {
	ships := shipped(p)
	for _, r := range p.Facts.SDKResources {
		if !r.KeyKnown || !ships(r) {
			continue
		}
		var err error
		var who string
		switch {
		case r.Kind == mcpresource.TemplateResource:
			err = resourceuri.CheckTemplate(r.Key)
			who = "(*mcp.Server).AddResourceTemplate"
			if r.Mark {
				who = "mcp-go's mcp.NewResourceTemplate"
			}
		case r.Kind == mcpresource.StaticResource && !r.Mark:
			// mcp-go does not parse a resource's URI.
			err = resourceuri.CheckURI(r.Key)
			who = "(*mcp.Server).AddResource"
		}
		if err == nil {
			continue
		}
		p.Report(r.KeyPos, r.KeyEnd, nil, "%s", fmt.Sprintf("%s %q: %v; %s panics on it at start-up", r.Kind, r.Key, err, who))
	}
	// A //mcp:resource directive: the generated code registers it with
	// the same two calls, so it is held to the same rule.
	for _, r := range p.Facts.Resources {
		kind, err, who := mcpresource.StaticResource, resourceuri.CheckURI(r.URI), "(*mcp.Server).AddResource"
		if r.Template {
			kind, err, who = mcpresource.TemplateResource, resourceuri.CheckTemplate(r.URI), "(*mcp.Server).AddResourceTemplate"
		}
		if err == nil {
			continue
		}
		p.Report(r.URIPos, r.URIEnd, nil, "%s", fmt.Sprintf("%s %q: %v; %s panics on it at start-up, where the generated code registers it", kind, r.URI, err, who))
	}
}

// shipped reports whether a resource's panic is one of the shipped
// server: for the go-sdk, one of its registration calls runs outside
// tests (the call is the panic); for mcp-go, the NewResourceTemplate call
// that builds it does. Code runs outside tests when it is in a non-test
// file, at package level or in a function mcptool.ReachedFuncs reaches.
func shipped(p *toolpass.Pass) func(*mcpresource.SDKResource) bool {
	var reached map[*types.Func]bool
	runs := func(pos token.Pos) bool { return mcptool.ShippedAt(p.Pass.Pass, &reached, pos) }
	return func(r *mcpresource.SDKResource) bool {
		if r.Mark || len(r.Registrations) == 0 {
			return r.At == nil || runs(r.At.Pos())
		}
		for _, reg := range r.Registrations {
			if runs(reg.Call.Pos()) {
				return true
			}
		}
		return false
	}
}
