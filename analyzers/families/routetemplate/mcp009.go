package routetemplate

import (
	"fmt"
	"strings"

	"github.com/mcpvet/mcpvet/analyzers/internal/model/routes"
)

// MCP009 reports a route the selection wants a tool for that can get none.
var MCP009 = mcp009.Analyzer

var mcp009 = newCode(code{
	Code:     "MCP009",
	Severity: warning,
	Since:    "v0.1.0",
}, run009)

func run009(p *pass) {
	seen := map[string]bool{}
	for _, r := range p.API.Routes {
		if !r.Selected {
			continue
		}
		for _, pr := range r.Refusals {
			if reasons[pr.Kind].code != "MCP009" {
				continue
			}
			msg := ReasonText(pr.Reason)
			key := p.at(pr.Pos) + msg
			if seen[key] {
				continue
			}
			seen[key] = true
			p.report(pr.Pos, pr.End, nil, "no tool is generated for the route %s: %s", r.Describe(), msg)
		}
	}
}

// reasons maps every reason a route can get no tool (routes.ReasonKind,
// which the fact passes give) to the code that reports it and its words:
// the fact passes say why, this table says it. TestReasons holds it total.
var reasons = [routes.NumReasonKinds]struct {
	code string
	// text words the reason from its args; cause is the words of its
	// Cause ("" when it has none).
	text func(a args, cause string) string
}{
	routes.PatternNotConstant: {"MCP009", func(a args, _ string) string {
		if a.at(0) == "" {
			return "its pattern is not a compile-time constant"
		}
		return "its pattern is not a compile-time constant: " + a.at(0) + " is not a constant"
	}},
	routes.RelPatternNotConstant: {"MCP009", func(a args, _ string) string {
		return "its pattern " + a.at(0) + " is not a compile-time constant"
	}},
	routes.PatternNotValid: {"MCP009", func(a args, _ string) string { return "its pattern is not valid: " + a.at(0) }},
	routes.MountUnknown: {"MCP009", func(args, string) string {
		return "mcpvet cannot tell which router it is registered on, so where that router is mounted is not known"
	}},
	routes.GroupUnknown: {"MCP009", func(args, string) string {
		return "mcpvet cannot tell which router it is registered on, so its group's prefix is not known"
	}},
	routes.ChiRouterParam: {"MCP009", func(a args, _ string) string {
		return "its router is a parameter of " + a.at(0) + ", and no router of this package is passed to it: " +
			"mounted elsewhere (r.Route(\"/api\", pkg." + a.at(1) + ")), every path would change; register the routes where the router is mounted"
	}},
	routes.GroupRouterParam: {"MCP009", func(a args, _ string) string {
		return "its router is a parameter of " + a.at(0) + ", and no router of this package is passed to it: " +
			"the prefix of the group it is given elsewhere is not known; register the routes where the group is made"
	}},
	routes.MountNotConstant: {"MCP009", func(a args, _ string) string {
		return "it is mounted at " + a.at(0) + ", which is not a compile-time constant"
	}},
	routes.MountNotValid: {"MCP009", func(a args, _ string) string {
		return fmt.Sprintf("it is mounted at %q, which is not a valid pattern: %s", a.at(0), a.at(1))
	}},
	routes.StripPrefixNotConstant: {"MCP009", func(a args, _ string) string {
		return "it is mounted under http.StripPrefix(" + a.at(0) + ", ...), whose prefix is not a compile-time constant"
	}},
	routes.MountNotComposable: {"MCP009", func(a args, _ string) string {
		// The error composing the mount with the pattern says it all.
		if a.at(0) == "" {
			return "its mounts and its pattern cannot be composed"
		}
		return a.at(0)
	}},
	routes.ChiStripped: {"MCP009", func(args, string) string {
		return "its router is served under http.StripPrefix, which mcpvet does not follow into chi"
	}},
	routes.FrameworkStripped: {"MCP009", func(args, string) string {
		return "its engine is served under http.StripPrefix, which mcpvet does not follow into the framework"
	}},
	routes.MethodNotConstant: {"MCP009", func(a args, _ string) string {
		return "its method " + a.at(0) + " is not a compile-time constant"
	}},
	routes.GroupPrefixNotConstant: {"MCP009", func(a args, _ string) string {
		return "its group's prefix " + a.at(0) + " is not a compile-time constant"
	}},
	routes.EveryMethodChi: {"MCP009", func(a args, _ string) string {
		return fmt.Sprintf("the pattern %q serves every method, and a tool calls one: register it with the method (r.Get, r.Post, ...)", a.at(0))
	}},
	routes.EveryMethodAny: {"MCP009", func(a args, _ string) string {
		return fmt.Sprintf("the route %q (Any) serves every method, and a tool calls one: %s", a.at(0), routes.MethodRefusal(a.at(1)))
	}},
	routes.EveryMethod: {"MCP009", func(a args, _ string) string {
		return fmt.Sprintf("the pattern %q serves every method, and a tool calls one: write the method in the pattern (\"GET %s\")", a.at(0), a.at(1))
	}},
	routes.SubtreePattern: {"MCP009", func(a args, _ string) string {
		return fmt.Sprintf("%q is a subtree pattern: it serves every path under %s, which a tool cannot enumerate; register the paths it serves, or end the pattern with {$}", a.at(0), a.at(1))
	}},
	routes.HostPattern: {"MCP009", func(a args, _ string) string {
		return fmt.Sprintf("%q is a host pattern: it serves only requests for %s, and a tool's in-process call carries no host of its own", a.at(0), a.at(1))
	}},
	routes.Moved: {"MCP009", func(a args, _ string) string {
		return fmt.Sprintf("package %s gives it a tool at %q, but it is served here at %q: select it here (in this package's config) and not in %s",
			a.at(0), a.at(1), a.at(2), a.at(0))
	}},
	routes.TakesConnection: {"MCP009", func(args, string) string {
		return "its handler is no API call: it takes the connection over (a websocket upgrade or a hijack), and a tool call gets one response, never a stream"
	}},
	routes.ServesFile: {"MCP009", func(args, string) string {
		return "its handler is no API call: it serves a file, and tools are for JSON APIs (offer the files as resources)"
	}},
	routes.OnlyRedirects: {"MCP009", func(args, string) string {
		return "its handler is no API call: it only redirects (a login or an OAuth step), and a tool call never follows a redirect: it could only fail"
	}},
	routes.HandlerLost: {"MCP009", func(a args, _ string) string {
		return fmt.Sprintf("mcpvet cannot follow the handler into %s: what it reads from the request and writes there is only known at run time", a.at(0))
	}},
	routes.UndefinedPathValue: {"MCP009", func(a args, _ string) string {
		defined := "defines no path value"
		if a.at(2) != "" {
			defined = "defines only {" + strings.ReplaceAll(a.at(2), ",", "}, {") + "}"
		}
		return fmt.Sprintf("the handler reads the path value %q, which %q does not define (it %s): it is always empty", a.at(0), a.at(1), defined)
	}},
	routes.BuiltHandlerUnresolved: {"MCP009", func(a args, cause string) string {
		return fmt.Sprintf("its handler, registered by %s.%s, cannot be resolved statically: %s", a.at(0), a.at(1), cause)
	}},
	routes.HandlerUnresolved: {"MCP009", func(a args, cause string) string {
		return fmt.Sprintf("its handler %s cannot be resolved statically: %s", a.at(0), cause)
	}},
	routes.WrappedTooDeep:    {"MCP009", func(args, string) string { return "it is wrapped too deeply to follow" }},
	routes.ElementOf:         {"MCP009", func(a args, _ string) string { return "it is an element of " + a.at(0) + ", only known at run time" }},
	routes.MethodNotFollowed: {"MCP009", func(args, string) string { return "it is not a method mcpvet can follow" }},
	routes.FieldValue: {"MCP009", func(a args, _ string) string {
		return "it is the field " + a.at(0) + ", whose value is only known at run time"
	}},
	routes.MethodExpr:            {"MCP009", func(args, string) string { return "it is a method expression, not a handler" }},
	routes.ConversionNotFollowed: {"MCP009", func(args, string) string { return "it is a conversion mcpvet cannot follow" }},
	routes.FuncValueCall: {"MCP009", func(args, string) string {
		return "it is the result of calling a func value, which is only known at run time"
	}},
	routes.InterfaceValue: {"MCP009", func(a args, _ string) string {
		return "it is a value of interface type " + a.at(0) + ", only known at run time"
	}},
	routes.NotFollowed: {"MCP009", func(args, string) string { return "mcpvet cannot follow it" }},
	routes.ParamHandler: {"MCP009", func(a args, _ string) string {
		return fmt.Sprintf("it is the parameter %s of %s, which receives its handler at run time", a.at(0), a.at(1))
	}},
	routes.ForeignVar: {"MCP009", func(a args, _ string) string {
		return fmt.Sprintf("it is the variable %s.%s of another package", a.at(0), a.at(1))
	}},
	routes.VarNeverGiven: {"MCP009", func(a args, _ string) string {
		return "the variable " + a.at(0) + " is never given a handler in this package"
	}},
	routes.VarReassigned: {"MCP009", func(a args, _ string) string { return "the variable " + a.at(0) + " is assigned more than once" }},
	routes.VarMultiResult: {"MCP009", func(a args, _ string) string {
		return "the variable " + a.at(0) + " is assigned from a call with several results"
	}},
	routes.NamesNothing: {"MCP009", func(args, string) string { return "it names nothing mcpvet can follow" }},
	routes.NotFuncOrVar: {"MCP009", func(args, string) string { return "it is not a func or a variable" }},
	routes.NotHandlerFunc: {"MCP009", func(a args, _ string) string {
		msg := a.at(0) + " is not a func(http.ResponseWriter, *http.Request)"
		if a.at(1) == "framework" {
			msg += ", a func(*gin.Context) or a func(echo.Context) error"
		}
		return msg
	}},
	routes.InterfaceMethod: {"MCP009", func(a args, _ string) string {
		return fmt.Sprintf("%s is a method of the interface %s, whose implementation is only known at run time", a.at(0), a.at(1))
	}},
	routes.NoBody: {"MCP009", func(a args, _ string) string { return a.at(0) + " has no body" }},
	routes.ReturnsUnfollowed: {"MCP009", func(a args, cause string) string {
		return fmt.Sprintf("%s returns %s, which cannot be followed: %s", a.at(0), a.at(1), cause)
	}},
	routes.ReturnsDifferent: {"MCP009", func(a args, _ string) string { return a.at(0) + " returns different handlers" }},
	routes.ReturnsNone:      {"MCP009", func(a args, _ string) string { return a.at(0) + " returns no handler mcpvet can see" }},
	routes.BuiltIn:          {"MCP009", func(a args, _ string) string { return a.at(0) + " is built in" }},
	routes.StdLibFunc: {"MCP009", func(a args, _ string) string {
		return fmt.Sprintf("%s.%s is in the standard library, whose handlers mcpvet does not describe", a.at(0), a.at(1))
	}},
	routes.NoFactsFor: {"MCP009", func(a args, _ string) string {
		return fmt.Sprintf("%s.%s is in package %s, for which mcpvet has no facts", a.at(0), a.at(1), a.at(2))
	}},
	routes.NoBuilderFacts: {"MCP009", func(a args, _ string) string { return "mcpvet has no facts for " + a.at(0) }},
}

// args are a reason's Args; a missing one reads "", so that a reason
// given too few never panics the analyzer.
type args []string

func (a args) at(i int) string {
	if i < len(a) {
		return a[i]
	}
	return ""
}

// ReasonCode is the code that reports reasons of kind k; false for a
// kind the table lacks.
func ReasonCode(k routes.ReasonKind) (string, bool) {
	if k <= routes.NoReason || k >= routes.NumReasonKinds || reasons[k].text == nil {
		return "", false
	}
	return reasons[k].code, true
}

// ReasonText is MCP009's words for a reason, its cause's words after it.
func ReasonText(r routes.Reason) string {
	return reasonText(r, 0)
}

func reasonText(r routes.Reason, depth int) string {
	if r.Kind <= routes.NoReason || r.Kind >= routes.NumReasonKinds || reasons[r.Kind].text == nil {
		return "mcpvet cannot follow it"
	}
	cause := ""
	if r.Cause != nil && depth < 16 {
		cause = reasonText(*r.Cause, depth+1)
	}
	return reasons[r.Kind].text(args(r.Args), cause)
}
