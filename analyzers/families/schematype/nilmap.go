package schematype

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/passutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
	"github.com/mcpvet/mcpvet/analyzers/substrate/astflow"
	"github.com/mcpvet/mcpvet/schema/sdkdialect"
	"golang.org/x/tools/go/types/typeutil"
)

// MapMadeFact marks an exported struct field of map (or slice) type that
// every value of its struct type the declaring package makes holds a
// map (a slice) in (madeHere): a handler of an importer that returns the
// type has one there, unless the importer makes a value of the type
// without one, which it checks itself.
type MapMadeFact struct{}

func (*MapMadeFact) AFact()         {}
func (*MapMadeFact) String() string { return "mapMade" }

// exportMadeMaps exports MapMadeFact on the package's exported map fields
// that every value of their type the package makes holds a map in, from
// idx, the package's reading.
func exportMadeMaps(p *toolpass.Pass, idx *madeIndex) {
	if passutil.IsStd(p.Pass.Pass) {
		return // no output type of a server; and std's bodies are not loaded
	}
	for _, obj := range p.TypesInfo.Defs {
		v, ok := obj.(*types.Var)
		if !ok || !v.IsField() || !v.Exported() {
			continue
		}
		if !mapOrSlice(v.Type()) {
			continue
		}
		if made, literals := idx.madeHere(v); made && literals > 0 {
			p.ExportObjectFact(v, &MapMadeFact{})
		}
	}
}

// madeMaps says whether a nil-map finding (or a nil-slice one, under
// jsonschema-go v0.3) is on a field that every value of its struct type
// is made with a map (a slice: make, or a literal, []T{}) in: in the package that declares
// the type, each composite literal of the type gives the field make(...)
// or a map literal, every other assignment to the field does too, and no
// value of the type is made without a literal (var x T, a named result,
// new(T)); where the type is another package's, that package said so
// (MapMadeFact) and this package makes no value of the type otherwise.
// Such a field is never nil where the handler returns it (a literal on an
// error path that leaves it out is a literal that does not give it a map,
// and keeps the finding). Values made by packages this one does not
// import are not seen: the unknown is silence.
func madeMaps(p *toolpass.Pass, idx *madeIndex) func(mcptool.SDKFinding) bool {
	memo := map[*types.Var]bool{}
	return func(f mcptool.SDKFinding) bool {
		if f.Reason != sdkdialect.NilMap && f.Reason != sdkdialect.NilSlice {
			return false
		}
		var field *types.Var
		for _, src := range f.Sources {
			if v, ok := src.(*types.Var); ok && v.IsField() && mapOrSlice(v.Type()) {
				field = v
			}
		}
		if field == nil {
			return false
		}
		made, ok := memo[field]
		if !ok {
			here, literals := idx.madeHere(field)
			if field.Pkg() == p.Pkg {
				made = here && literals > 0
			} else {
				made = here && p.ImportObjectFact(field, new(MapMadeFact))
			}
			memo[field] = made
		}
		return made
	}
}

// madeIndex holds what madeHere asks of a package, read once: its
// composite literals by type, and the types it makes a value of without
// a literal (var x T, a named result, new(T)), its tests left out (what
// a test makes is no value a server returns).
type madeIndex struct {
	p        *toolpass.Pass
	flow     *astflow.Index
	read     bool         // the package read (on the first question: most packages have no map field to ask about)
	literals typeutil.Map // type -> []*ast.CompositeLit
	zero     typeutil.Map // type -> true
}

func newMadeIndex(p *toolpass.Pass) *madeIndex {
	return &madeIndex{p: p, flow: astflow.Of(p.Pass.Pass)}
}

// readPackage fills the index from the package's syntax.
func (idx *madeIndex) readPackage() {
	idx.read = true
	p, info := idx.p, idx.p.TypesInfo
	for _, c := range idx.flow.Composites() {
		if t := info.TypeOf(c.Expr); t != nil && !idx.inTest(c.Expr.Pos()) {
			lits, _ := idx.literals.At(t).([]*ast.CompositeLit)
			idx.literals.Set(t, append(lits, c.Expr))
		}
	}
	for _, obj := range info.Defs {
		v, ok := obj.(*types.Var)
		if !ok || v.IsField() || idx.inTest(v.Pos()) {
			continue
		}
		if _, isStruct := v.Type().Underlying().(*types.Struct); !isStruct {
			continue
		}
		for _, a := range idx.flow.Assigns(v) {
			if a.Kind == astflow.Zero || a.Kind == astflow.Unseen && isNamedResult(idx.flow, a.Node) {
				idx.zero.Set(v.Type(), true)
			}
		}
	}
	for _, f := range p.Files {
		if idx.inTest(f.Pos()) {
			continue
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok && len(call.Args) == 1 {
				if b, ok := info.Uses[calleeIdent(call)].(*types.Builtin); ok && b.Name() == "new" {
					if t := info.TypeOf(call.Args[0]); t != nil {
						idx.zero.Set(t, true)
					}
				}
			}
			return true
		})
	}
}

func (idx *madeIndex) inTest(pos token.Pos) bool {
	f := idx.p.Fset.File(pos)
	return f != nil && strings.HasSuffix(f.Name(), "_test.go")
}

// madeHere reports whether every value of the field's struct type this
// package makes holds a map (or a slice) in it, and how many literals of
// the type it writes.
func (idx *madeIndex) madeHere(field *types.Var) (made bool, literals int) {
	if !idx.read {
		idx.readPackage()
	}
	info := idx.p.TypesInfo
	owner, index := ownerOf(field)
	if owner == nil || idx.zero.At(owner) != nil {
		return false, 0
	}
	var isMade func(e ast.Expr, depth int) bool
	var returnsMade func(call *ast.CallExpr, depth int) bool
	isMade = func(e ast.Expr, depth int) bool {
		switch e := ast.Unparen(e).(type) {
		case *ast.CompositeLit:
			return true // a literal of the field's map or slice type
		case *ast.CallExpr:
			if b, ok := info.Uses[calleeIdent(e)].(*types.Builtin); ok {
				return b.Name() == "make"
			}
			return depth <= 4 && returnsMade(e, depth)
		case *ast.Ident:
			// counts := make(map[string]int); …; T{Counts: counts}: a
			// local whose one value is a map (its elements set later),
			// or the first result of a function of the package that
			// returns one with no error (values, err := fetch(…)).
			v, ok := info.Uses[e].(*types.Var)
			if !ok || v.Parent() == nil || v.Parent() == v.Pkg().Scope() || depth > 4 {
				return false
			}
			a, ok := idx.flow.Definition(v)
			if !ok {
				// names := []string{}; …; names = append(names, n):
				// every value the local is given is made, or its own
				// value appended to.
				made := false
				for _, a := range idx.flow.Assigns(v) {
					switch {
					case a.Field:
					case a.Kind != astflow.Given || a.Value == nil || a.Result >= 0:
						return false
					case appendsTo(info, a.Value, v):
					case !isMade(a.Value, depth+1):
						return false
					default:
						made = true
					}
				}
				return made
			}
			if a.Value == nil {
				return false
			}
			if a.Result == 0 {
				call, isCall := ast.Unparen(a.Value).(*ast.CallExpr)
				return isCall && returnsMade(call, depth+1)
			}
			return a.Result < 0 && isMade(a.Value, depth+1)
		}
		return false
	}
	// returnsMade: every return of the called function of the package
	// that gives no error gives a made map (or slice) first.
	returnsMade = func(call *ast.CallExpr, depth int) bool {
		fn, ok := typeutil.Callee(info, call).(*types.Func)
		if !ok || fn.Pkg() != idx.p.Pkg {
			return false
		}
		f := idx.flow.Decl(fn)
		if f == nil || len(f.Returns()) == 0 {
			return false
		}
		for _, r := range f.Returns() {
			if len(r.Results) == 0 {
				return false // named results: not read
			}
			if idx.withError(r) {
				continue
			}
			if !isMade(r.Results[0], depth+1) {
				return false
			}
		}
		return true
	}
	lits, _ := idx.literals.At(owner).([]*ast.CompositeLit)
	for _, lit := range lits {
		if idx.returnedWithError(lit) {
			continue // the SDK sends the error, not this value
		}
		literals++
		var value ast.Expr
		for j, elt := range lit.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				if id, ok := kv.Key.(*ast.Ident); ok && info.Uses[id] == field {
					value = kv.Value
				}
			} else if j == index {
				value = elt
			}
		}
		if value == nil || !isMade(value, 0) {
			return false, literals
		}
	}
	for _, a := range idx.flow.FieldAssigns(field) {
		if _, lit := a.Node.(*ast.CompositeLit); lit && a.Kind == astflow.Given || idx.inTest(a.Node.Pos()) {
			continue // judged above, or a test's
		}
		if elementWrite(info, a.Node, field) {
			continue // x.F[k] = v sets an element, not the map
		}
		if a.Kind != astflow.Given || a.Value == nil || !isMade(a.Value, 0) {
			return false, literals
		}
	}
	return true, literals
}

// returnedWithError reports whether the literal is a result of a return
// statement whose last result is an error that is not the nil constant
// (return nil, Out{}, err): the SDKs send the error and never marshal
// the output then (the go-sdk's typed handler returns the error's result
// before it encodes Out).
func (idx *madeIndex) returnedWithError(lit *ast.CompositeLit) bool {
	ret, ok := idx.flow.Parent(lit).(*ast.ReturnStmt)
	return ok && ret.Results[len(ret.Results)-1] != lit && idx.withError(ret)
}

// withError reports whether the return gives, last of two results or
// more, an error that is not the nil constant.
func (idx *madeIndex) withError(ret *ast.ReturnStmt) bool {
	if len(ret.Results) < 2 {
		return false
	}
	last := ast.Unparen(ret.Results[len(ret.Results)-1])
	t := idx.p.TypesInfo.TypeOf(last)
	if t == nil || !types.Implements(t, types.Universe.Lookup("error").Type().Underlying().(*types.Interface)) {
		return false
	}
	if id, ok := last.(*ast.Ident); ok && idx.p.TypesInfo.Uses[id] == types.Universe.Lookup("nil") {
		return false
	}
	return !idx.p.TypesInfo.Types[last].IsNil()
}

// appendsTo reports whether e is append(v, …): v's own value, added to.
func appendsTo(info *types.Info, e ast.Expr, v *types.Var) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) == 0 {
		return false
	}
	if b, ok := info.Uses[calleeIdent(call)].(*types.Builtin); !ok || b.Name() != "append" {
		return false
	}
	id, ok := ast.Unparen(call.Args[0]).(*ast.Ident)
	return ok && info.Uses[id] == v
}

// mapOrSlice reports whether t is a map or a slice type: nil unless the
// code makes one.
func mapOrSlice(t types.Type) bool {
	switch t.Underlying().(type) {
	case *types.Map, *types.Slice:
		return true
	}
	return false
}

// ownerOf is the named struct type of the field's package that declares
// the field, and the field's index in it; nil for a field of a struct
// type written in place.
func ownerOf(field *types.Var) (types.Type, int) {
	if field.Pkg() == nil {
		return nil, -1
	}
	scope := field.Pkg().Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok {
			continue
		}
		st, ok := tn.Type().Underlying().(*types.Struct)
		if !ok {
			continue
		}
		for i := range st.NumFields() {
			if st.Field(i) == field {
				return tn.Type(), i
			}
		}
	}
	return nil, -1
}

// elementWrite reports whether n assigns only elements of the field's map
// (x.F[k] = v), which leave the field as it was.
func elementWrite(info *types.Info, n ast.Node, field *types.Var) bool {
	as, ok := n.(*ast.AssignStmt)
	if !ok {
		return false
	}
	for _, l := range as.Lhs {
		ix, ok := ast.Unparen(l).(*ast.IndexExpr)
		if !ok {
			return false
		}
		sel, ok := ast.Unparen(ix.X).(*ast.SelectorExpr)
		if !ok || info.Uses[sel.Sel] != field {
			return false
		}
	}
	return true
}

// calleeIdent is the identifier a call names its callee with, nil when
// it names it otherwise.
func calleeIdent(call *ast.CallExpr) *ast.Ident {
	id, _ := ast.Unparen(call.Fun).(*ast.Ident)
	return id
}

// isNamedResult reports whether n declares named results of a function:
// they are zero until assigned.
func isNamedResult(flow *astflow.Index, n ast.Node) bool {
	field, ok := n.(*ast.Field)
	return ok && flow.ResultOf(field) != nil
}
