package apifacts_test

import (
	"fmt"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/facts/apifacts"
	"github.com/mcpvet/mcpvet/analyzers/families/routetemplate"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
	"github.com/mcpvet/mcpvet/runtime/schema"
)

// dump reports every route apifacts finds, with its tool, so the fixtures
// state with want lines what it must find: name, title, description,
// pattern, arguments with their schemas, output schema, statuses,
// annotations and scope, or why the route gets no tool.
var dump = &analysis.Analyzer{
	Name:     "dump",
	Doc:      "report the routes and tools apifacts finds",
	Requires: []*analysis.Analyzer{apifacts.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		res, ok := pass.ResultOf[apifacts.Analyzer].(*apifacts.Result)
		if !ok {
			return nil, nil
		}
		for _, r := range res.Routes {
			pass.Reportf(r.Call.Pos(), "%s", describe(r))
		}
		for _, ep := range res.Endpoints {
			pass.Reportf(ep.Call.Pos(), "endpoint %s", ep.Registered)
		}
		for _, p := range res.ConfigProblems {
			pass.Reportf(p.Pos, "config: %s", p.Message)
		}
		return nil, nil
	},
}

func describe(r *apifacts.Route) string {
	var b strings.Builder
	fmt.Fprintf(&b, "route %s", r.Describe())
	if len(r.Via) > 0 {
		fmt.Fprintf(&b, " via %s", strings.Join(r.Via, " > "))
	}
	if r.Handler != nil {
		fmt.Fprintf(&b, " handler=%s", r.Handler)
	}
	switch {
	case r.UnderEndpoint != "":
		fmt.Fprintf(&b, ": under the MCP endpoint %s", r.UnderEndpoint)
	case r.Ignored:
		b.WriteString(": ignored")
	case r.Skipped != "":
		b.WriteString(": skipped: " + r.Skipped)
	case len(r.Refusals) > 0:
		var msgs []string
		for _, p := range r.Refusals {
			msgs = append(msgs, routetemplate.ReasonText(p.Reason))
		}
		b.WriteString(": refused: " + strings.Join(msgs, "; "))
	case !r.Selected:
		b.WriteString(": not selected")
	default:
		b.WriteString(": selected by " + r.SelectedBy)
	}
	t := r.Tool
	if t == nil {
		return b.String()
	}
	rt := t.Route()
	fmt.Fprintf(&b, " tool %q title=%q desc=%q input=%s", t.Name, t.Title, t.Description, schema.Encode(t.Input))
	if t.Output != nil {
		fmt.Fprintf(&b, " output=%s", schema.Encode(t.Output))
	} else if rt.OutString != "" {
		fmt.Fprintf(&b, " text=%s", rt.OutString)
	} else if r.Facts != nil && r.Facts.OutNote != "" {
		fmt.Fprintf(&b, " text(%s)", r.Facts.OutNote)
	}
	fmt.Fprintf(&b, " status=%v", rt.Statuses)
	var hints []string
	for _, h := range []struct {
		name string
		on   bool
	}{{"readOnly", mcptool.Hint(t.Annotations.ReadOnly)}, {"destructive", mcptool.Hint(t.Annotations.Destructive)}, {"idempotent", mcptool.Hint(t.Annotations.Idempotent)}, {"openWorld", mcptool.Hint(t.Annotations.OpenWorld)}} {
		if h.on {
			hints = append(hints, h.name)
		}
	}
	if len(hints) == 0 {
		hints = []string{"none"}
	}
	fmt.Fprintf(&b, " hints=%s scope=%s", strings.Join(hints, ","), rt.Scope)
	for _, args := range rt.Args {
		if args.Multi {
			fmt.Fprintf(&b, " multi=%s", args.Name)
		}
	}
	return b.String()
}

func TestFind(t *testing.T) {
	fixturetest.Run(t, fixturetest.Load(t, fixturetest.Dir(t), "./routes/..."), []*analysis.Analyzer{dump})
}
