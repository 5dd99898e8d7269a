package directive

import (
	"go/ast"
	"go/token"
	"strings"
)

// Placed is a directive with what it is attached to.
type Placed struct {
	*Directive
	File *ast.File
	// Decl is the top-level func whose doc holds the directive, or nil.
	Decl *ast.FuncDecl
	// Misplaced is set when a //mcp:tool, //mcp:resource or //mcp:prompt
	// is not where it can register its func: in a _test.go file, on a
	// func named _ or init, on another declaration, inside a func body,
	// or attached to nothing. OMCG0001 says which, in its own words.
	Misplaced bool
	// InTestFile is set for directives in _test.go files.
	InTestFile bool
	// Repeated is set for a second //mcp:tool, //mcp:resource or
	// //mcp:prompt line on one func; only the first declares it.
	Repeated bool
}

// Declares reports whether a directive kind declares what its func is: a
// tool, a resource (or resource template) or a prompt. A func takes one
// such directive.
func Declares(kind string) bool {
	return kind == "tool" || kind == "resource" || kind == "prompt"
}

// Scan parses every //mcp: comment and works out what it is
// attached to.
func Scan(fset *token.FileSet, files []*ast.File) []*Placed {
	var placed []*Placed
	for _, file := range files {
		var lines []*ast.Comment
		for _, cg := range file.Comments {
			for _, c := range cg.List {
				if strings.HasPrefix(c.Text, Prefix) {
					lines = append(lines, c)
				}
			}
		}
		// FileStart, not Pos: Pos is NoPos in a file with no package
		// clause yet, as an editor may hold.
		name := fset.File(file.FileStart).Name()
		if len(lines) == 0 {
			continue
		}
		owners := docOwners(file)
		declared := map[*ast.FuncDecl]string{} // the kind that declares each func
		for _, c := range lines {
			d, _ := Parse(c)
			p := &Placed{Directive: d, File: file, InTestFile: strings.HasSuffix(name, "_test.go")}
			owner := owners[c]
			if fd, ok := owner.(*ast.FuncDecl); ok {
				p.Decl = fd
				if Declares(d.Kind) {
					switch first := declared[fd]; {
					case first == d.Kind:
						p.Repeated = true
						d.Errors = append(d.Errors, Error{Pos: c.Slash, End: c.End(),
							Msg: "a func takes one //mcp:" + d.Kind + " line; this one repeats it: merge its keys into the first"})
					case first != "":
						p.Repeated = true
						d.Errors = append(d.Errors, Error{Pos: c.Slash, End: c.End(),
							Msg: "a func declares one thing, and this one is already a " + first + " (//mcp:" + first + "); declare the " + d.Kind + " on a func of its own"})
					default:
						declared[fd] = d.Kind
					}
				}
			}
			if Declares(d.Kind) {
				p.Misplaced = misplaced(owner, p)
			}
			placed = append(placed, p)
		}
	}
	return placed
}

// docOwners maps each comment that is part of a doc comment to the node
// it documents.
func docOwners(file *ast.File) map[*ast.Comment]ast.Node {
	owners := map[*ast.Comment]ast.Node{}
	mark := func(cg *ast.CommentGroup, n ast.Node) {
		if cg == nil {
			return
		}
		for _, c := range cg.List {
			owners[c] = n
		}
	}
	ast.Inspect(file, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncDecl:
			mark(n.Doc, n)
		case *ast.GenDecl:
			mark(n.Doc, n)
		case *ast.TypeSpec:
			mark(n.Doc, n)
		case *ast.ValueSpec:
			mark(n.Doc, n)
		case *ast.Field:
			mark(n.Doc, n)
		}
		return true
	})
	return owners
}

// misplaced reports whether a declaring directive cannot register what
// its comment documents (Placed.Misplaced).
func misplaced(owner ast.Node, p *Placed) bool {
	if p.InTestFile {
		return true
	}
	if n, ok := owner.(*ast.FuncDecl); ok {
		return n.Name.Name == "_" || n.Recv == nil && n.Name.Name == "init"
	}
	// Another declaration's doc comment, or none: inside a function body
	// (a func literal or a local declaration) or floating.
	return true
}
