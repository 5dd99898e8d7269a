package tooldecl

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"github.com/mcpvet/mcpvet/analyzers/internal/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/directive"
)

// OMCG0012 reports bad ui= and ui.visibility= values of //mcp:tool.
var OMCG0012 = analyzerutil.New(analyzerutil.Code{
	Code:  "OMCG0012",
	Title: "the ui= or ui.visibility= value of //mcp:tool is not valid",
	Doc: `
ui= names the MCP App resource that renders the tool's results: its value
must be a ui:// URI (ui://server/app), the URI the HTML resource is
registered under. ui.visibility= says who may call the tool: a
comma-separated list of model and app, without spaces or repeats.

Bad:

	//mcp:tool ui=https://example.com/chart.html ui.visibility=model,apps

Good:

	//mcp:tool ui=ui://weather/chart ui.visibility=model,app`,
	Run: run0012,
})

var visibilities = []string{"model", "app"}

func run0012(p *analyzerutil.Pass) {
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

func checkUI(p *analyzerutil.Pass, d *directive.Directive, a directive.Arg) {
	v := a.Value
	if strings.TrimSpace(v) == "" {
		p.Report(a.ValuePos, a.End, nil, "ui= is empty; give the ui:// URI of the resource that renders the tool (ui://server/app), or remove ui=")
		return
	}
	scheme, rest, ok := strings.Cut(v, ":")
	if !ok || !strings.EqualFold(scheme, "ui") {
		p.Report(a.ValuePos, a.End, nil,
			"ui=%s is not a ui:// URI; an MCP App's UI is a resource registered under a ui:// URI (ui://server/app): name that resource here", strconv.Quote(v))
		return
	}
	path := strings.TrimLeft(rest, "/")
	if path == "" {
		p.Report(a.ValuePos, a.End, nil, "ui=%s names no resource; write the whole URI of the resource that renders the tool, like ui://server/app", strconv.Quote(v))
		return
	}
	if want := "ui://" + path; want != v {
		p.Report(a.ValuePos, a.End, replaceValue("Write "+want, d, a, want),
			"ui=%s is not a ui:// URI; write %s", strconv.Quote(v), want)
		return
	}
	if strings.ContainsAny(v, " \t\r\n") {
		p.Report(a.ValuePos, a.End, nil, "ui=%s is not a valid URI: it contains white space; percent-encode it (%%20)", strconv.Quote(v))
		return
	}
	if _, err := url.Parse(v); err != nil {
		p.Report(a.ValuePos, a.End, nil, "ui=%s is not a valid URI: %v", strconv.Quote(v), unwrapURLError(err))
	}
}

func unwrapURLError(err error) error {
	if ue, ok := err.(*url.Error); ok {
		return ue.Err
	}
	return err
}

func checkVisibility(p *analyzerutil.Pass, d *directive.Directive, a directive.Arg) {
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
