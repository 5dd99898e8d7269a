package routetemplate

import "fmt"

// MCP009 reports a route the selection wants a tool for that can get none.
var MCP009 = newCode(code{
	Code:     "MCP009",
	Severity: warning,
	Since:    "v0.1.0",
	Title:    "no MCP tool is generated for a route",
	Doc: `
A route that the config or //mcp:expose selects gets no tool, rather than a
wrong one, when mcpvet cannot build the request it serves: its pattern is
not a compile-time constant (the message names the expression), is not
valid, or cannot be reached through its mounts; the pattern has no method
and so serves every method; it is a subtree pattern (/static/) or a host
pattern; the handler cannot be resolved statically; or the handler reads a
path value its pattern does not define (r.PathValue("idd") under
/items/{id}, always empty at run time). Routes the selection leaves out are
not reported. A route whose response type refers to itself keeps its tool,
with the response as text and no output schema, and is reported too. To keep a route from MCP without the warning, mark its
handler //mcp:ignore or exclude it in the config.`,
	Before: `
mux.HandleFunc("/items/{id}", h.Get) // every method`,
	After: `
mux.HandleFunc("GET /items/{id}", h.Get)`,
	Run: func(p *pass) {
		seen := map[string]bool{}
		for _, r := range p.API.Routes {
			if !r.Selected {
				continue
			}
			for _, pr := range r.Refusals {
				key := p.at(pr.Pos) + pr.Message
				if seen[key] {
					continue
				}
				seen[key] = true
				p.report(pr.Pos, pr.End, nil, "no tool is generated for the route %s: %s", r.Describe(), pr.Message)
			}
		}
		// A response type that refers to itself: the route keeps its
		// tool, with less.
		for _, r := range p.API.Tools {
			if !r.HasTool() || r.Tool.TextOut == nil {
				continue
			}
			pr := r.Tool.TextOut
			msg := fmt.Sprintf("the tool of the route %s has no output schema and sends its response as text: %s: %s, which a schema written inline cannot describe", r.Describe(), pr.Path, pr.Message)
			if key := p.at(pr.Pos) + msg; !seen[key] {
				seen[key] = true
				p.report(pr.Pos, pr.End, nil, "%s", msg)
			}
		}
	},
})
