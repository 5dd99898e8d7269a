package apifacts

import (
	"cmp"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/directive"
	"github.com/mcpvet/mcpvet/analyzers/internal/model/routes"
	"github.com/mcpvet/mcpvet/analyzers/internal/model/toolschema"
	"github.com/mcpvet/mcpvet/runtime/schema"
)

// HandlerFact is exported for each exported func or method of a package
// that is a handler, a handler factory, or a helper handed the request or
// the writer: what it reads and writes, with the types already turned into
// schemas, so that a package registering it as a route, or calling it from
// a handler, describes it as if it were its own.
type HandlerFact struct {
	// Factory: the func returns the handler the effects describe.
	Factory bool
	Effects []FactEffect
	// Own are the func's directives and doc; Recv those of its receiver
	// type.
	Own, Recv Marks
}

func (*HandlerFact) AFact() {}

func (f *HandlerFact) String() string {
	var kinds []string
	for _, e := range f.Effects {
		kinds = append(kinds, e.String())
	}
	s := "handler"
	if f.Factory {
		s = "factory"
	}
	return s + "(" + strings.Join(kinds, ", ") + ")"
}

// FactEffect is an effect in a form facts can carry.
type FactEffect struct {
	Kind                                                            uint8
	Name                                                            string
	NameParam, SrcParam, TypParam, TypResult, StatusParam, Returned int
	Schema                                                          *schema.Schema
	Type                                                            string
	In, Out                                                         *schema.Schema
	// Problems are the schema problems of In or Out, so that the package
	// that registers the route reports them.
	Problems []FactProblem
	Object   bool
	Status   int
	Always   bool
	// Validator is the struct tag a body's binding validates with.
	Validator string
	// Required: a query value its binding's validation requires.
	Required bool
	// Prefilled: a body decoded into a value that may hold values;
	// PrefilledByRecv: into the method's receiver, which the caller has.
	Prefilled, PrefilledByRecv bool
	// ByMethod: a body gin binds by the request's method (the query on
	// a GET).
	ByMethod bool
}

func (e FactEffect) String() string {
	names := map[effectKind]string{readPath: "path", readQuery: "query", readQueryList: "query[]", readBody: "body",
		writeBody: "json", writeText: "text", writeStatus: "status", writeError: "error", callFunc: "call",
		writeUpgrade: "upgrade", writeFile: "file", writeRedirect: "redirect", lost: "lost"}
	s := names[effectKind(e.Kind)]
	if e.Name != "" {
		s += " " + e.Name
	}
	if e.Type != "" {
		s += " " + e.Type
	}
	return s
}

// FactProblem is a schema.Problem in a form facts can carry (no sources:
// the fields are in another package).
type FactProblem struct {
	Kind                        uint8
	Path, Type, Message, Option string
}

func factProblems(ps []schema.Problem) []FactProblem {
	var out []FactProblem
	for _, p := range ps {
		out = append(out, FactProblem{uint8(p.Kind), p.Path, p.Type, p.Message, p.Option})
	}
	return out
}

func schemaProblems(fps []FactProblem) []schema.Problem {
	var out []schema.Problem
	for _, p := range fps {
		out = append(out, schema.Problem{Kind: schema.ProblemKind(p.Kind), Path: p.Path, Type: p.Type, Message: p.Message, Option: p.Option})
	}
	return out
}

// Marks are the //mcp:expose and //mcp:ignore directives and the doc
// comment of a declaration.
type Marks struct {
	Ignore, Expose bool
	Args           []KV
	Doc            string
}

// KV is one KEY=VALUE of a directive.
type KV struct{ Key, Value string }

// Lookup returns the value of an //mcp:expose key.
func (m Marks) Lookup(key string) (string, bool) {
	for i := len(m.Args) - 1; i >= 0; i-- {
		if m.Args[i].Key == key {
			return m.Args[i].Value, true
		}
	}
	return "", false
}

func marksOf(doc *ast.CommentGroup) Marks {
	var m Marks
	if doc == nil {
		return m
	}
	for _, c := range doc.List {
		d, ok := directive.Parse(c)
		if !ok {
			continue
		}
		switch d.Kind {
		case "ignore":
			m.Ignore = true
		case "expose":
			m.Expose = true
			for _, a := range d.Args {
				m.Args = append(m.Args, KV{a.Key, a.Value})
			}
		}
	}
	m.Doc = schema.CleanDoc(doc.Text())
	return m
}

// marks returns the directives of a handler and of its receiver type.
func (a *analyzer) marks(h *Handler) (own, recv Marks) {
	if h == nil || h.Func == nil && h.Built == nil {
		return
	}
	if h.Fact != nil {
		own, recv = h.Fact.Own, h.Fact.Recv
	} else if h.Decl != nil {
		own = marksOf(h.Decl.Doc)
	}
	if h.Recv != nil {
		if doc, ok := a.typeDocs[h.Recv]; ok {
			recv = marksOf(doc)
		}
	}
	return own, recv
}

func (a *analyzer) importFact(fn *types.Func) *HandlerFact {
	if fn == nil || fn.Pkg() == nil || fn.Pkg() == a.pass.Pkg {
		return nil
	}
	if f, ok := a.imported[fn]; ok {
		return f
	}
	f := new(HandlerFact)
	if !a.pass.ImportObjectFact(fn, f) {
		f = nil
	}
	a.imported[fn] = f
	return f
}

// effects turns the fact's effects back into effects located at pos.
func (f *HandlerFact) effects(pos, end token.Pos) []effect {
	var out []effect
	for _, fe := range f.Effects {
		e := effect{
			kind: effectKind(fe.Kind), name: fe.Name, sch: fe.Schema,
			nameParam: fe.NameParam, srcParam: fe.SrcParam, typParam: fe.TypParam, typResult: fe.TypResult,
			statusParam: fe.StatusParam, returned: fe.Returned, status: fe.Status, always: fe.Always,
			validator: fe.Validator, required: fe.Required, prefilled: fe.Prefilled, prefilledByRecv: fe.PrefilledByRecv, byMethod: fe.ByMethod, pos: pos, end: end,
		}
		if fe.Type != "" || fe.In != nil || fe.Out != nil {
			e.ext = &extType{str: fe.Type, in: fe.In, out: fe.Out, object: fe.Object, problems: schemaProblems(fe.Problems)}
		}
		out = append(out, e)
	}
	return out
}

// exportFacts exports a HandlerFact for each exported func and method of
// the package that handles, builds or helps handle requests.
func (a *analyzer) exportFacts() {
	// In source order: a summary reached again while it is being computed
	// (recursion) is cut short, so the order must not depend on a map's.
	fns := make([]*types.Func, 0, len(a.decls))
	for fn := range a.decls {
		fns = append(fns, fn)
	}
	slices.SortFunc(fns, func(x, y *types.Func) int { return cmp.Compare(x.Pos(), y.Pos()) })
	for _, fn := range fns {
		decl := a.decls[fn]
		if !fn.Exported() || decl.Body == nil {
			continue
		}
		var f *HandlerFact
		switch {
		case routes.IsHandlerFuncSig(fn.Type()) || routes.IsContextHandlerSig(fn.Type()):
			f = &HandlerFact{Effects: a.factEffects(a.summaryOf(decl).effects)}
		case isFactory(fn):
			h, _ := a.factory(fn, 0)
			if h == nil {
				continue
			}
			node := ast.Node(h.Lit)
			if h.Lit == nil {
				node = h.Decl
			}
			if node == nil || (h.Lit == nil && h.Decl == nil) {
				continue
			}
			f = &HandlerFact{Factory: true, Effects: a.factEffects(a.summaryOf(node).effects)}
		case helperish(fn):
			effs := a.factEffects(a.summaryOf(decl).effects)
			if len(effs) == 0 {
				continue
			}
			f = &HandlerFact{Effects: effs}
		default:
			continue
		}
		f.Own = marksOf(decl.Doc)
		if tn := recvTypeName(fn); tn != nil {
			f.Recv = marksOf(a.typeDocs[tn])
		}
		a.pass.ExportObjectFact(fn, f)
	}
}

// isFactory: a func returning a handler that takes none (a func taking a
// handler is middleware).
func isFactory(fn *types.Func) bool {
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Results().Len() != 1 || !routes.IsHandlerType(sig.Results().At(0).Type()) && !routes.IsContextHandlerSig(sig.Results().At(0).Type()) {
		return false
	}
	for i := 0; i < sig.Params().Len(); i++ {
		if routes.IsHandlerType(sig.Params().At(i).Type()) {
			return false
		}
	}
	return true
}

func (a *analyzer) factEffects(effs []effect) []FactEffect {
	var out []FactEffect
	for _, e := range effs {
		fe := FactEffect{
			Kind: uint8(e.kind), Name: e.name, Schema: e.sch,
			NameParam: e.nameParam, SrcParam: e.srcParam, TypParam: e.typParam, TypResult: e.typResult,
			StatusParam: e.statusParam, Returned: e.returned, Status: e.status, Always: e.always,
			Validator: e.validator, Required: e.required, Prefilled: e.prefilled, PrefilledByRecv: e.prefilledByRecv, ByMethod: e.byMethod,
		}
		switch {
		case e.ext != nil:
			fe.Type, fe.In, fe.Out, fe.Object = e.ext.str, e.ext.in, e.ext.out, e.ext.object
			fe.Problems = factProblems(e.ext.problems)
		case e.typ != nil:
			fe.Type = types.TypeString(e.typ, nil)
			switch e.kind {
			case readBody:
				var ps []schema.Problem
				fe.In, ps = a.view.Generate(e.typ, bodyOptions(schema.Options{Direction: schema.Input, Facts: a.facts, Root: toolschema.RootName(e.typ, a.pass.Pkg)}, e.validator, e.prefilled))
				fe.Problems = factProblems(ps)
			case writeBody:
				var ps []schema.Problem
				fe.Out, ps = a.view.Generate(e.typ, schema.Options{Direction: schema.Output, Facts: a.facts, Root: toolschema.RootName(e.typ, a.pass.Pkg)})
				fe.Problems = factProblems(ps)
				fe.Object = a.objectShaped(e.typ)
			}
		}
		out = append(out, fe)
	}
	return out
}
