package toolname

import (
	"cmp"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpvet/mcpvet/analyzers/apifacts"
	"github.com/mcpvet/mcpvet/analyzers/internal/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/mcpfacts"
	"github.com/mcpvet/mcpvet/schema"
)

// OMCG0007 reports names that collide: two tools with one name, two struct
// fields with one JSON name.
var OMCG0007 = analyzerutil.New(analyzerutil.Code{
	Code:     "OMCG0007",
	Severity: analyzerutil.Error,
	Since:    "v0.1.0",
	Title:    "two tools, or two fields of a tool's input or output, share a name",
	Doc: `
Two tools declared in one package (//mcp:tool, mark3labs mcp.NewTool), or
registered on one server value (mcp.AddTool, (*mcp.Server).AddTool,
runtime.AddTool, also through a helper of the package that receives the
server), have the same name: the go-sdk keeps the last registration and
silently drops the other. Two servers that each have a tool of a name are
fine.

Also reported: two struct fields of a tool's input or output that tie for
one JSON name (encoding/json drops both), and two JSON names of one input
struct that differ only by case (encoding/json matches names
case-insensitively, so which field an argument fills is ambiguous).`,
	Before: `
mcp.AddTool(s, &mcp.Tool{Name: "search"}, searchDocs)
mcp.AddTool(s, &mcp.Tool{Name: "search"}, searchCases)

type In struct {
	ID string ` + "`json:\"id\"`" + `
	Id string ` + "`json:\"Id\"`" + `
}`,
	After: `
mcp.AddTool(s, &mcp.Tool{Name: "search_docs"}, searchDocs)
mcp.AddTool(s, &mcp.Tool{Name: "search_cases"}, searchCases)

type In struct {
	ID       string ` + "`json:\"id\"`" + `
	LegacyID string ` + "`json:\"legacy_id\"`" + `
}`,
	Requires: []*analysis.Analyzer{apifacts.Analyzer},
	Run:      run0007,
})

func run0007(p *analyzerutil.Pass) {
	r := newReporter(p)
	duplicates(p, r)
	fieldClashes(p, r)
}

type groupKind int

const (
	directiveGroup groupKind = iota // the package's //mcp:tool tools
	markGroup                       // the package's mark3labs tools
	serverGroup                     // the tools registered on one server variable
)

type group struct {
	kind   groupKind
	server types.Object
}

// duplicates reports a tool whose name an earlier tool of its group has.
func duplicates(p *analyzerutil.Pass, r *reporter) {
	res := newResolver(p)
	tools := named(p)

	var order []group
	members := map[group][]*mcpfacts.Tool{}
	add := func(g group, t *mcpfacts.Tool) {
		if _, ok := members[g]; !ok {
			order = append(order, g)
		}
		if !slices.Contains(members[g], t) {
			members[g] = append(members[g], t)
		}
	}
	dirServers := res.directiveServers()
	for _, t := range tools {
		switch t.Style {
		case mcpfacts.Directive:
			add(group{kind: directiveGroup}, t)
			for _, s := range dirServers {
				add(group{serverGroup, s}, t)
			}
		case mcpfacts.MarkNewTool:
			if !inTestFile(p, t.Pos) {
				add(group{kind: markGroup}, t)
			}
		case mcpfacts.SDKAddTool, mcpfacts.SDKServerAddTool, mcpfacts.RuntimeAddTool:
			for _, s := range res.servers(t.Server, t.Enclosing) {
				add(group{serverGroup, s}, t)
			}
		}
	}

	// Where two tools take their name from one place (a constant, one
	// mcp.Tool value registered twice), point at the calls instead.
	sites := map[*mcpfacts.Tool]site{}
	count := map[token.Pos]int{}
	for _, t := range tools {
		sites[t] = nameSite(t)
		count[sites[t].Pos]++
	}
	for _, t := range tools {
		if s := sites[t]; count[s.Pos] > 1 && t.Call != nil {
			sites[t] = site{Pos: t.Call.Pos(), End: t.Call.End()}
		}
	}

	for _, g := range order {
		ts := members[g]
		// Source order: by file name, then offset (token.Pos values of
		// different files are not ordered by file name, since files are
		// parsed in parallel).
		slices.SortStableFunc(ts, func(a, b *mcpfacts.Tool) int {
			pa, pb := p.Fset.Position(sites[a].Pos), p.Fset.Position(sites[b].Pos)
			return cmp.Or(cmp.Compare(pa.Filename, pb.Filename), cmp.Compare(pa.Offset, pb.Offset))
		})
		first := map[string]*mcpfacts.Tool{}
		for _, t := range ts {
			prev, ok := first[t.Name]
			if !ok {
				first[t.Name] = t
				continue
			}
			s := sites[t]
			where := position(p, sites[prev].Pos)
			var msg string
			switch g.kind {
			case directiveGroup:
				msg = fmt.Sprintf("tool name %q is already used at %s; the generated code registers both and the go-sdk keeps the last registration, silently dropping the other: rename one of them", t.Name, where)
			case markGroup:
				msg = fmt.Sprintf("tool name %q is already used at %s; mcp-go's server keeps the last tool added under a name and silently drops the other: rename one of them", t.Name, where)
			default:
				msg = fmt.Sprintf("tool name %q is already used at %s on the same server (%s); the go-sdk keeps the last registration and silently drops the other: rename one of them", t.Name, where, describe(g.server))
			}
			r.report(s.Pos, s.End, "dup "+t.Name, nil, "%s", msg)
		}
	}
}

// position is file.go:LINE.
func position(p *analyzerutil.Pass, pos token.Pos) string {
	posn := p.Fset.Position(pos)
	return fmt.Sprintf("%s:%d", filepath.Base(posn.Filename), posn.Line)
}

// describe names a server variable for a message.
func describe(obj types.Object) string {
	if v, ok := obj.(*types.Var); ok && v.IsField() {
		return "field " + obj.Name()
	}
	return obj.Name()
}

// fieldClashes reports the field ties and case collisions mcpfacts found
// in the tools' schemas, once per place.
func fieldClashes(p *analyzerutil.Pass, r *reporter) {
	var problems []mcpfacts.Problem
	for _, t := range p.Facts.Tools {
		if t.Pos == token.NoPos || !inGenFile(p, t.Pos) {
			problems = append(problems, t.Problems...)
		}
	}
	problems = append(problems, p.RouteProblems()...)
	for _, pr := range problems {
		var do string
		switch pr.Kind {
		case schema.FieldTie:
			if strings.HasPrefix(pr.Message, "fields ") {
				do = "give one of them another JSON name with a json tag"
			} else {
				do = "embed the type that declares it only once, or declare the field in the outer struct"
			}
		case schema.CaseCollision:
			do = "rename one of them so that the names differ by more than case"
		default:
			continue
		}
		msg := pr.Message + "; " + do
		if pr.Field == nil {
			// Not in this package: say where in the type it is.
			msg = pr.Path + ": " + msg
		}
		r.report(pr.Pos, pr.End, pr.Kind.String()+" "+pr.Message, nil, "%s", msg)
	}
}

// resolver maps server expressions to the variables that hold servers.
type resolver struct {
	p *analyzerutil.Pass
	// calls lists, for each func of the package, the calls to it and the
	// func each call is written in (nil at package level).
	calls map[*types.Func][]callSite
}

type callSite struct {
	call *ast.CallExpr
	in   *types.Func
}

func newResolver(p *analyzerutil.Pass) *resolver {
	r := &resolver{p: p, calls: map[*types.Func][]callSite{}}
	for _, file := range p.Files {
		for _, decl := range file.Decls {
			var in *types.Func
			if fd, ok := decl.(*ast.FuncDecl); ok {
				in, _ = p.TypesInfo.Defs[fd.Name].(*types.Func)
			}
			ast.Inspect(decl, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				fn, ok := typeutil.Callee(p.TypesInfo, call).(*types.Func)
				if ok && fn.Pkg() == p.Pkg {
					fn = fn.Origin()
					r.calls[fn] = append(r.calls[fn], callSite{call, in})
				}
				return true
			})
		}
	}
	return r
}

// serverObject names the variable a server expression reads: s, a.s, as
// mcpfacts does for Tool.Server.
func (r *resolver) serverObject(e ast.Expr) types.Object {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		return r.p.TypesInfo.Uses[e]
	case *ast.SelectorExpr:
		if sel, ok := r.p.TypesInfo.Selections[e]; ok {
			return sel.Obj()
		}
		return r.p.TypesInfo.Uses[e.Sel]
	}
	return nil
}

// servers returns the server variables a registration on obj, written in
// func in, adds to: obj itself and, when obj is a parameter of in, the
// variables passed for it at each call of in in this package (one level).
func (r *resolver) servers(obj types.Object, in *types.Func) []types.Object {
	if obj == nil {
		return nil
	}
	out := []types.Object{obj}
	v, ok := obj.(*types.Var)
	if !ok || in == nil {
		return out
	}
	sig, ok := in.Type().(*types.Signature)
	if !ok {
		return out
	}
	idx := -1
	for i := 0; i < sig.Params().Len(); i++ {
		if sig.Params().At(i) == v {
			idx = i
		}
	}
	if idx < 0 || sig.Variadic() && idx == sig.Params().Len()-1 {
		return out
	}
	for _, c := range r.calls[in.Origin()] {
		if idx >= len(c.call.Args) || c.call.Ellipsis.IsValid() {
			continue
		}
		if o := r.serverObject(c.call.Args[idx]); o != nil && !slices.Contains(out, o) {
			out = append(out, o)
		}
	}
	return out
}

// directiveServers returns the server variables this package passes to the
// functions of its generated file, which register the directive tools.
func (r *resolver) directiveServers() []types.Object {
	var out []types.Object
	for fn, sites := range r.calls {
		if !inGenFile(r.p, fn.Pos()) {
			continue
		}
		for _, c := range sites {
			if inGenFile(r.p, c.call.Pos()) {
				continue
			}
			for _, arg := range c.call.Args {
				if !isServerPtr(r.p.TypesInfo.TypeOf(arg)) {
					continue
				}
				for _, o := range r.servers(r.serverObject(arg), c.in) {
					if !slices.Contains(out, o) {
						out = append(out, o)
					}
				}
			}
		}
	}
	// Map order: sort for deterministic groups.
	slices.SortFunc(out, func(a, b types.Object) int {
		pa, pb := r.p.Fset.Position(a.Pos()), r.p.Fset.Position(b.Pos())
		return cmp.Or(cmp.Compare(pa.Filename, pb.Filename), cmp.Compare(pa.Offset, pb.Offset))
	})
	return out
}

// isServerPtr reports whether t is *mcp.Server of the go-sdk.
func isServerPtr(t types.Type) bool {
	ptr, ok := t.(*types.Pointer)
	if !ok {
		return false
	}
	named, ok := ptr.Elem().(*types.Named)
	if !ok {
		return false
	}
	obj := named.Obj()
	return obj.Pkg() != nil && obj.Pkg().Path() == mcpfacts.SDKPath && obj.Name() == "Server"
}
