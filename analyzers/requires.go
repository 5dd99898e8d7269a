package analyzers

import "golang.org/x/tools/go/analysis"

// WithRequirements is list and everything its analyzers require, each
// once, requirements before the analyzers that require them: the order a
// driver runs them in.
func WithRequirements(list []*analysis.Analyzer) []*analysis.Analyzer {
	var out []*analysis.Analyzer
	seen := map[*analysis.Analyzer]bool{}
	var visit func(a *analysis.Analyzer)
	visit = func(a *analysis.Analyzer) {
		if seen[a] {
			return
		}
		seen[a] = true
		for _, r := range a.Requires {
			visit(r)
		}
		out = append(out, a)
	}
	for _, a := range list {
		visit(a)
	}
	return out
}
