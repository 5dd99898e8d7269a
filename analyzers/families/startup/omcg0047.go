package startup

import (
	"fmt"
	"strings"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/resourceuri"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
	"github.com/mcpvet/mcpvet/analyzers/model/mcpresource"
)

// OMCG0047 reports a URI template registered as a static resource: both
// SDKs find a static resource by its exact URI, so a read of any URI the
// template means never reaches its handler.
var OMCG0047 = omcg0047.Analyzer

var omcg0047 = toolpass.New(toolpass.Code{
	Code:     "OMCG0047",
	Severity: analyzerutil.Warning,
	Since:    "v0.6.0",
	Run:      run0047,
})

func run0047(p *toolpass.Pass) {
	ships := shipped(p)
	for _, r := range p.Facts.SDKResources {
		if r.Kind != mcpresource.StaticResource || !r.KeyKnown || !resourceuri.IsTemplate(r.Key) || !ships(r) {
			continue
		}
		vars, err := resourceuri.Variables(r.Key)
		if err != nil || len(vars) == 0 {
			continue // braces that make no template: a URI of its own
		}
		how := "(*mcp.Server).AddResourceTemplate with an mcp.ResourceTemplate"
		if r.Mark {
			how = "s.AddResourceTemplate(mcp.NewResourceTemplate(…), handler)"
		}
		p.Report(r.KeyPos, r.KeyEnd, nil, "%s", fmt.Sprintf("resource %q has template variables ({%s}) but is registered as a static resource, which a client reads by its exact URI: a read of any URI it means (a value for each variable) never reaches its handler; register it as a resource template, %s", r.Key, strings.Join(vars, "}, {"), how))
	}
}
