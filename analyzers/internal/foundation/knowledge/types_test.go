package knowledge

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"strings"
	"testing"
)

// A stub of the go-sdk's types: the predicates read import paths and
// names, which the stub has as the go-sdk has them.
const sdk = `package mcp
type Server struct{}
type CallToolParamsRaw struct{}
type ServerRequest[P any] struct{ Params P }
type CallToolRequest = ServerRequest[*CallToolParamsRaw]
type CallToolResult struct{}
`

const src = `package p

import (
	"context"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type app struct{ inner struct{ srv *mcp.Server } }

func f(ctx context.Context, req *mcp.CallToolRequest, res *mcp.CallToolResult, a *app, s *mcp.Server) {
	_ = s
	_ = &a.inner.srv
	_ = newServer()
}

func newServer() *mcp.Server { return nil }
`

type imp map[string]*types.Package

func (m imp) Import(path string) (*types.Package, error) { return m[path], nil }

func TestPredicates(t *testing.T) {
	fset := token.NewFileSet()
	parse := func(name, src string) *ast.File {
		f, err := parser.ParseFile(fset, name, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
	pkgs := imp{}
	check := func(path string, f *ast.File, info *types.Info) *types.Package {
		p, err := (&types.Config{Importer: pkgs}).Check(path, fset, []*ast.File{f}, info)
		if err != nil {
			t.Fatal(err)
		}
		pkgs[path] = p
		return p
	}
	check("context", parse("context.go", "package context\ntype Context interface{ Done() <-chan struct{} }"), nil)
	check(SDKPath, parse("mcp.go", sdk), nil)
	info := &types.Info{Uses: map[*ast.Ident]types.Object{}, Defs: map[*ast.Ident]types.Object{}, Selections: map[*ast.SelectorExpr]*types.Selection{}}
	file := parse("p.go", src)
	p := check("p", file, info)

	sig := p.Scope().Lookup("f").Type().(*types.Signature)
	param := func(i int) types.Type { return sig.Params().At(i).Type() }
	if !IsContext(param(0)) || IsContext(param(1)) {
		t.Errorf("IsContext: want true for context.Context only")
	}
	if !IsCallToolRequest(param(1)) || IsCallToolRequest(param(2)) {
		t.Errorf("IsCallToolRequest: want true for *mcp.CallToolRequest only")
	}
	if pkg, name := Named(Deref(param(4))); pkg != SDKPath || name != "Server" {
		t.Errorf("Named(Deref(*mcp.Server)) = %s, %s", pkg, name)
	}

	// ServerRoot on the three expressions of f's body, in order.
	var got []string
	ast.Inspect(file, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok {
			return true
		}
		v, path := ServerRoot(info, as.Rhs[0])
		s := "<nil>"
		if v != nil {
			s = strings.Join(append([]string{v.Name()}, path...), ".")
		}
		got = append(got, s)
		return true
	})
	if want := "s a.inner.srv <nil>"; strings.Join(got, " ") != want {
		t.Errorf("ServerRoot: got %q, want %q", strings.Join(got, " "), want)
	}
}

// TestModuleVersion: the version is read from where a module's files
// are, in the module cache, under -trimpath (go vet's export data) and on
// Windows; a vendored copy names none.
func TestModuleVersion(t *testing.T) {
	for path, want := range map[string]string{
		"/root/go/pkg/mod/github.com/mark3labs/mcp-go@v1.2.1/mcp/tools.go":       "v1.2.1",
		"github.com/mark3labs/mcp-go@v0.32.0/mcp/tools.go":                       "v0.32.0",
		`C:\Users\a\go\pkg\mod\github.com\mark3labs\mcp-go@v0.58.0\mcp\tools.go`: "v0.58.0",
		"/src/app/vendor/github.com/mark3labs/mcp-go/mcp/tools.go":               "",
	} {
		if got := ModuleVersion(path, MarkModule); got != want {
			t.Errorf("%s: version %q, want %q", path, got, want)
		}
	}
	if got := ModuleVersion("/m/github.com/invopop/jsonschema@v0.13.0/reflect.go", InvopopPath); got != "v0.13.0" {
		t.Errorf("invopop: version %q", got)
	}
}
