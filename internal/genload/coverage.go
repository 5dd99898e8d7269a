package genload

import (
	"fmt"
	"go/ast"
	"go/types"
	"slices"
	"strings"

	"github.com/mcpvet/mcpvet/analyzers/facts/valueflow"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
)

// Flow is whether the security codes (OMCG0029-OMCG0033, OMCG0046, on valueflow's
// summaries) followed a tool's handler, and if not the shape that
// stopped them: a clean run says nothing of a tool they never read.
type Flow struct {
	Followed bool `json:"followed"`
	// Why is the reason it was not followed ("" when it was), or for a
	// followed tool a note (a package with no sink to reach).
	Why string `json:"why,omitempty"`
}

// Text is the line `mcpvet schema` writes for it.
func (f *Flow) Text() string {
	switch {
	case f.Followed && f.Why != "":
		return "security flow: followed (" + f.Why + ")"
	case f.Followed:
		return "security flow: followed"
	}
	return "security flow: not followed: " + f.Why
}

// flowOf resolves t's handler as the security codes do: through
// valueflow's Handlers (func values, method values, factories) or, for
// a directive tool, its func. It reads valueflow's result and does not
// judge: where valueflow resolves nothing, the reason is the shape of
// the handler expression it stopped at.
func flowOf(p *Package, t *mcptool.Tool, elsewhere []registeredIn) *Flow {
	f := flowHere(p, t)
	if f.Followed || !strings.HasPrefix(f.Why, "handler not found") {
		return f
	}
	// A tool built by a function of this package and registered in
	// another, with its handler there: the security codes follow it in
	// the registering package.
	for _, r := range elsewhere {
		if r.reg.Handler == nil || r.pkg.Flow == nil {
			continue
		}
		h, _ := r.pkg.Flow.Unwrap(r.reg.Handler)
		if len(r.pkg.Flow.Handlers(h)) == 0 {
			return &Flow{Why: handlerShape(h) + " (registered in " + r.pkg.Path + ")"}
		}
		return &Flow{Followed: true, Why: "registered in " + r.pkg.Path}
	}
	return f
}

// registeredIn is a registration, in package pkg, of a tool another
// package builds.
type registeredIn struct {
	pkg *Package
	reg *mcptool.Registration
}

// flowHere is flowOf from the tool's own package.
func flowHere(p *Package, t *mcptool.Tool) *Flow {
	vf := p.Flow
	if vf == nil {
		return &Flow{Why: "valueflow did not run on the package"}
	}
	noFlow := strings.HasPrefix(vf.Skipped, "no flow")
	switch {
	case noFlow && t.HandlerFactory == nil:
		// Nothing the package calls can reach a sink: read, and empty,
		// when the handler is in sight. (A tool whose handler a method of
		// the caller's value makes, HandlerFactory, runs another
		// package's code: read below.)
		if t.Directive() != nil || len(handlerExprs(t)) > 0 {
			return &Flow{Followed: true, Why: vf.Skipped}
		}
		return &Flow{Why: "handler not found: the registration gives none mcpvet reads"}
	case vf.Skipped != "" && !noFlow:
		return &Flow{Why: "package not analyzed: " + vf.Skipped}
	case t.IllTyped:
		return &Flow{Why: "the tool's types do not check"}
	}
	if d := t.Directive(); d != nil {
		if vf.Func(d.Func) == nil {
			return &Flow{Why: "the directive's func has no summary"}
		}
		return &Flow{Followed: true}
	}
	hs := handlerExprs(t)
	if len(hs) == 0 && t.HandlerFactory != nil {
		// The handler a method of the caller's value makes.
		if len(vf.MadeBy(t.HandlerFactory)) == 0 {
			return &Flow{Why: "the handler is what " + t.HandlerFactory.FullName() + " returns, which valueflow does not follow"}
		}
		return &Flow{Followed: true}
	}
	if len(hs) == 0 {
		return &Flow{Why: "handler not found: the registration gives none mcpvet reads"}
	}
	for _, h := range hs {
		h, _ := vf.Unwrap(h)
		if len(vf.Handlers(h)) == 0 {
			return &Flow{Why: handlerShape(h)}
		}
	}
	if p.Reach != nil && !p.Reach.Reads(t) {
		// The handler is found, but none of its parameters is one the
		// codes read the arguments from.
		return &Flow{Why: "the handler takes its arguments in a form the security codes do not read (" + signatureText(vf, hs[0]) + ")"}
	}
	return &Flow{Followed: true}
}

// signatureText is the signature of the handler h denotes, its types
// named by their packages' names: func(context.Context, *mcp.ServerSession, *mcp.CallToolParamsFor[main.In]).
func signatureText(vf *valueflow.Result, h ast.Expr) string {
	h, _ = vf.Unwrap(h)
	sig := vf.Signature(h)
	if sig == nil {
		return "a handler"
	}
	unnamed := func(t *types.Tuple) *types.Tuple {
		var vars []*types.Var
		for v := range t.Variables() {
			vars = append(vars, types.NewParam(v.Pos(), v.Pkg(), "", v.Type()))
		}
		return types.NewTuple(vars...)
	}
	return types.TypeString(types.NewSignatureType(nil, nil, nil, unnamed(sig.Params()), unnamed(sig.Results()), sig.Variadic()), func(p *types.Package) string { return p.Name() })
}

// handlerExprs are the handler expressions the security codes read for
// t: the one its declaration gives, and for an mcp-go tool the handler
// each registration gives (mcptool.Tool.RegisteredHandlers).
func handlerExprs(t *mcptool.Tool) []ast.Expr {
	if t.Style() != mcptool.MarkNewTool && t.Style() != mcptool.MarkTool {
		if t.Handler != nil {
			return []ast.Expr{t.Handler}
		}
		return nil
	}
	return t.RegisteredHandlers()
}

// handlerShape names the shape of a handler expression valueflow does
// not resolve to a function.
func handlerShape(h ast.Expr) string {
	switch x := ast.Unparen(h).(type) {
	case *ast.CallExpr:
		return "the handler is the result of a call valueflow does not follow (" + exprText(x.Fun) + ")"
	case *ast.SelectorExpr:
		return "the handler is a field or an interface method value (" + exprText(x) + ")"
	case *ast.Ident:
		return "the handler is a variable (" + x.Name + "), a value it cannot follow"
	case *ast.IndexExpr:
		return "the handler is an element of a collection (" + exprText(x.X) + ")"
	}
	return fmt.Sprintf("the handler is a %T valueflow does not follow", h)
}

func exprText(e ast.Expr) string {
	switch x := e.(type) {
	case *ast.Ident:
		return x.Name
	case *ast.SelectorExpr:
		return exprText(x.X) + "." + x.Sel.Name
	}
	return "an expression"
}

// Coverage is one package's count of its listed tools the security codes
// followed, and the reasons of those they did not, counted.
type Coverage struct {
	Package     string         `json:"package"`
	Followed    int            `json:"followed"`
	NotFollowed int            `json:"notFollowed"`
	Reasons     map[string]int `json:"reasons,omitempty"`
	// Unread are the MCP libraries the package imports that mcpvet does
	// not read (module paths): tools declared with them are not counted,
	// since they are not seen.
	Unread []string `json:"unread,omitempty"`
	// OwnProtocol: the package answers tools/call with the module's own
	// MCP code, which mcpvet does not read: its tools are not seen.
	OwnProtocol bool `json:"ownProtocol,omitempty"`
	// UnseenServer: the package creates an MCP server of a library
	// mcpvet reads, and mcpvet sees no tool in the whole run (an API of
	// the library it does not read, such as an old release's): nothing
	// of the server was seen.
	UnseenServer bool `json:"unseenServer,omitempty"`
	// Unfollowed counts the registrations whose tool mcpvet cannot
	// follow (mcpfacts' Unfollowed: mcp.AddTool used as a func value, a
	// name that is not known): neither counted as tools nor checked.
	Unfollowed int `json:"unfollowedRegistrations,omitempty"`
}

// Coverages counts tools (as Schemas lists them) per package, in order,
// and names, for each package of pkgs, the MCP libraries it imports that
// mcpvet does not read, and whether it answers tools/call with its own
// code (a package with either and no tool is listed too: nothing of it
// was seen).
func Coverages(tools []ToolSchemas, pkgs []*Package) []Coverage {
	out := countTools(tools)
	for _, p := range pkgs {
		// Only when the run lists no tool at all: a server created in one
		// package is often given to another's registrations through an
		// interface or a factory, and those tools are seen there.
		unseen := p.CreatesServer && len(tools) == 0 && (p.Result == nil || len(p.Result.Registrations) == 0 && len(p.Result.Unfollowed) == 0)
		unfollowed := 0
		if p.Result != nil {
			unfollowed = len(p.Result.Unfollowed)
		}
		if len(p.UnreadLibraries) == 0 && !p.AnswersItself && !unseen && unfollowed == 0 {
			continue
		}
		i := slices.IndexFunc(out, func(c Coverage) bool { return c.Package == p.Path })
		if i < 0 {
			out = append(out, Coverage{Package: p.Path})
			i = len(out) - 1
		}
		out[i].Unread = p.UnreadLibraries
		out[i].OwnProtocol = p.AnswersItself
		out[i].UnseenServer = unseen
		out[i].Unfollowed = unfollowed
	}
	return out
}

func countTools(tools []ToolSchemas) []Coverage {
	var out []Coverage
	for _, t := range tools {
		i := slices.IndexFunc(out, func(c Coverage) bool { return c.Package == t.Package })
		if i < 0 {
			out = append(out, Coverage{Package: t.Package})
			i = len(out) - 1
		}
		c := &out[i]
		if t.Flow == nil || !t.Flow.Followed {
			c.NotFollowed++
			if c.Reasons == nil {
				c.Reasons = map[string]int{}
			}
			why := "unknown"
			if t.Flow != nil {
				why = t.Flow.Why
			}
			c.Reasons[why]++
			continue
		}
		c.Followed++
	}
	return out
}
