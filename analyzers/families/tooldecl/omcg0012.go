package tooldecl

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/directive"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/toolrules"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
)

// OMCG0012 reports bad ui= and ui.visibility= values of //mcp:tool.
var OMCG0012 = omcg0012.Analyzer

var omcg0012 = toolpass.New(toolpass.Code{
	Code:     "OMCG0012",
	Severity: analyzerutil.Error,
	Since:    "v0.1.0",
	Run:      run0012,
})

var visibilities = []string{"model", "app"}

func run0012(p *toolpass.Pass) {
	for _, pl := range p.Facts.Directives {
		if pl.Kind != "tool" || pl.Comment == nil {
			continue
		}
		for _, a := range pl.Args {
			switch a.Key {
			case "ui":
				checkUI(p, pl.Directive, a)
			case "ui.visibility":
				checkVisibility(p, pl.Directive, a)
			}
		}
	}
}

func checkUI(p *toolpass.Pass, d *directive.Directive, a directive.Arg) {
	problem, want := toolrules.UIProblem(a.Value)
	switch {
	case problem == "":
		checkUIDeclared(p, d, a)
	case want != "":
		p.Report(a.ValuePos, a.End, replaceValue("Write "+want, d, a, want), "%s", problem)
	default:
		p.Report(a.ValuePos, a.End, nil, "%s", problem)
	}
}

func checkVisibility(p *toolpass.Pass, d *directive.Directive, a directive.Arg) {
	v := a.Value
	if strings.TrimSpace(v) == "" {
		p.Report(a.ValuePos, a.End, nil, "ui.visibility= is empty; list who may call the tool (model, app or model,app), or remove ui.visibility=")
		return
	}
	var problems, fixed []string
	seen := map[string]bool{}
	fixable := true
	for _, part := range strings.Split(v, ",") {
		w := strings.TrimSpace(part)
		switch {
		case w == "":
			problems = append(problems, "an empty entry")
			continue
		case w == "model" || w == "app":
			if w != part {
				problems = append(problems, strconv.Quote(part)+" has white space")
			}
		default:
			near := directive.Nearest(w, visibilities)
			if near == "" {
				fixable = false
				problems = append(problems, strconv.Quote(w)+" is neither model nor app")
				continue
			}
			problems = append(problems, strconv.Quote(w)+" is neither model nor app (did you mean "+near+"?)")
			w = near
		}
		if seen[w] {
			if w == strings.TrimSpace(part) {
				problems = append(problems, w+" is listed twice")
			}
			continue
		}
		seen[w] = true
		fixed = append(fixed, w)
	}
	if len(problems) == 0 {
		return
	}
	msg := fmt.Sprintf("ui.visibility=%s must be a comma-separated list of model and app: %s", strconv.Quote(v), join(problems))
	if !fixable || len(fixed) == 0 {
		p.Report(a.ValuePos, a.End, nil, "%s", msg)
		return
	}
	want := strings.Join(fixed, ",")
	p.Report(a.ValuePos, a.End, replaceValue("Write "+want, d, a, want), "%s; write %s", msg, want)
}

// checkUIDeclared reports a ui= that names no ui:// resource declared in
// the package or in a package it imports: the client would ask for an
// App resource the server does not have. The nearest declared URI is
// suggested, with a fix when it is close enough to be a typo.
func checkUIDeclared(p *toolpass.Pass, d *directive.Directive, a directive.Arg) {
	if p.Facts.AppsUnknown {
		return // a resource registered with a URI mcpvet cannot read may be it
	}
	declared := append(slices.Clone(p.Facts.LocalApps), p.Facts.ImportedApps...)
	if slices.Contains(declared, a.Value) {
		return
	}
	slices.Sort(declared)
	declared = slices.Compact(declared)
	msg := fmt.Sprintf("ui=%s names no ui:// resource declared in this package or in a package it imports", strconv.Quote(a.Value))
	if len(declared) == 0 {
		p.Report(a.ValuePos, a.End, nil, "%s, so the client cannot load the App; declare its HTML with //mcp:resource %s on a func that returns it", msg, a.Value)
		return
	}
	near, dist := "", 0
	for _, u := range declared {
		if k := directive.Distance(a.Value, u); near == "" || k < dist {
			near, dist = u, k
		}
	}
	if dist <= max(2, len(a.Value)/4) {
		p.Report(a.ValuePos, a.End, replaceValue("Write "+near, d, a, near), "%s; did you mean %s?", msg, near)
		return
	}
	p.Report(a.ValuePos, a.End, nil, "%s (the nearest is %s); declare it with //mcp:resource %s, or name a declared one", msg, near, a.Value)
}
