package schematype

import (
	"go/token"
	"go/types"

	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
	"github.com/mcpvet/mcpvet/analyzers/model/mcpresource"
)

// reportNotTextLike reports the parameters of //mcp:resource and
// //mcp:prompt funcs that are not text-like (OMCG0002): a template
// variable and a prompt argument are strings on the wire, so each
// parameter must be parsed from text.
func reportNotTextLike(p *toolpass.Pass) {
	check := func(kind string, o *mcpresource.Offer) {
		for _, tp := range o.Params {
			if tp.Kind != mcpresource.TextInvalid || tp.IllTyped {
				continue
			}
			p.Report(tp.Pos, tp.End, nil,
				"%s %s: parameter %s of type %s is not text-like: a %s parameter is parsed from text; use a string, a bool, a number, time.Time, time.Duration, a type with UnmarshalText, or a pointer to one for an optional %s",
				kind, o.Name, tp.Var.Name(), types.TypeString(tp.Var.Type(), types.RelativeTo(p.Pkg)), kind, what(kind))
		}
	}
	for _, r := range p.Facts.Resources {
		check("resource", &r.Offer)
	}
	for _, pr := range p.Facts.Prompts {
		check("prompt", &pr.Offer)
	}
}

func what(kind string) string {
	if kind == "prompt" {
		return "argument"
	}
	return "variable"
}

// reportOfferResults reports //mcp:resource and //mcp:prompt funcs whose
// results are not one of their result forms (OMCG0003).
func reportOfferResults(p *toolpass.Pass) {
	for _, r := range p.Facts.Resources {
		if r.Result == mcpresource.OfferInvalid && !r.IllTyped {
			p.Report(r.ResultsPos, token.NoPos, nil,
				"the results of %s are not a resource result form: return a string, a []byte, a struct or map (or pointer to one), *mcp.ReadResourceResult, *mcp.ResourceContents or []*mcp.ResourceContents, optionally followed by an error", r.Decl.Name.Name)
		}
	}
	for _, pr := range p.Facts.Prompts {
		if pr.Result == mcpresource.OfferInvalid && !pr.IllTyped {
			p.Report(pr.ResultsPos, token.NoPos, nil,
				"the results of %s are not a prompt result form: return a string (one user message), []*mcp.PromptMessage or *mcp.GetPromptResult, optionally followed by an error", pr.Decl.Name.Name)
		}
	}
}
