package toolcalls

import (
	"bytes"
	"encoding/gob"
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"reflect"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/internal/model/mcpgocode"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
	"github.com/mcpvet/mcpvet/analyzers/substrate/astflow"
	"github.com/mcpvet/mcpvet/runtime/schema"
	"github.com/mcpvet/mcpvet/schema/typesview"
)

// These tests hold the wrapper summaries (wrappers.go, wrapperfact.go) on
// their own: each type-checks a few small packages in memory and runs Find
// on them, package by package, with the facts passed as go vet passes them
// (gob-encoded). The go-sdk is a stub of its registration surface: what
// the interpreter reads of it is the import path and the names of its
// functions, types and fields. The fixtures under testdata/mod hold the
// same paths against the real go-sdk (mcpfacts' TestFind).
var sdkStub = map[string]string{
	"context": `package context; type Context interface{}`,
	knowledge.SDKPath: `package mcp
import "context"
type Server struct{}
type Tool struct {
	Name, Title, Description string
	InputSchema, OutputSchema any
	Annotations *ToolAnnotations
}
type ToolAnnotations struct{ ReadOnlyHint bool }
type CallToolRequest struct{}
type CallToolResult struct{}
type ToolHandler func(context.Context, *CallToolRequest) (*CallToolResult, error)
type ToolHandlerFor[In, Out any] func(context.Context, *CallToolRequest, In) (*CallToolResult, Out, error)
func AddTool[In, Out any](s *Server, t *Tool, h ToolHandlerFor[In, Out]) {}
func (s *Server) AddTool(t *Tool, h ToolHandler) {}
`,
}

// world type-checks packages and keeps the facts Find exports.
type world struct {
	t     *testing.T
	fset  *token.FileSet
	pkgs  map[string]*types.Package
	facts map[types.Object][]byte // gob, as go vet stores them
	fromT map[types.Object]reflect.Type
}

func newWorld(t *testing.T) *world {
	w := &world{t: t, fset: token.NewFileSet(), pkgs: map[string]*types.Package{}, facts: map[types.Object][]byte{}, fromT: map[types.Object]reflect.Type{}}
	for _, path := range []string{"context", knowledge.SDKPath} {
		w.check(path, sdkStub[path])
	}
	return w
}

func (w *world) Import(path string) (*types.Package, error) {
	if p, ok := w.pkgs[path]; ok {
		return p, nil
	}
	return importer.Default().Import(path)
}

func (w *world) check(path, src string) (*types.Package, *types.Info, []*ast.File) {
	w.t.Helper()
	f, err := parser.ParseFile(w.fset, path+"/x.go", src, parser.ParseComments)
	if err != nil {
		w.t.Fatal(err)
	}
	info := &types.Info{
		Types: map[ast.Expr]types.TypeAndValue{}, Defs: map[*ast.Ident]types.Object{}, Uses: map[*ast.Ident]types.Object{},
		Implicits: map[ast.Node]types.Object{}, Selections: map[*ast.SelectorExpr]*types.Selection{},
		Scopes: map[ast.Node]*types.Scope{}, Instances: map[*ast.Ident]types.Instance{},
	}
	pkg, err := (&types.Config{Importer: w}).Check(path, w.fset, []*ast.File{f}, info)
	if err != nil {
		w.t.Fatal(err)
	}
	w.pkgs[path] = pkg
	return pkg, info, []*ast.File{f}
}

// find checks a package of the server and runs Find on it.
func (w *world) find(path, src string) *Found {
	w.t.Helper()
	pkg, info, files := w.check(path, src)
	pass := &analysis.Pass{
		Fset: w.fset, Files: files, Pkg: pkg, TypesInfo: info,
		ExportObjectFact: func(obj types.Object, fact analysis.Fact) {
			var buf bytes.Buffer
			if err := gob.NewEncoder(&buf).Encode(fact); err != nil {
				w.t.Fatalf("fact of %s: %v", obj, err)
			}
			w.facts[obj], w.fromT[obj] = buf.Bytes(), reflect.TypeOf(fact)
		},
		ImportObjectFact: func(obj types.Object, fact analysis.Fact) bool {
			b, ok := w.facts[obj]
			if !ok || w.fromT[obj] != reflect.TypeOf(fact) {
				return false
			}
			if err := gob.NewDecoder(bytes.NewReader(b)).Decode(fact); err != nil {
				w.t.Fatalf("fact of %s: %v", obj, err)
			}
			return true
		},
		AllObjectFacts: func() []analysis.ObjectFact {
			var out []analysis.ObjectFact
			for obj, typ := range w.fromT {
				fact := reflect.New(typ.Elem()).Interface().(analysis.Fact)
				if err := gob.NewDecoder(bytes.NewReader(w.facts[obj])).Decode(fact); err == nil {
					out = append(out, analysis.ObjectFact{Object: obj, Fact: fact})
				}
			}
			return out
		},
		ExportPackageFact: func(analysis.Fact) {},
		AllPackageFacts:   func() []analysis.PackageFact { return nil },
		ReadFile:          func(string) ([]byte, error) { return nil, fmt.Errorf("no files") },
	}
	wrapperPkgs, _ := Prepare(pass)
	flow, err := astflow.Analyzer.Run(pass)
	if err != nil {
		w.t.Fatal(err)
	}
	found := &Found{View: typesview.NewView(), Facts: schema.NewFactTable(), Flow: flow.(*astflow.Index)}
	found.MCPGo, found.MCPGoErr = mcpgocode.ReleaseOf(pass)
	Find(pass, found, wrapperPkgs, false)
	return found
}

// describe is one line per tool: its name, style, wrapper, In and Out,
// the text its name literal holds and the server variables it is
// registered on.
func describe(fset *token.FileSet, found *Found) []string {
	var out []string
	for _, t := range found.Tools {
		s := fmt.Sprintf("%q %s", t.Name, t.Origin)
		if !t.NameKnown {
			s = "? " + t.Origin.String()
		}
		if via := t.Via(); via != nil {
			s += " via " + mcptool.FuncName(via)
		}
		qual := func(p *types.Package) string { return p.Name() }
		if t.In != nil {
			s += " In=" + types.TypeString(t.In, qual)
		}
		if t.Out != nil {
			s += " Out=" + types.TypeString(t.Out, qual)
		}
		if t.Description != "" {
			s += fmt.Sprintf(" description=%q", t.Description)
		}
		if t.NameLit != nil {
			s += " lit@" + fmt.Sprint(fset.Position(t.NameLit.Pos()).Line)
		}
		for _, r := range t.Registrations {
			srv := "-"
			if r.Server != nil {
				srv = strings.Join(append([]string{r.Server.Name()}, r.ServerPath...), ".")
			}
			s += " on " + srv
		}
		out = append(out, s)
	}
	return out
}

func TestWrappers(t *testing.T) {
	for _, tc := range []struct {
		name string
		src  string
		want []string
		// unfollowed are the reasons of Found.Unfollowed.
		unfollowed []string
	}{{
		name: "generic forwarding wrapper",
		src: `package server
import ("context"; "github.com/modelcontextprotocol/go-sdk/mcp")
type In struct{ Q string }
type Out struct{ N int }
func add[I, O any](s *mcp.Server, name, desc string, h mcp.ToolHandlerFor[I, O]) {
	mcp.AddTool(s, &mcp.Tool{Name: name, Description: desc}, h)
}
func search(context.Context, *mcp.CallToolRequest, In) (*mcp.CallToolResult, Out, error) { return nil, Out{}, nil }
func run(srv *mcp.Server) {
	add(srv, "search", "Search the notes.", search)
}
`,
		// The tool is declared at the call, its name from the literal there.
		want: []string{`"search" mcp.AddTool via server.add In=server.In Out=server.Out description="Search the notes." lit@10 on srv`},
	}, {
		name: "spec struct and a wrapper of a wrapper",
		src: `package server
import ("context"; "github.com/modelcontextprotocol/go-sdk/mcp")
type spec struct{ Name, Desc string }
type In struct{}
type app struct{ srv *mcp.Server }
func register[I any](s *mcp.Server, sp spec, h mcp.ToolHandlerFor[I, any]) {
	mcp.AddTool(s, &mcp.Tool{Name: sp.Name, Description: sp.Desc}, h)
}
func (a *app) tool(sp spec, h mcp.ToolHandlerFor[In, any]) { register(a.srv, sp, h) }
func h(context.Context, *mcp.CallToolRequest, In) (*mcp.CallToolResult, any, error) { return nil, nil, nil }
func (a *app) setup() {
	a.tool(spec{Name: "list", Desc: "List."}, h)
	a.tool(spec{Name: "get"}, h)
}
`,
		want: []string{
			`"list" mcp.AddTool via (*server.app).tool In=server.In Out=any description="List." lit@12 on a.srv`,
			`"get" mcp.AddTool via (*server.app).tool In=server.In Out=any lit@13 on a.srv`,
		},
	}, {
		name: "a name of the wrapper's own is declared once, inside it",
		src: `package server
import "github.com/modelcontextprotocol/go-sdk/mcp"
func addPing(s *mcp.Server, h mcp.ToolHandler) { s.AddTool(&mcp.Tool{Name: "ping"}, h) }
func run(srv *mcp.Server, h mcp.ToolHandler) {
	addPing(srv, h)
	addPing(srv, h)
}
`,
		// addPing is no wrapper (no parameter reaches the tool's name):
		// the tool is declared once, where addPing registers it, on its
		// own parameter s. Its calls are not registrations of their own,
		// so the two calls on srv are not compared (OMCG0007 is silent
		// there rather than guessing).
		want: []string{`"ping" (*mcp.Server).AddTool lit@3 on s`},
	}, {
		name: "AddTool as a func value is not followed",
		src: `package server
import "github.com/modelcontextprotocol/go-sdk/mcp"
func each(f func(*mcp.Tool, mcp.ToolHandler)) {}
func run(s *mcp.Server) { each(s.AddTool) }
`,
		unfollowed: []string{"(*mcp.Server).AddTool is used as a func value: the tools it is given are not followed"},
	}, {
		// In the receiver of a method call too (the walk this lookup
		// replaced did not enter a called selector); a call of AddTool
		// is not a func value, as an instantiation's is not.
		name: "AddTool as a func value in a called receiver is not followed",
		src: `package server
import "github.com/modelcontextprotocol/go-sdk/mcp"
type runner struct{}
func (runner) Run() {}
func wrap(f func(*mcp.Tool, mcp.ToolHandler)) runner { return runner{} }
func run(s *mcp.Server) { wrap(s.AddTool).Run() }
`,
		unfollowed: []string{"(*mcp.Server).AddTool is used as a func value: the tools it is given are not followed"},
	}} {
		t.Run(tc.name, func(t *testing.T) {
			w := newWorld(t)
			found := w.find("example.com/server", tc.src)
			if got := describe(w.fset, found); !slices.Equal(got, tc.want) {
				t.Errorf("tools:\n got %q\nwant %q", got, tc.want)
			}
			var why []string
			for _, u := range found.Unfollowed {
				why = append(why, u.Why)
			}
			if !slices.Equal(why, tc.unfollowed) {
				t.Errorf("unfollowed:\n got %q\nwant %q", why, tc.unfollowed)
			}
		})
	}
}

// TestWrapperFact holds the summary of an exported wrapper across
// packages: the wrapper's package exports it (gob-encoded, as go vet
// stores facts), and a call in another package declares the tool there.
func TestWrapperFact(t *testing.T) {
	w := newWorld(t)
	lib := w.find("example.com/lib", `package lib
import "github.com/modelcontextprotocol/go-sdk/mcp"
// Register adds a tool named name to s.
func Register[I, O any](s *mcp.Server, name string, h mcp.ToolHandlerFor[I, O]) {
	mcp.AddTool(s, &mcp.Tool{Name: name}, h)
}
`)
	if len(lib.Tools) != 0 {
		t.Errorf("lib declares no tool of its own; got %q", describe(w.fset, lib))
	}
	reg := w.pkgs["example.com/lib"].Scope().Lookup("Register")
	if _, ok := w.facts[reg]; !ok {
		t.Fatalf("no WrapperFact exported for lib.Register")
	}
	found := w.find("example.com/server", `package server
import (
	"context"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"example.com/lib"
)
type In struct{ Q string }
func h(context.Context, *mcp.CallToolRequest, In) (*mcp.CallToolResult, any, error) { return nil, nil, nil }
func run(s *mcp.Server) { lib.Register(s, "find", h) }
`)
	want := []string{`"find" mcp.AddTool via lib.Register In=server.In Out=any lit@9 on s`}
	if got := describe(w.fset, found); !slices.Equal(got, want) {
		t.Errorf("tools:\n got %q\nwant %q", got, want)
	}
}

// TestConvertedToolType holds the tool type found by its converter
// (owntool.go) across packages: the type's package exports the facts of
// the type and of the interface that hides it, and the constructor's
// WrapperFact; a call of the constructor in another package declares a
// tool there. The converter that makes no SDK tool, and the interface
// any package can implement, hold none.
func TestConvertedToolType(t *testing.T) {
	w := newWorld(t)
	lib := w.find("example.com/lib", `package lib
import ("context"; "github.com/modelcontextprotocol/go-sdk/mcp")
type Handler func(ctx context.Context, args map[string]any) (string, error)
type Tool interface { toSDK() (*mcp.Tool, mcp.ToolHandler); ReadOnly(bool) }
type toolImpl struct { name, description string; handler Handler; readOnly bool }
func NewTool(name, description string, h Handler) Tool { return &toolImpl{name: name, description: description, handler: h} }
func (t *toolImpl) ReadOnly(b bool) { t.readOnly = b }
func (t *toolImpl) toSDK() (*mcp.Tool, mcp.ToolHandler) {
	return &mcp.Tool{Name: t.name, Description: t.description}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { t.handler(ctx, nil); return nil, nil }
}
type Server struct{ s *mcp.Server }
func (s *Server) AddTools(tools ...Tool) { for _, t := range tools { tool, h := t.toSDK(); s.s.AddTool(tool, h) } }

type Open interface{ ReadOnly(bool) }
func NewOpen(name string) Open { return &toolImpl{name: name} }

type chatTool struct{ name string }
type chatFunc struct{ Name string }
func (c chatTool) fn() chatFunc { return chatFunc{Name: c.name} }
func NewChat(name string) chatFunc { return chatTool{name: name}.fn() }
`)
	if got := describe(w.fset, lib); len(got) != 0 {
		t.Errorf("lib declares no tool of its own; got %q", got)
	}
	scope := w.pkgs["example.com/lib"].Scope()
	for name, want := range map[string]bool{"Tool": true, "toolImpl": true, "NewTool": true, "Open": false, "NewOpen": false, "chatTool": false, "NewChat": false} {
		if _, ok := w.facts[scope.Lookup(name)]; ok != want {
			t.Errorf("fact of lib.%s exported: %v, want %v", name, ok, want)
		}
	}
	app := w.find("example.com/app", `package app
import "example.com/lib"
func search() lib.Tool { return lib.NewTool("search", "Search.", nil) }
func run(s *lib.Server) {
	s.AddTools(search(), lib.NewTool("get", "Get.", nil))
	lib.NewOpen("open")
	lib.NewChat("chat")
}
`)
	want := []string{
		`"search" own tool type lib.toolImpl via lib.NewTool description="Search." lit@3`,
		`"get" own tool type lib.toolImpl via lib.NewTool description="Get." lit@5`,
	}
	if got := describe(w.fset, app); !slices.Equal(got, want) {
		t.Errorf("tools:\n got %q\nwant %q", got, want)
	}
}
