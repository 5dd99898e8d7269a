package toolname

import (
	"fmt"

	"github.com/mcpvet/mcpvet/analyzers/internal/analyzerutil"
)

// offerDuplicates reports the //mcp:resource and //mcp:prompt
// declarations of the package that repeat an earlier one's URI, template
// or prompt name: the generated code registers both, and the go-sdk keeps
// the last and silently drops the other.
func offerDuplicates(p *analyzerutil.Pass, r *reporter) {
	seen := map[string]string{} // key: where it is first declared
	for _, res := range p.Facts.Resources {
		what, key := "resource URI", "resource "+res.URI
		if res.Template {
			what, key = "resource template", "template "+res.URI
		}
		if where, ok := seen[key]; ok {
			msg := fmt.Sprintf("%s %s is already declared at %s; the generated code registers both and the go-sdk keeps the last registration, silently dropping the other: change one of them", what, res.URI, where)
			r.report(res.URIPos, res.URIEnd, "dup "+key, nil, "%s", msg)
			continue
		}
		seen[key] = position(p, res.URIPos)
	}
	for _, pr := range p.Facts.Prompts {
		key := "prompt " + pr.Name
		if where, ok := seen[key]; ok {
			msg := fmt.Sprintf("prompt name %q is already used at %s; the generated code registers both and the go-sdk keeps the last registration, silently dropping the other: rename one of them", pr.Name, where)
			r.report(pr.NamePos, pr.NameEnd, "dup "+key, nil, "%s", msg)
			continue
		}
		seen[key] = position(p, pr.NamePos)
	}
}
