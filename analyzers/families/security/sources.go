package security

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/yosida95/uritemplate/v3"

	"github.com/mcpvet/mcpvet/analyzers/facts/apifacts"
	"github.com/mcpvet/mcpvet/analyzers/facts/valueflow"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
	"github.com/mcpvet/mcpvet/analyzers/model/mcpresource"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
)

// The inputs the model chooses beside a tool's arguments: what the
// handler of a route served as a tool reads from the request (its path
// values, query values and JSON body, which the runtime fills from the
// tool's arguments), a prompt's arguments, and the variables of a
// resource template (the URI the client asks for). Each is a parameter
// of a handler, as a tool's arguments are, with its own rule naming the
// input a flow's fields select; a message names the kind of offer and
// of input (who).

// offerKind is what the model calls: a tool, a route tool, a prompt, a
// resource template.
type offerKind uint8

const (
	toolKind offerKind = iota
	routeKind
	promptKind
	templateKind
	// elicitKind: an elicitation's answer, which no offer's name names.
	elicitKind
)

func (k offerKind) String() string {
	switch k {
	case routeKind:
		return "route tool"
	case promptKind:
		return "prompt"
	case templateKind:
		return "resource template"
	case elicitKind:
		return "elicitation"
	}
	return "tool"
}

// offer is what a source's input is given to, and where it is declared.
type offer struct {
	kind offerKind
	// name is the offer's name; for a tool whose name is not a constant
	// (registered in a loop over a table, from a field), the text of the
	// expression that names it, and named is false.
	name     string
	named    bool
	pos, end token.Pos
}

// toolOffer is the offer of t. A tool whose name is not a constant is
// followed all the same: its handler is the code's, and the model calls
// it by whatever name the expression holds.
func toolOffer(p *toolpass.Pass, t *mcptool.Tool) offer {
	if !t.NameKnown {
		return offer{kind: toolKind, name: nameText(p, t), pos: t.Pos, end: t.End}
	}
	return offer{kind: toolKind, name: t.Name, named: true, pos: t.Pos, end: t.End}
}

// nameText is the source text of the expression that names t where it
// is declared (kind, in mcp.NewTool(kind, …); t.Name, in &mcp.Tool{Name:
// t.Name}), "a name that is not a constant" when it is not found.
func nameText(p *toolpass.Pass, t *mcptool.Tool) string {
	var text string
	for _, f := range p.Files {
		if f.FileStart > t.Pos || t.Pos >= f.FileEnd {
			continue
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if text != "" || n == nil || n.End() < t.Pos || n.Pos() > t.End {
				return false
			}
			switch x := n.(type) {
			case *ast.CallExpr:
				if x.Pos() == t.Pos && len(x.Args) > 0 {
					text = types.ExprString(x.Args[0])
				}
			case *ast.KeyValueExpr:
				if k, ok := x.Key.(*ast.Ident); ok && k.Name == "Name" {
					text = types.ExprString(x.Value)
				}
			}
			return text == ""
		})
	}
	if text == "" {
		return "a name that is not a constant"
	}
	return text
}

// who names the finding's input for a message: tool "read": argument
// "name"; route tool "getFile": path value "name"; prompt "review":
// argument "file"; resource template "notes:///{+path}": variable "path".
// An elicitation's answer is named alone: elicitation answer "path".
func (f finding) who() string {
	if f.kind == elicitKind {
		return strings.TrimSuffix(f.what+" "+quote(f.arg), " "+quote(""))
	}
	if f.kind == toolKind && !f.named {
		return "tool named by " + f.name + ": " + f.what + " " + quote(f.arg)
	}
	return f.kind.String() + " " + quote(f.name) + ": " + f.what + " " + quote(f.arg)
}

// elicitFindings are the flows of the package's functions from an
// elicitation's answer into sinks of kind k that keep accepts. What
// comes before the answer from a parameter is the code's, as for a
// tool's handler (valueflow.Func.Flows).
func elicitFindings(vf *valueflow.Result, k valueflow.Kind, keep func(valueflow.Flow) bool) []finding {
	var out []finding
	for _, fl := range vf.ElicitedFlows() {
		if len(fl.After) > 0 {
			fl.Fixed, fl.Bare, fl.After = true, false, nil
		}
		if fl.Kind != k || !keep(fl) {
			continue
		}
		out = append(out, finding{offer: offer{kind: elicitKind}, what: "elicitation answer", arg: elicitAnswer(fl.Field), flow: fl, vf: vf})
	}
	return out
}

// elicitAnswer names the field of an answer a flow selects: the key of
// its content (res.Content["path"]), or the Go fields of the runtime's
// Elicit[T]'s value; "" for the answer whole.
func elicitAnswer(field []string) string {
	if i := slices.Index(field, "Content"); i >= 0 {
		field = field[i+1:]
	}
	return strings.Join(field, ".")
}

// offerSources are the sources of the package's route tools, prompts
// and resource templates.
func offerSources(p *toolpass.Pass, vf *valueflow.Result) []source {
	var out []source
	if p.API != nil {
		for _, r := range p.API.Tools {
			out = append(out, routeSources(p, vf, r)...)
		}
	}
	for _, r := range p.Facts.SDKResources {
		if r.Kind != mcpresource.PromptKind && r.Kind != mcpresource.TemplateResource || !r.KeyKnown {
			continue
		}
		for _, reg := range r.Registrations {
			if reg.Call != nil && len(reg.Call.Args) == 2 {
				out = append(out, sdkOfferSources(p, vf, r, reg.Call.Args[1])...)
			}
		}
	}
	for _, pr := range p.Facts.Prompts {
		out = append(out, directiveSources(vf, &pr.Offer, offer{kind: promptKind, name: pr.Name, pos: pr.NamePos, end: pr.NameEnd}, "argument")...)
	}
	for _, r := range p.Facts.Resources {
		if r.Template {
			out = append(out, directiveSources(vf, &r.Offer, offer{kind: templateKind, name: r.URI, pos: r.URIPos, end: r.URIEnd}, "variable")...)
		}
	}
	return out
}

// routeSources are the sources of a route tool: its handler's request
// (*http.Request, gin's *Context, echo's Context), whose reads valueflow
// names by where they read (valueflow.RoutePath ...). Only the values the
// tool has an argument for are the model's.
func routeSources(p *toolpass.Pass, vf *valueflow.Result, r *apifacts.Route) []source {
	h, t := r.Handler, r.Tool
	if h == nil || t == nil || r.Built != nil {
		return nil
	}
	var fn *valueflow.Func
	var sig *types.Signature
	switch {
	case h.Lit != nil:
		fn = vf.Handler(h.Lit)
		sig, _ = p.TypesInfo.TypeOf(h.Lit).(*types.Signature)
	case h.Func != nil && !h.Factory:
		fn = vf.Func(h.Func)
		sig, _ = h.Func.Type().(*types.Signature)
	}
	if fn == nil || sig == nil {
		return nil
	}
	o := offer{kind: routeKind, name: t.Name, pos: r.Call.Pos(), end: r.Call.End()}
	if t.NamePos.IsValid() {
		o.pos, o.end = t.NamePos, t.NameEnd
	}
	for i := range sig.Params().Len() {
		framework, ok := routeRequest(sig.Params().At(i).Type())
		if !ok {
			continue
		}
		return []source{{offer: o, fn: fn, at: r.Route.Handler, param: i, handler: handlerFunc(h), inputOf: func(fl valueflow.Flow) (string, string, bool) {
			return routeInput(t, framework, fl)
		}}}
	}
	return nil
}

// handlerFunc names a route's named handler for the path, "" for a
// closure.
func handlerFunc(h *apifacts.Handler) string {
	if h.Lit != nil || h.Func == nil {
		return ""
	}
	return valueflowName(h.Func, h.Func.Pkg())
}

// routeRequest reports whether t is what a route handler reads its
// request from, and whose: "net/http", "gin", "echo".
func routeRequest(t types.Type) (string, bool) {
	switch pkg, name := knowledge.Named(knowledge.Deref(t)); {
	case pkg == "net/http" && name == "Request":
		return "net/http", true
	case pkg == knowledge.GinPath && name == "Context":
		return "gin", true
	case pkg == knowledge.EchoPath && name == "Context":
		return "echo", true
	}
	return "", false
}

// routeInput names the route tool's argument a flow's fields select: a
// path or query value of its name, or a field of the JSON body (net/http's
// is the request's field Body, decoded; gin's c.Request.Body).
//
// A path value of one segment cannot leave a base folder through gin or
// echo: the runtime refuses "." and ".." and escapes "/", and neither
// router unescapes a segment's value (gin matches the decoded path, where
// the "/" splits the segment and no route matches; echo hands the value
// on escaped). ServeMux's PathValue does unescape it: "..%2Fx" is "../x".
func routeInput(t *mcptool.Tool, framework string, fl valueflow.Flow) (string, string, bool) {
	field := fl.Field
	has := func(name, in string) bool {
		return slices.ContainsFunc(t.Route().Args, func(a mcptool.RouteArg) bool {
			if a.In == "path" && !a.Multi && framework != "net/http" && fl.Kind == valueflow.Path {
				return false
			}
			return a.Name == name && a.In == in
		})
	}
	for i, f := range field {
		if i+1 >= len(field) {
			break
		}
		name := field[i+1]
		switch {
		case f == valueflow.RoutePath && has(name, "path"):
			return "path value", name, true
		case f == valueflow.RouteQuery && has(name, "query"):
			return "query value", name, true
		case (f == valueflow.RouteBody || f == "Body" && (i == 0 || i == 1 && field[0] == "Request")) && has("body", "body"):
			return "body field", name, true
		}
		if strings.HasPrefix(f, "@") {
			break
		}
	}
	return "", "", false
}

// sdkOfferSources are the sources of a prompt or resource template
// registered with an SDK's own call: its handler's request, whose
// Params.Arguments[KEY] is a prompt's argument (both SDKs) or an mcp-go
// template's variable, and whose Params.URI holds a go-sdk template's
// variables.
func sdkOfferSources(p *toolpass.Pass, vf *valueflow.Result, r *mcpresource.SDKResource, h ast.Expr) []source {
	fn, sig := vf.Handler(h), vf.Signature(h)
	if fn == nil || sig == nil {
		return nil
	}
	o := offer{kind: promptKind, name: r.Key, pos: r.KeyPos, end: r.KeyEnd}
	want := "GetPrompt"
	if r.Kind == mcpresource.TemplateResource {
		o.kind, want = templateKind, "ReadResource"
	}
	var vars []string
	if o.kind == templateKind {
		tmpl, err := uritemplate.New(r.Key)
		if err != nil {
			return nil
		}
		vars = tmpl.Varnames()
	}
	for i := range sig.Params().Len() {
		pt := sig.Params().At(i).Type()
		var input func(valueflow.Flow) (string, string, bool)
		switch pkg, name := knowledge.Named(knowledge.Deref(pt)); {
		case pkg == knowledge.MarkMCPPath && name == want+"Request":
			// mcp-go fills Params.Arguments with the template's variables,
			// and hands the handler the URI too.
			what := "argument"
			if o.kind == templateKind {
				what = "variable"
			}
			input = func(fl valueflow.Flow) (string, string, bool) {
				field := fl.Field
				if len(field) == 3 && field[0] == "Params" && field[1] == "Arguments" && (what == "argument" || slices.Contains(vars, field[2])) {
					return what, field[2], true
				}
				if o.kind == templateKind {
					return uriInput(vars, field)
				}
				return "", "", false
			}
		case pkg == knowledge.SDKPath && name == "ServerRequest" && serverParams(pt, want+"Params"):
			if o.kind == promptKind {
				input = func(fl valueflow.Flow) (string, string, bool) {
					if field := fl.Field; len(field) == 3 && field[0] == "Params" && field[1] == "Arguments" {
						return "argument", field[2], true
					}
					return "", "", false
				}
				break
			}
			// The go-sdk hands the handler the URI whole: the code takes
			// the variables out of it itself.
			input = func(fl valueflow.Flow) (string, string, bool) { return uriInput(vars, fl.Field) }
		default:
			continue
		}
		return []source{{offer: o, fn: fn, handler: handlerName(p, h), at: h, param: i, inputOf: input}}
	}
	return nil
}

// uriInput names a template's variables when a flow's fields select the
// URI the client asked for (Params.URI): they are what it holds beside
// the template's fixed text.
func uriInput(vars []string, field []string) (string, string, bool) {
	if len(vars) == 0 || len(field) != 2 || field[0] != "Params" || field[1] != "URI" {
		return "", "", false
	}
	if len(vars) > 1 {
		return "variables", strings.Join(vars, ", "), true
	}
	return "variable", vars[0], true
}

// serverParams reports whether t is a go-sdk *ServerRequest[*P] with P
// named params.
func serverParams(t types.Type, params string) bool {
	n, ok := types.Unalias(knowledge.Deref(t)).(*types.Named)
	if !ok || n.TypeArgs().Len() != 1 {
		return false
	}
	_, name := knowledge.Named(knowledge.Deref(n.TypeArgs().At(0)))
	return name == params
}

// directiveSources are the parameters of a //mcp:prompt or
// //mcp:resource func that the runtime fills from a prompt's arguments
// or a template's variables: text ones, unless confined to an enum.
func directiveSources(vf *valueflow.Result, of *mcpresource.Offer, o offer, what string) []source {
	fn := vf.Func(of.Func)
	sig, _ := of.Func.Type().(*types.Signature)
	if fn == nil || sig == nil {
		return nil
	}
	var out []source
	for _, tp := range of.Params {
		if tp.Kind != mcpresource.TextString || len(tp.Enum) > 0 {
			continue
		}
		for i := range sig.Params().Len() {
			if sig.Params().At(i) == tp.Var {
				name := tp.Var.Name()
				out = append(out, source{offer: o, fn: fn, param: i, inputOf: func(fl valueflow.Flow) (string, string, bool) {
					return what, name, len(fl.Field) == 0
				}})
			}
		}
	}
	return out
}
