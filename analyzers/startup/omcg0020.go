package startup

import (
	"fmt"

	"github.com/mcpvet/mcpvet/analyzers/internal/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/resourceuri"
	"github.com/mcpvet/mcpvet/analyzers/mcpresource"
)

// OMCG0020 reports resource URIs and URI templates that make the SDK
// panic at start-up.
var OMCG0020 = analyzerutil.New(analyzerutil.Code{
	Code:     "OMCG0020",
	Severity: analyzerutil.Error,
	Since:    "v0.3.0",
	Title:    "a resource URI or URI template the SDK panics on",
	Doc: `
The go-sdk's (*mcp.Server).AddResource panics when net/url cannot parse the
resource's URI, and AddResourceTemplate panics when its URI template is not
an RFC 6570 template github.com/yosida95/uritemplate/v3 accepts (an
unterminated expression, a '-' or a space in a variable name, an operator
RFC 6570 reserves, a prefix length outside 1..9999, a character a URI
cannot hold outside an expression). mark3labs mcp-go's
mcp.NewResourceTemplate parses its template with the same library and
panics the same way. Checked where the URI or template is a constant: a
literal in the call, a value built in the same function, a constant.
A //mcp:resource directive is held to the same rule: the generated code
registers it with the same calls.`,
	Before: `
s.AddResourceTemplate(&mcp.ResourceTemplate{
	Name:        "docket",
	URITemplate: "docket://{court-id}/{number}",
}, readDocket)`,
	After: `
s.AddResourceTemplate(&mcp.ResourceTemplate{
	Name:        "docket",
	URITemplate: "docket://{court_id}/{number}",
}, readDocket)`,
	Run: run0020,
})

func run0020(p *analyzerutil.Pass) {
	for _, r := range p.Facts.SDKResources {
		if !r.KeyKnown {
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
