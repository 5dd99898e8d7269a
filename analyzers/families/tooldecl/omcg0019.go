package tooldecl

import (
	"fmt"
	"go/token"
	"slices"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/directive"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
	"github.com/mcpvet/mcpvet/analyzers/model/mcpresource"
)

// OMCG0019 reports //mcp:resource funcs whose parameters and template
// variables do not match.
var OMCG0019 = omcg0019.Analyzer

var omcg0019 = toolpass.New(toolpass.Code{
	Code:     "OMCG0019",
	Severity: analyzerutil.Error,
	Since:    "v0.3.0",
	Run:      run0019,
})

func run0019(p *toolpass.Pass) {
	for _, r := range p.Facts.Resources {
		if !r.Template {
			for _, tp := range r.Params {
				p.Report(tp.Pos, tp.End, nil,
					"parameter %s of %s is filled by no variable: %s is a static URI, which has no {variables}; remove the parameter, or make the URI a template with a {%s} variable",
					tp.Var.Name(), funcName(r.Decl), r.URI, tp.Var.Name())
			}
			continue
		}
		if r.Vars == nil {
			continue // the template does not parse: reported by the validity check
		}
		matchVars(p, r)
	}
}

// matchVars reports the template variables no parameter takes and the
// parameters no variable fills.
func matchVars(p *toolpass.Pass, r *mcpresource.Resource) {
	var vars, params []string
	for _, v := range r.Vars {
		vars = append(vars, v.Name)
	}
	for _, tp := range r.Params {
		params = append(params, tp.Var.Name())
	}
	var lonelyVars, lonelyParams []string
	for _, v := range vars {
		if !slices.Contains(params, v) {
			lonelyVars = append(lonelyVars, v)
		}
	}
	for _, n := range params {
		if !slices.Contains(vars, n) {
			lonelyParams = append(lonelyParams, n)
		}
	}
	lists := fmt.Sprintf("the template's variables are %s, the parameters of %s are %s", orNone(vars), funcName(r.Decl), orNone(params))
	for _, v := range r.Vars {
		if !slices.Contains(lonelyVars, v.Name) {
			continue
		}
		msg := fmt.Sprintf("template variable %s of %s has no parameter to fill: %s", v.Name, r.URI, lists)
		var fixes []analysis.SuggestedFix
		if near := nearest(v.Name, lonelyVars, lonelyParams); near != "" {
			msg += "; did you mean " + near + "?"
			if v.End-v.Pos == token.Pos(len(v.Name)) { // located exactly
				fixes = analyzerutil.Replace("Rename the variable to "+near, v.Pos, v.End, near)
			}
		}
		p.Report(v.Pos, v.End, fixes, "%s", msg)
	}
	for _, tp := range r.Params {
		n := tp.Var.Name()
		if !slices.Contains(lonelyParams, n) {
			continue
		}
		msg := fmt.Sprintf("parameter %s of %s is filled by no variable of %s: %s", n, funcName(r.Decl), r.URI, lists)
		if near := nearest(n, lonelyParams, lonelyVars); near != "" {
			msg += "; did you mean {" + near + "}?"
		} else {
			msg += "; add {" + n + "} to the template, or remove the parameter"
		}
		p.Report(tp.Pos, tp.End, nil, "%s", msg)
	}
}

// nearest is the candidate name meant instead of name: the one within a
// typo of it, else the only candidate when name is the only one of its
// side left unmatched.
func nearest(name string, side, candidates []string) string {
	if near := directive.Nearest(name, candidates); near != "" {
		return near
	}
	if len(side) == 1 && len(candidates) == 1 {
		return candidates[0]
	}
	return ""
}

// orNone lists names for a message, "none" for no name.
func orNone(names []string) string {
	if len(names) == 0 {
		return "none"
	}
	return join(names)
}
