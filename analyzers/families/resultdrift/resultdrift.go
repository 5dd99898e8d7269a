// Package resultdrift holds OMCG0043: a tool whose handler returns a
// structured result that the output schema the tool lists refuses.
//
// The listing is mcpfacts' (mcp-go's WithOutputSchema[T] and
// WithRawOutputSchema, a go-sdk Tool.OutputSchema given with
// (*mcp.Server).AddTool); the result's JSON is mcpvet's output schema of
// the Go type the handler passes (what encoding/json writes); the
// comparison is schema.Refusals. The handler is the one analyzers/facts/effects
// resolves the registration's handler argument to (through a wrapper of
// the server's own too); its body is read, and those of the package's
// functions whose *CallToolResult it returns as it is. A result built
// elsewhere (another package, a func value, a field) is not seen.
package resultdrift

import (
	"go/ast"
	"go/constant"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpvet/mcpvet/analyzers/facts/effects"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/passutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
	"github.com/mcpvet/mcpvet/runtime/schema"
)

// Codes are this package's codes, each with its analyzer.
var Codes = []*analyzerutil.Analyzer{omcg0043}

// Analyzers are the package's code analyzers.
var Analyzers = analyzerutil.Analyzers(Codes)

// result is one structured result a handler builds: the expression whose
// value becomes structuredContent, and its static type.
type result struct {
	at  ast.Expr
	typ types.Type
}

func run(p *toolpass.Pass) {
	if passutil.IsStd(p.Pass.Pass) {
		return
	}
	eff, _ := p.ResultOf[effects.Analyzer].(*effects.Result)
	in, _ := p.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	if eff == nil || in == nil || p.Facts.View == nil {
		return
	}
	for _, t := range p.Facts.Tools {
		if t.IllTyped || !t.OutputSchemaGiven {
			continue
		}
		switch t.Style() {
		case mcptool.MarkNewTool, mcptool.MarkTool, mcptool.SDKServerAddTool:
		default:
			continue // mcp.AddTool validates its own Out; others are not read
		}
		listed := p.Facts.Listing(t).Output
		if listed == nil {
			continue
		}
		var rs []result
		for _, h := range handlers(t) {
			rs = append(rs, results(p, eff, in, h)...)
		}
		for _, r := range rs {
			out, ok := valueSchema(p, r)
			if !ok {
				continue
			}
			why := schema.Refusals(out, listed)
			if len(why) == 0 {
				continue
			}
			name := "the tool"
			if t.NameKnown {
				name = "tool " + strconv.Quote(t.Name)
			}
			related := []analysis.RelatedInformation{{Pos: t.Pos, End: t.End, Message: "the tool and its output schema"}}
			p.ReportRelated(r.at.Pos(), r.at.End(), related, nil,
				"%s: the output schema it lists refuses this structured result (%s, as encoding/json writes it): %s; clients that check structuredContent against outputSchema reject the result",
				name, describe(p, r), strings.Join(why, "; "))
		}
	}
}

// valueSchema is what encoding/json writes for r: mcpvet's output schema
// of its type, or for a map literal with constant string keys, an object
// with exactly those properties. false where it is not known: an
// interface, a type encoding/json may fail on.
func valueSchema(p *toolpass.Pass, r result) (*schema.Schema, bool) {
	if lit, ok := ast.Unparen(r.at).(*ast.CompositeLit); ok && r.at != nil {
		if s, ok := mapLiteral(p, lit, 0); ok {
			return s, true
		}
	}
	return typeSchema(p, r.typ)
}

func typeSchema(p *toolpass.Pass, t types.Type) (*schema.Schema, bool) {
	if t == nil || passutil.HasInvalid(t) || passutil.HasTypeParam(t) {
		return nil, false
	}
	if _, ok := t.Underlying().(*types.Interface); ok {
		return nil, false // the dynamic type is not known
	}
	out, problems := schema.Generate(p.Facts.View.Type(t), schema.Options{Direction: schema.Output, Facts: p.Facts.Facts})
	if slices.ContainsFunc(problems, func(pr schema.Problem) bool { return pr.Kind == schema.Unsupported }) {
		return nil, false // encoding/json may fail on it: no structured result at all, and other codes say so
	}
	return out, true
}

// mapLiteral is the JSON of a map literal whose keys are all constant
// strings (map[string]any{"content": body}): an object with those
// properties, always written, each of the schema of its value (a nested
// such literal, else its static type; {} for an interface).
func mapLiteral(p *toolpass.Pass, lit *ast.CompositeLit, depth int) (*schema.Schema, bool) {
	m, ok := p.TypesInfo.TypeOf(lit).Underlying().(*types.Map)
	if !ok || depth > 8 {
		return nil, false
	}
	if k, ok := m.Key().Underlying().(*types.Basic); !ok || k.Kind() != types.String {
		return nil, false
	}
	out := &schema.Schema{Type: []string{"object"}, Closed: true}
	for _, e := range lit.Elts {
		kv, ok := e.(*ast.KeyValueExpr)
		if !ok {
			return nil, false
		}
		key := p.TypesInfo.Types[kv.Key].Value
		if key == nil || key.Kind() != constant.String {
			return nil, false
		}
		name := constant.StringVal(key)
		if out.Property(name) != nil {
			return nil, false
		}
		v, ok := &schema.Schema{}, true
		if inner, isLit := ast.Unparen(kv.Value).(*ast.CompositeLit); isLit {
			if s, isMap := mapLiteral(p, inner, depth+1); isMap {
				v = s
			} else {
				v, ok = typeSchema(p, p.TypesInfo.TypeOf(kv.Value))
			}
		} else if tv := p.TypesInfo.Types[kv.Value]; !tv.IsNil() {
			if _, isIface := tv.Type.Underlying().(*types.Interface); !isIface {
				v, ok = typeSchema(p, tv.Type)
			}
		}
		if !ok {
			v = &schema.Schema{}
		}
		out.Properties = append(out.Properties, schema.Property{Name: name, Schema: v})
		out.Required = append(out.Required, name)
	}
	return out, true
}

// describe names r's value in a message: its type, or "a map literal".
func describe(p *toolpass.Pass, r result) string {
	if lit, ok := ast.Unparen(r.at).(*ast.CompositeLit); ok {
		if _, ok := mapLiteral(p, lit, 0); ok {
			return "a map literal"
		}
	}
	return typeString(p.Pkg, r.typ)
}

// handlers are the handler expressions of t: the one its declaring call
// gives, else the handler argument of each call of the package that
// registers it: the last argument of an SDK's own AddTool, or of a
// wrapper of the server's own (Registration.Via) the argument given to
// its one parameter of a handler's type (func(…) (*CallToolResult,
// error)). A wrapper with several such parameters is not read.
func handlers(t *mcptool.Tool) []ast.Expr {
	if t.Handler != nil {
		return []ast.Expr{t.Handler}
	}
	var out []ast.Expr
	for _, r := range t.Registrations {
		switch {
		case r.Call == nil:
		case r.Via == nil:
			if len(r.Call.Args) == 2 {
				out = append(out, r.Call.Args[1])
			}
		default:
			if i := handlerParam(r.Via); i >= 0 && i < len(r.Call.Args) {
				out = append(out, r.Call.Args[i])
			}
		}
	}
	return out
}

// handlerParam is the index of fn's one non-variadic parameter of a
// handler's type, -1 if it has none or several.
func handlerParam(fn *types.Func) int {
	sig, ok := fn.Type().(*types.Signature)
	if !ok {
		return -1
	}
	found := -1
	for i := range sig.Params().Len() {
		if sig.Variadic() && i == sig.Params().Len()-1 {
			break
		}
		h, ok := sig.Params().At(i).Type().Underlying().(*types.Signature)
		if !ok || h.Results().Len() != 2 || !isCallToolResult(h.Results().At(0).Type()) {
			continue
		}
		if found >= 0 {
			return -1
		}
		found = i
	}
	return found
}

// results lists the structured results of the handler h names: the
// TResult of mcp-go's NewStructuredToolHandler, or what the handler's
// body passes to mcp-go's NewToolResultStructured, NewToolResultStructuredOnly
// and NewToolResultJSON, or puts into a CallToolResult's StructuredContent
// (either SDK's), in a literal or by assignment.
func results(p *toolpass.Pass, eff *effects.Result, in *inspector.Inspector, h ast.Expr) []result {
	if call, ok := ast.Unparen(h).(*ast.CallExpr); ok {
		fn := typeutil.StaticCallee(p.TypesInfo, call)
		if fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == knowledge.MarkMCPPath {
			switch fn.Name() {
			case "NewStructuredToolHandler":
				if sig, ok := p.TypesInfo.TypeOf(call.Fun).(*types.Signature); ok && len(call.Args) == 1 {
					// func(ctx, req, TArgs) (TResult, error)
					if hs, ok := sig.Params().At(0).Type().Underlying().(*types.Signature); ok && hs.Results().Len() == 2 {
						return []result{{at: call.Args[0], typ: hs.Results().At(0).Type()}}
					}
				}
				return nil
			case "NewTypedToolHandler":
				if len(call.Args) == 1 {
					h = call.Args[0]
				}
			}
		}
	}
	target, ok := eff.Value(h)
	if !ok {
		return nil
	}
	var out []result
	add := func(e ast.Expr) {
		if tv, ok := p.TypesInfo.Types[e]; ok && tv.Type != nil && !tv.IsNil() {
			out = append(out, result{at: e, typ: tv.Type})
		}
	}
	// The handler's body, and those of the package's functions whose
	// *CallToolResult it returns as it is (return build(x)), a few calls
	// deep.
	queue := []inspector.Cursor{bodyOf(p, in, target)}
	seen := map[*types.Func]bool{target.Func: true}
	for depth := 0; len(queue) > 0 && depth < 4; depth++ {
		var next []inspector.Cursor
		for _, body := range queue {
			if !body.Valid() {
				continue
			}
			for c := range body.Preorder((*ast.CallExpr)(nil), (*ast.CompositeLit)(nil), (*ast.AssignStmt)(nil)) {
				switch n := c.Node().(type) {
				case *ast.CallExpr:
					fn := typeutil.StaticCallee(p.TypesInfo, n)
					if fn == nil || fn.Pkg() == nil {
						continue
					}
					if fn.Pkg() == p.Pkg && !seen[fn] && returnsResult(fn) {
						if _, isReturn := c.Parent().Node().(*ast.ReturnStmt); isReturn {
							seen[fn] = true
							next = append(next, bodyOf(p, in, effects.Target{Func: fn}))
						}
						continue
					}
					if fn.Pkg().Path() != knowledge.MarkMCPPath || len(n.Args) == 0 {
						continue
					}
					switch fn.Name() {
					case "NewToolResultStructured", "NewToolResultStructuredOnly", "NewToolResultJSON":
						add(n.Args[0])
					}
				case *ast.CompositeLit:
					if isCallToolResult(p.TypesInfo.TypeOf(n)) {
						if v := passutil.KeyedValue(n, "StructuredContent"); v != nil {
							add(v)
						}
					}
				case *ast.AssignStmt:
					if len(n.Lhs) != len(n.Rhs) {
						continue
					}
					for i, l := range n.Lhs {
						if sel, ok := ast.Unparen(l).(*ast.SelectorExpr); ok && sel.Sel.Name == "StructuredContent" && isCallToolResult(p.TypesInfo.TypeOf(sel.X)) {
							add(n.Rhs[i])
						}
					}
				}
			}
		}
		queue = next
	}
	return out
}

// bodyOf is the body of the handler target names when it is in this
// package; an invalid cursor otherwise.
func bodyOf(p *toolpass.Pass, in *inspector.Inspector, target effects.Target) inspector.Cursor {
	root := in.Root()
	if target.Lit != nil {
		if c, ok := root.FindNode(target.Lit); ok {
			return c
		}
		return inspector.Cursor{}
	}
	fn := target.Func
	if fn == nil || fn.Pkg() != p.Pkg || !fn.Pos().IsValid() {
		return inspector.Cursor{}
	}
	c, ok := root.FindByPos(fn.Pos(), fn.Pos())
	if !ok {
		return inspector.Cursor{}
	}
	for d := range c.Enclosing((*ast.FuncDecl)(nil)) {
		if decl := d.Node().(*ast.FuncDecl); decl.Body != nil && decl.Name.Pos() == fn.Pos() {
			return d
		}
	}
	return inspector.Cursor{}
}

// returnsResult reports whether fn's first result is a *CallToolResult.
func returnsResult(fn *types.Func) bool {
	sig, ok := fn.Type().(*types.Signature)
	return ok && sig.Results().Len() > 0 && isCallToolResult(sig.Results().At(0).Type())
}

// isCallToolResult reports whether t is the CallToolResult of either SDK,
// or a pointer to it.
func isCallToolResult(t types.Type) bool {
	if t == nil {
		return false
	}
	if ptr, ok := t.Underlying().(*types.Pointer); ok {
		t = ptr.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil || n.Obj().Name() != "CallToolResult" {
		return false
	}
	path := n.Obj().Pkg().Path()
	return path == knowledge.MarkMCPPath || path == knowledge.SDKPath
}

func typeString(pkg *types.Package, t types.Type) string {
	return types.TypeString(t, func(q *types.Package) string {
		if q == pkg {
			return ""
		}
		return q.Name()
	})
}
