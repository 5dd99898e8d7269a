package routetemplate

// MCP001 reports a runtime.Exposure config mcpvet cannot use as written.
var MCP001 = mcp001.Analyzer

var mcp001 = newCode(code{
	Code:     "MCP001",
	Severity: warning,
	Since:    "v0.1.0",
}, run001)

func run001(p *pass) {
	for _, pr := range p.API.ConfigProblems {
		p.report(pr.Pos, pr.End, nil, "%s", pr.Message)
	}
}
