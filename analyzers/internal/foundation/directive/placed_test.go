package directive

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strings"
	"testing"
)

func TestScan(t *testing.T) {
	const src = `package p

//mcp:tool
func ok() {}

//mcp:tool
func init() {}

//mcp:tool
//mcp:resource ui://x
func twice() {}

//mcp:tool
var v int

func body() {
	//mcp:tool
	_ = 0
}

//mcp:param q "the query"
func param() {}
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	test, err := parser.ParseFile(fset, "p_test.go", "package p\n\n//mcp:tool\nfunc inTest() {}\n", parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range Scan(fset, []*ast.File{f, test}) {
		s := p.Kind + " " + fset.Position(p.Pos).String()
		if p.Decl != nil {
			s += " on " + p.Decl.Name.Name
		}
		if p.Misplaced {
			s += " misplaced"
		}
		if p.Repeated {
			s += " repeated"
		}
		if p.InTestFile {
			s += " in-test"
		}
		got = append(got, s)
	}
	want := []string{
		"tool p.go:3:1 on ok",
		"tool p.go:6:1 on init misplaced",
		"tool p.go:9:1 on twice",
		// A func declares one thing: the second declaring line is
		// repeated (and says so in its errors), not misplaced.
		"resource p.go:10:1 on twice repeated",
		"tool p.go:13:1 misplaced",
		"tool p.go:17:2 misplaced",
		// //mcp:param declares nothing: it is never misplaced.
		"param p.go:21:1 on param",
		"tool p_test.go:3:1 on inTest misplaced in-test",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("Scan:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
