package astflow

import (
	"cmp"
	"go/ast"
	"go/types"
	"slices"
	"sort"
	"sync"
)

// Composite is one composite literal, with the function it is written in
// (nil at package level).
type Composite struct {
	Expr *ast.CompositeLit
	In   *Func
}

// Composites are every composite literal of the package, with the
// function it is written in, in source order (a literal before the
// literals in it). They are not kept by type: a reader that wants the
// literals of some types (a server's own tool types, of this package or
// of its imports) asks the checker each one's type: a map by type would
// cost a lookup per literal where nobody asks. Made on the first
// question, with ConstValue's declarations, in a walk of their own.
func (x *Index) Composites() []Composite {
	if !x.more() {
		return nil
	}
	return x.composites
}

// ConstValue is the expression the constant c is declared with in this
// package (at package level or in a function); nil when its declaration
// writes none (an implicit repetition of the one above, as under iota)
// or c is not declared here.
func (x *Index) ConstValue(c *types.Const) ast.Expr {
	if c == nil || !x.more() {
		return nil
	}
	pos := c.Pos()
	for _, d := range x.consts {
		if pos < d.Pos() || d.End() <= pos {
			continue
		}
		for _, spec := range d.Specs {
			vs, ok := spec.(*ast.ValueSpec)
			if !ok {
				continue
			}
			for i, id := range vs.Names {
				if id.Pos() == pos {
					if i < len(vs.Values) {
						return vs.Values[i]
					}
					return nil
				}
			}
		}
	}
	return nil
}

// Uses are the identifiers that use obj (types.Info.Uses, inverted), in
// position order. The inversion is made once, on the first question: it
// is a pass over the checker's map, not over the syntax.
func (x *Index) Uses(obj types.Object) []*ast.Ident {
	if x == nil || obj == nil {
		return nil
	}
	x.usesOnce.Do(func() {
		x.uses = map[types.Object][]*ast.Ident{}
		for id, o := range x.info.Uses {
			x.uses[o] = append(x.uses[o], id)
		}
		for _, ids := range x.uses {
			slices.SortFunc(ids, func(a, b *ast.Ident) int { return cmp.Compare(a.Pos(), b.Pos()) })
		}
	})
	return x.uses[obj]
}

// topDecl is one top-level declaration, with the parent of each of its
// nodes once asked.
type topDecl struct {
	decl ast.Decl
	once sync.Once
	up   map[ast.Node]ast.Node
}

// Parent is the node n is written in: the innermost node of the syntax
// that holds n as a child (a *ast.ParenExpr too), nil for a top-level
// declaration, a comment, and a node that is not in the package's files. The
// parents are kept per top-level declaration, made on the first question
// about one of its nodes: a pass that asks about a handler's body pays
// for that declaration only, and a package nobody asks about for none.
func (x *Index) Parent(n ast.Node) ast.Node {
	if x == nil || n == nil {
		return nil
	}
	x.topsOnce.Do(func() {
		for _, f := range x.files {
			for _, d := range f.Decls {
				x.tops = append(x.tops, &topDecl{decl: d})
			}
		}
		// Files do not overlap in a file set: the declarations of all of
		// them, by position, are disjoint intervals in order.
		slices.SortFunc(x.tops, func(a, b *topDecl) int { return cmp.Compare(a.decl.Pos(), b.decl.Pos()) })
	})
	pos := n.Pos()
	i := sort.Search(len(x.tops), func(i int) bool { return x.tops[i].decl.End() > pos })
	if i == len(x.tops) || pos < x.tops[i].decl.Pos() {
		return nil
	}
	d := x.tops[i]
	d.once.Do(func() {
		d.up = map[ast.Node]ast.Node{}
		var stack []ast.Node
		ast.Inspect(d.decl, func(m ast.Node) bool {
			if m == nil {
				stack = stack[:len(stack)-1]
				return true
			}
			if _, ok := m.(*ast.CommentGroup); ok {
				// Comments are not asked about: a doc comment would
				// cost a map entry per line.
				return false
			}
			if len(stack) > 0 {
				d.up[m] = stack[len(stack)-1]
			}
			stack = append(stack, m)
			return true
		})
	})
	return d.up[n]
}
