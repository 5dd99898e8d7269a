package routetemplate

// MCP001 reports a runtime.Exposure config mcpvet cannot use as written.
var MCP001 = newCode(code{
	Code:     "MCP001",
	Severity: warning,
	Since:    "v0.1.0",
	Title:    "the runtime.Exposure config cannot be used as written",
	Doc: `
mcpvet reads the package-level runtime.Exposure config statically, so
every field must be a compile-time constant or a literal. Reported: a config
that is not a composite literal, a Mode that is not a constant or not one
of runtime.SelectedOnly and runtime.AllExceptExcluded, Include, Exclude or
TrimSuffixes that are not []string literals of constants, a Naming.Format
with an unknown placeholder (known: {Receiver}, {Func}, {Method}) or none,
a second config in the package, and assignments to the config after its
declaration. Each message says what mcpvet falls back to; MCP006 is then
not reported, since its advice would describe the fallback.`,
	Before: `
var MCP = runtime.Exposure{
	Mode:   mode, // a variable
	Naming: runtime.Naming{Format: "{Recv}_{Func}"},
}`,
	After: `
var MCP = runtime.Exposure{
	Mode:   runtime.AllExceptExcluded,
	Naming: runtime.Naming{Format: "{Receiver}_{Func}"},
}`,
}, run001)

func run001(p *pass) {
	for _, pr := range p.API.ConfigProblems {
		p.report(pr.Pos, pr.End, nil, "%s", pr.Message)
	}
}
