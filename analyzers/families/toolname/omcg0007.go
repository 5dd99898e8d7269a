package toolname

import (
	"cmp"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/facts/apifacts"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
	"github.com/mcpvet/mcpvet/analyzers/substrate/astflow"
	"github.com/mcpvet/mcpvet/runtime/schema"
)

// OMCG0007 reports names that collide: two tools with one name, two struct
// fields with one JSON name.
var OMCG0007 = omcg0007.Analyzer

var omcg0007 = toolpass.New(toolpass.Code{
	Code:     "OMCG0007",
	Severity: analyzerutil.Error,
	Since:    "v0.1.0",
	Requires: []*analysis.Analyzer{apifacts.Analyzer, astflow.Analyzer},
	Run:      run0007,
})

func run0007(p *toolpass.Pass) {
	r := newReporter(p)
	x := astflow.Of(p.Pass.Pass)
	res := &resolver{p: p, x: x}
	duplicates(p, r, res)
	resourceDuplicates(p, r, res)
	fieldClashes(p, r)
	offerDuplicates(p, r)
}

type groupKind int

const (
	directiveGroup groupKind = iota // the package's //mcp:tool tools
	serverGroup                     // the tools registered on one server variable
)

type group struct {
	kind   groupKind
	server server
}

// entry is a tool in a group: a directive tool, or one registration.
type entry struct {
	name string
	tool *mcptool.Tool         // nil for a tool declared in another package
	reg  *mcptool.Registration // nil for a directive tool
	// sites are where the registration runs through (the call, the
	// element of a collection, the call of the helper that received the
	// server): two entries one of whose sites is in one branch of an if
	// or switch and one in another cannot both run.
	sites []token.Pos
	// helper says how the server reaches the registration, when it is
	// through a helper's parameter.
	helper string
	// server names the server for messages.
	server string
	// read is where the registration reads its server: the call, or that
	// of the helper it was given to.
	read token.Pos
}

// duplicates reports a tool whose name an earlier tool of its group has,
// when both can be registered by one run: the directive tools of the
// package (the generated code registers them all), and the tools
// registered on one server on paths that can both run. A tool that is
// declared but never registered here is not compared: a definition is
// not a registration.
func duplicates(p *toolpass.Pass, r *reporter, res *resolver) {

	var order []group
	members := map[group][]*entry{}
	add := func(g group, e *entry) {
		if _, ok := members[g]; !ok {
			order = append(order, g)
		}
		members[g] = append(members[g], e)
	}
	dirServers := res.directiveServers()
	for _, t := range named(p) {
		if t.Directive() == nil {
			continue
		}
		add(group{kind: directiveGroup}, &entry{name: t.Name, tool: t})
		for _, s := range dirServers {
			add(group{serverGroup, s.server}, &entry{name: t.Name, tool: t, sites: []token.Pos{s.site}, server: s.name})
		}
	}
	for _, reg := range p.Facts.Registrations {
		if !reg.NameKnown || inGenFile(p, reg.Call.Pos()) {
			continue
		}
		for _, s := range res.servers(reg.Server, reg.ServerPath, reg.Enclosing, reg.Call.Pos()) {
			sites := reg.Sites
			if s.site != token.NoPos {
				sites = append(slices.Clip(sites), s.site)
			}
			add(group{serverGroup, s.server}, &entry{name: reg.Name, tool: reg.Tool, reg: reg, sites: sites, helper: s.helper, server: s.name, read: cmp.Or(s.site, reg.Call.Pos())})
		}
	}

	// Where two registrations take their name from one place (a
	// constant, one mcp.Tool value registered twice, a wrapper's own
	// literal), point at the calls instead.
	sites := map[*entry]site{}
	users := map[token.Pos]map[any]bool{}
	for _, g := range order {
		for _, e := range members[g] {
			s := site{}
			if e.tool != nil {
				s = nameSite(e.tool)
			} else {
				s = site{Pos: e.reg.Call.Pos(), End: e.reg.Call.End()}
			}
			sites[e] = s
			var user any = e.tool
			if e.reg != nil {
				user = e.reg
			}
			if users[s.Pos] == nil {
				users[s.Pos] = map[any]bool{}
			}
			users[s.Pos][user] = true
		}
	}
	for e, s := range sites {
		if len(users[s.Pos]) > 1 && e.reg != nil {
			sites[e] = site{Pos: e.reg.Call.Pos(), End: e.reg.Call.End()}
		}
	}

	loops := &loops{x: res.x}
	for _, g := range order {
		es := members[g]
		// Source order: by file name, then offset (token.Pos values of
		// different files are not ordered by file name, since files are
		// parsed in parallel).
		slices.SortStableFunc(es, func(a, b *entry) int {
			pa, pb := p.Fset.Position(sites[a].Pos), p.Fset.Position(sites[b].Pos)
			return cmp.Or(cmp.Compare(pa.Filename, pb.Filename), cmp.Compare(pa.Offset, pb.Offset))
		})
		for i, e := range es {
			var prev *entry
			for _, q := range es[:i] {
				if q.name == e.name && !exclusive(res.x, q, e) && !loops.perIteration(g.server.root, q, e) {
					prev = q
					break
				}
			}
			if prev == nil {
				continue
			}
			s := sites[e]
			var msg string
			switch g.kind {
			case directiveGroup:
				msg = fmt.Sprintf("tool name %q is already used; the generated code registers both and the go-sdk keeps the last registration, silently dropping the other: rename one of them", e.name)
			default:
				keeps := "the go-sdk keeps the last registration and silently drops the other"
				if e.reg != nil && isMark(e.reg) {
					keeps = "mcp-go's server keeps the last tool added under a name and silently drops the other"
				}
				msg = fmt.Sprintf("tool name %q is already used on the same server (%s)%s, and both registrations can run; %s: rename one of them",
					e.name, e.server, how(p, prev, e), keeps)
			}
			r.reportRelated(s.Pos, s.End, "dup "+e.name, firstUse(sites[prev].Pos, "tool name", e.name), nil, "%s", msg)
		}
	}
}

// how says how the two registrations of a duplicate reach the server,
// when it is not written at both: through a wrapper, through a helper's
// parameter.
func how(p *toolpass.Pass, prev, e *entry) string {
	var parts []string
	var vias []string
	for _, x := range []*entry{prev, e} {
		if x.reg != nil && x.reg.Via != nil {
			v := wrapperName(p, x.reg.Via)
			if !slices.Contains(vias, v) {
				vias = append(vias, v)
			}
		}
	}
	if len(vias) > 0 {
		parts = append(parts, "through "+strings.Join(vias, " and "))
	}
	for _, x := range []*entry{prev, e} {
		if x.helper != "" && !slices.Contains(parts, x.helper) {
			parts = append(parts, x.helper)
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return ", " + strings.Join(parts, ", ")
}

// wrapperName is pkg.Func, or Func for a function of this package.
func wrapperName(p *toolpass.Pass, fn *types.Func) string {
	name := fn.Name()
	if sig, ok := fn.Type().(*types.Signature); ok && sig.Recv() != nil {
		t := sig.Recv().Type()
		if ptr, ok := types.Unalias(t).(*types.Pointer); ok {
			t = ptr.Elem()
		}
		if n, ok := types.Unalias(t).(*types.Named); ok {
			name = n.Obj().Name() + "." + name
		}
	}
	if fn.Pkg() != nil && fn.Pkg() != p.Pkg {
		name = fn.Pkg().Name() + "." + name
	}
	return name
}

// isMark reports whether a registration adds to a mark3labs server.
func isMark(reg *mcptool.Registration) bool {
	if reg.Tool != nil {
		switch reg.Tool.Style() {
		case mcptool.MarkNewTool, mcptool.MarkTool:
			return true
		}
		return false
	}
	return reg.Server != nil && isMarkServer(reg.Server.Type())
}

// isMarkServer reports whether t is mark3labs' *server.MCPServer.
func isMarkServer(t types.Type) bool {
	ptr, ok := types.Unalias(t).(*types.Pointer)
	if !ok {
		return false
	}
	n, ok := types.Unalias(ptr.Elem()).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == knowledge.MarkSrvPath && n.Obj().Name() == "MCPServer"
}

// exclusive reports whether two entries cannot both be registered by one
// run: alternatives of one registration, or registrations (or elements)
// the function around them cannot both reach in one run (the branches
// of an if or a switch, a branch that returns and the code after it).
func exclusive(x *astflow.Index, a, b *entry) bool {
	if a.reg != nil && b.reg != nil && a.reg.Call == b.reg.Call && a.reg.Alternative != 0 && a.reg.Alternative == b.reg.Alternative {
		return true
	}
	for _, pa := range a.sites {
		for _, pb := range b.sites {
			if !x.BothCanRun(pa, pb) {
				return true
			}
		}
	}
	return false
}

// firstUse is the related location of a duplicate: the earlier use of
// its name, which the message does not name by position.
func firstUse(pos token.Pos, what, name string) []analysis.RelatedInformation {
	return []analysis.RelatedInformation{{Pos: pos, Message: fmt.Sprintf("%s %q is first used here", what, name)}}
}

// fieldClashes reports the field ties and case collisions mcpfacts found
// in the tools' schemas, once per place, after the names of the tools
// that reach them (the house style: "a, b: T.F: ...").
func fieldClashes(p *toolpass.Pass, r *reporter) {
	keep := func(t *mcptool.Tool, pr mcptool.Problem) bool {
		if t != nil && t.Pos != token.NoPos && inGenFile(p, t.Pos) {
			return false
		}
		return p.Owns(t, pr)
	}
	p.Problems(keep, func(pr mcptool.Problem) {
		var do string
		switch {
		case pr.Kind == schema.CaseCollision:
			do = "rename one of them so that the names differ by more than case"
		case strings.HasPrefix(pr.Message, "fields "):
			do = "give one of them another JSON name with a json tag"
		default:
			do = "embed the type that declares it only once, or declare the field in the outer struct"
		}
		r.report(pr.Pos, pr.End, pr.Kind.String()+" "+pr.Message, nil, "%s: %s; %s", pr.Path, pr.Message, do)
	})
}

// resolver maps server expressions to the servers they name: a variable,
// the fields selected from it, and which of the variable's values it is.
// The calls of each function and the assignments of each variable are
// the syntax index's.
type resolver struct {
	p *toolpass.Pass
	x *astflow.Index
}

// declOf is the declared function f is, or is written in; nil at
// package level.
func declOf(f *astflow.Func) *types.Func {
	for ; f != nil; f = f.Parent() {
		if f.Decl() != nil {
			return f.Obj()
		}
	}
	return nil
}

// server is one server: a variable, the fields selected from it, and the
// number of times the variable was assigned, in the function, before the
// place the server is used (s = newServer() between two registrations
// makes two servers).
type server struct {
	root    types.Object
	path    string
	version int
}

// version counts the assignments to v before at, in the function at is
// in.
func (r *resolver) version(v types.Object, at token.Pos) int {
	vv, ok := v.(*types.Var)
	if !ok {
		return 0
	}
	in := declOf(r.x.Enclosing(at))
	n := 0
	for _, a := range r.x.Assigns(vv) {
		switch a.Node.(type) {
		case *ast.AssignStmt, *ast.ValueSpec:
		default:
			continue
		}
		pos := a.Node.Pos()
		if !a.Field && pos < at && declOf(r.x.Enclosing(pos)) != nil && (in == nil || declOf(r.x.Enclosing(pos)) == in) {
			n++
		}
	}
	return n
}

// rootOf reads a server expression: its variable and the fields selected
// from it (a.srv: a, [srv]).
func (r *resolver) rootOf(e ast.Expr) (types.Object, []string) {
	v, path := knowledge.ServerRoot(r.p.TypesInfo, e)
	if v == nil {
		return nil, nil
	}
	return v, path
}

// serverAt is a server a registration adds to, with the call of the
// helper that received it (NoPos when the registration names it itself).
type serverAt struct {
	server
	name   string // for messages: s, a.srv
	site   token.Pos
	helper string
}

func (r *resolver) at(root types.Object, path []string, pos token.Pos) serverAt {
	name := root.Name()
	if len(path) > 0 {
		name += "." + strings.Join(path, ".")
	}
	return serverAt{server: server{root, strings.Join(path, "."), r.version(root, pos)}, name: name}
}

// servers returns the servers a registration adds to: the one it names
// and, when that is a parameter (or the receiver) of the function it is
// written in, the servers passed for it at each call of that function in
// this package (one level).
func (r *resolver) servers(root types.Object, path []string, in *types.Func, pos token.Pos) []serverAt {
	if root == nil {
		return nil
	}
	out := []serverAt{r.at(root, path, pos)}
	v, ok := root.(*types.Var)
	if !ok || in == nil {
		return out
	}
	sig, ok := in.Type().(*types.Signature)
	if !ok {
		return out
	}
	idx, recv := -1, sig.Recv() != nil && sig.Recv() == v
	for i := 0; i < sig.Params().Len(); i++ {
		if sig.Params().At(i) == v {
			idx = i
		}
	}
	if !recv && (idx < 0 || sig.Variadic() && idx == sig.Params().Len()-1) {
		return out
	}
	for _, c := range r.x.CallsTo(in) {
		var arg ast.Expr
		switch {
		case recv:
			s, ok := ast.Unparen(c.Expr.Fun).(*ast.SelectorExpr)
			if !ok {
				continue
			}
			arg = s.X
		case idx < len(c.Expr.Args) && !c.Expr.Ellipsis.IsValid():
			arg = c.Expr.Args[idx]
		default:
			continue
		}
		o, p := r.rootOf(arg)
		if o == nil {
			continue
		}
		s := r.at(o, append(p, path...), c.Expr.Pos())
		if slices.ContainsFunc(out, func(x serverAt) bool { return x.server == s.server }) {
			continue
		}
		s.site = c.Expr.Pos()
		s.helper = fmt.Sprintf("given to %s as %s", in.Name(), v.Name())
		out = append(out, s)
	}
	return out
}

// directiveServers returns the servers this package passes to the
// functions of its generated file, which register the directive tools,
// with the call that passes them.
func (r *resolver) directiveServers() []serverAt {
	var out []serverAt
	for _, f := range r.x.Funcs() {
		fn := f.Obj()
		if fn == nil || !inGenFile(r.p, fn.Pos()) {
			continue
		}
		for _, c := range r.x.CallsTo(fn) {
			if inGenFile(r.p, c.Expr.Pos()) {
				continue
			}
			for _, arg := range c.Expr.Args {
				if !isServerPtr(r.p.TypesInfo.TypeOf(arg)) {
					continue
				}
				root, path := r.rootOf(arg)
				for _, o := range r.servers(root, path, declOf(c.In), c.Expr.Pos()) {
					if !slices.ContainsFunc(out, func(s serverAt) bool { return s.server == o.server }) {
						if o.site == token.NoPos {
							o.site = c.Expr.Pos()
						}
						out = append(out, o)
					}
				}
			}
		}
	}
	// Map order: sort for deterministic groups.
	slices.SortFunc(out, func(a, b serverAt) int {
		pa, pb := r.p.Fset.Position(a.root.Pos()), r.p.Fset.Position(b.root.Pos())
		return cmp.Or(cmp.Compare(pa.Filename, pb.Filename), cmp.Compare(pa.Offset, pb.Offset), cmp.Compare(a.path, b.path), a.version-b.version)
	})
	return out
}

// isServerPtr reports whether t is *mcp.Server of the go-sdk.
func isServerPtr(t types.Type) bool {
	ptr, ok := types.Unalias(t).(*types.Pointer)
	if !ok {
		return false
	}
	pkg, name := knowledge.Named(ptr.Elem())
	return pkg == knowledge.SDKPath && name == "Server"
}
