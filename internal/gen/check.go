package gen

import (
	"cmp"
	"fmt"
	"go/token"
	"go/types"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/mcpvet/mcpvet/analyzers/mcpfacts"
	"github.com/mcpvet/mcpvet/internal/toolrules"
	"github.com/mcpvet/mcpvet/schema"
)

// Error is why gen refuses to write a package's file: the diagnostics
// that apply to its directive tools, to be fixed first.
type Error struct {
	Pkg      string
	Problems []Problem
}

// Problem is one reason to refuse, in mcpvet's diagnostic form.
type Problem struct {
	Pos     token.Position
	Code    string // "OMCG0003"
	Message string
}

func (p Problem) String() string {
	return fmt.Sprintf("%s: %s: %s", p.Pos, p.Code, p.Message)
}

func (e *Error) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "mcpvet gen: %s: fix these first (mcpvet reports them too):", e.Pkg)
	for _, p := range e.Problems {
		b.WriteString("\n\t")
		b.WriteString(p.String())
	}
	return b.String()
}

// check lists what keeps the directive tools and the route tools from
// being generated: every mcpvet diagnostic about them that would make the
// registration wrong.
func (g *generator) check() error {
	var ps []Problem
	add := func(pos token.Pos, code, format string, args ...any) {
		ps = append(ps, Problem{Pos: g.pass.Fset.Position(pos), Code: code, Message: fmt.Sprintf(format, args...)})
	}

	// The directives of tools themselves: syntax, and //mcp:tool lines
	// that register nothing. (Other kinds do not make the file.)
	for _, d := range g.res.Directives {
		if d.InTestFile || g.skipped(d.Pos) || !toolDirective(d) {
			continue
		}
		for _, e := range d.Errors {
			add(e.Pos, "OMCG0015", "%s", e.Msg)
		}
		if len(d.Errors) == 0 {
			for _, a := range d.Args {
				if a.Value == "" && (a.Key == "name" || a.Key == "title" || a.Key == "description") {
					add(a.Pos, "OMCG0015", "%s= is empty", a.Key)
				}
			}
		}
		if d.Kind == "tool" && d.Misplaced != "" {
			add(d.Pos, "OMCG0001", "//mcp:tool cannot be registered: %s", d.Misplaced)
		}
	}

	names := map[string]*tool{}
	for _, t := range g.tools {
		fn := t.Decl.Name.Name
		sig := t.Func.Type().(*types.Signature)
		if sig.TypeParams().Len() > 0 {
			add(t.Decl.Name.Pos(), "OMCG0004", "tool func %s has type parameters", fn)
		}
		if t.recv != nil && t.recv.TypeParams().Len() > 0 {
			add(t.Decl.Name.Pos(), "OMCG0010", "tool %s is a method of a generic type", fn)
		}
		if len(t.ContextParams) > 1 {
			add(t.ContextParams[1].Pos(), "OMCG0009", "%s has more than one context.Context parameter", fn)
		}
		if len(t.RequestParams) > 1 {
			add(t.RequestParams[1].Pos(), "OMCG0009", "%s has more than one *mcp.CallToolRequest parameter", fn)
		}
		if t.Results == mcpfacts.ResultInvalid {
			add(t.ResultsPos, "OMCG0003", "the results of %s are not a tool result form", fn)
		}
		if t.In == nil {
			for _, v := range t.ArgParams {
				if v.Name() == "" || v.Name() == "_" {
					add(v.Pos(), "OMCG0002", "a parameter of %s has no name: with separate parameters, each parameter is an argument named after it", fn)
				}
			}
		}
		for _, p := range t.Problems {
			add(p.Pos, problemCode(p), "%s: %s", p.Path, p.Message)
		}
		if in := InputSchema(t.Tool); in == nil {
			add(t.Decl.Name.Pos(), "OMCG0002", "tool %s has no input schema", fn)
		} else if len(in.Type) != 1 || in.Type[0] != "object" {
			// One struct parameter whose JSON is not an object (time.Time).
			add(t.Decl.Name.Pos(), "OMCG0002", "the arguments of %s are not a JSON object: its one parameter, of type %s, is not written as an object; add a parameter, or wrap it in a struct", fn, types.TypeString(t.In, types.RelativeTo(g.pass.Pkg)))
		}
		if why := toolrules.NameProblem(t.Name); why != "" {
			add(t.NamePos, "OMCG0008", "tool name %s is not valid: %s", strconv.Quote(t.Name), why)
		}
		if first := names[t.Name]; first != nil {
			at := fmt.Sprintf("%s:%d", filepath.Base(first.pos.Filename), first.pos.Line)
			add(t.NamePos, "OMCG0007", "tool name %s is already used by %s at %s", strconv.Quote(t.Name), first.Decl.Name.Name, at)
		} else {
			names[t.Name] = t
		}
		if a, ok := t.Directive.Lookup("ui"); ok && uiProblem(a.Value) {
			add(a.ValuePos, "OMCG0012", "ui=%s is not a ui:// URI", strconv.Quote(a.Value))
		}
		if a, ok := t.Directive.Lookup("ui.visibility"); ok && !validVisibility(a.Value) {
			add(a.ValuePos, "OMCG0012", "ui.visibility=%s is not a comma-separated list of model and app", strconv.Quote(a.Value))
		}
	}

	g.checkRoutes(add)

	// The generated functions must not collide with the package's own,
	// nor with each other (receiver types store and Store; a receiver
	// type Route and the route tools).
	declared := map[string]*types.Named{}
	for _, t := range g.tools {
		name := "RegisterTools"
		if t.recv != nil {
			name = registerFunc(t.recv)
		}
		if r, ok := declared[name]; ok {
			if r != t.recv {
				add(t.recv.Obj().Pos(), "mcpvet gen", "the tools of %s and of %s would both be registered by %s: rename one of the types", r.Obj().Name(), t.recv.Obj().Name(), name)
			}
			continue
		}
		declared[name] = t.recv
		if obj := g.scope[name]; obj != nil {
			add(obj.Pos(), "mcpvet gen", "%s is declared here, and the generated file declares it: rename this one", name)
		}
	}
	if len(g.routes) > 0 {
		for _, name := range []string{routeToolsFunc, registerRouteFunc} {
			if r := declared[name]; r != nil {
				add(r.Obj().Pos(), "mcpvet gen", "the //mcp:tool methods of %s would be registered by %s, which registers the route tools: rename the type", r.Obj().Name(), name)
			}
			if obj := g.scope[name]; obj != nil {
				add(obj.Pos(), "mcpvet gen", "%s is declared here, and the generated file declares it for the route tools: rename this one", name)
			}
		}
	}

	if len(ps) == 0 {
		return nil
	}
	slices.SortStableFunc(ps, func(a, b Problem) int {
		return cmp.Or(cmp.Compare(a.Pos.Filename, b.Pos.Filename), cmp.Compare(a.Pos.Offset, b.Pos.Offset))
	})
	ps = slices.Compact(ps)
	return &Error{Pkg: g.pass.Pkg.Path(), Problems: ps}
}

// toolDirective reports whether d is a //mcp:tool or //mcp:param line, or
// one of an unknown kind that is a misspelling of those.
func toolDirective(d *mcpfacts.Placed) bool {
	switch d.Kind {
	case "tool", "param":
		return true
	}
	for _, e := range d.Errors {
		if e.Replacement == "//mcp:tool" || e.Replacement == "//mcp:param" {
			return true
		}
	}
	return false
}

// problemCode is the code mcpvet reports a schema problem under.
func problemCode(p mcpfacts.Problem) string {
	switch p.Kind {
	case schema.SelfReference:
		return "OMCG0006"
	case schema.FieldTie, schema.CaseCollision:
		return "OMCG0007"
	case schema.TagMismatch:
		return "OMCG0011"
	}
	if p.Direction == schema.Output {
		return "OMCG0003"
	}
	return "OMCG0002"
}

// invalidName says why name is not a valid tool name (the MCP spec), or "".
func validVisibility(v string) bool {
	seen := map[string]bool{}
	for x := range strings.SplitSeq(v, ",") {
		if x != "model" && x != "app" || seen[x] {
			return false
		}
		seen[x] = true
	}
	return true
}

func uiProblem(v string) bool {
	problem, _ := toolrules.UIProblem(v)
	return problem != ""
}
