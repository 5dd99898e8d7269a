package mcptool

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"path/filepath"
	"slices"
	"strings"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/directive"
	"github.com/mcpvet/mcpvet/runtime/schema"
	"github.com/mcpvet/mcpvet/schema/sdkdialect"
)

// Style is the registration a call makes, or the tool value it builds
// (Call.Style).
type Style int

const (
	// SDKAddTool: the go-sdk's generic mcp.AddTool; the SDK infers the
	// schemas from In and Out.
	SDKAddTool Style = iota + 1
	// SDKServerAddTool: (*mcp.Server).AddTool; the caller supplies the
	// schemas.
	SDKServerAddTool
	// RuntimeAddTool: mcpvet's runtime.AddTool, the reflection quick path.
	RuntimeAddTool
	// MarkNewTool: github.com/mark3labs/mcp-go's mcp.NewTool.
	MarkNewTool
	// MarkTool: a mark3labs mcp.Tool value built as a composite literal,
	// added with (*server.MCPServer).AddTool or AddTools or built by a
	// wrapper.
	MarkTool
	// SDKTool: a go-sdk mcp.Tool value built through a wrapper (a
	// constructor such as func NewTool(tool mcp.Tool, ...) ServerTool)
	// and registered where mcpvet cannot follow it, typically in a loop
	// over a collection.
	SDKTool
	// RuntimeTool: mcpvet's runtime.Tool, the quick path for a plain
	// func(ctx, In) (Out, error); its schemas are mcpvet's, from In and
	// Out.
	RuntimeTool
	// OwnTool: a value of a server's own tool type (a struct whose
	// fields mirror MCP's Tool, ToolTypeFact), converted to the SDK's
	// where mcpvet cannot see: a literal (OwnLiteral), or one a wrapper
	// builds (Call.OwnType names the type).
	OwnTool
)

func (s Style) String() string {
	switch s {
	case SDKAddTool:
		return "mcp.AddTool"
	case SDKServerAddTool:
		return "(*mcp.Server).AddTool"
	case RuntimeAddTool:
		return "runtime.AddTool"
	case MarkNewTool:
		return "mark3labs mcp.NewTool"
	case MarkTool:
		return "mark3labs mcp.Tool"
	case SDKTool:
		return "mcp.Tool"
	case RuntimeTool:
		return "runtime.Tool"
	case OwnTool:
		return "own tool type"
	}
	return "unknown"
}

// Dialect says who writes a tool's schemas.
type Dialect int

const (
	// NoDialect: the schemas are given by the caller (or not at all).
	NoDialect Dialect = iota
	// MCPVet: mcpvet's rules (directives, runtime.AddTool).
	MCPVet
	// SDK: the go-sdk's inference (google/jsonschema-go).
	SDK
	// MCPGo: mark3labs mcp-go, from the tool's options (Tool.MCPGo).
	MCPGo
)

// ResultForm is the shape of a directive tool's results: the schema
// package's classification (docs/tools.md, "Result forms"), which the
// runtime applies too.
type ResultForm = schema.ResultForm

const (
	ResultInvalid    = schema.FormInvalid
	ResultNone       = schema.FormNone
	ResultText       = schema.FormText
	ResultContent    = schema.FormContent
	ResultCallResult = schema.FormCallResult
	ResultTyped      = schema.FormTyped
	ResultJSONText   = schema.FormJSONText
	ResultEnumText   = schema.FormEnumText
	ResultStructured = schema.FormStructured
)

// Tool is one MCP tool found in the package: what it lists (name, title,
// description, annotations, the schemas of In and Out), its handler and
// its registrations, whatever declares it. Where and how it is declared
// is its Origin.
type Tool struct {
	// Origin is where the tool is declared: a *Directive, a *Call, an
	// *OwnLiteral or a *Route.
	Origin  Origin
	Dialect Dialect

	// Name is the tool's name when it is known statically; NameKnown is
	// false when the expression could not be folded.
	Name      string
	NameKnown bool
	// NamePos..NameEnd is what the user must change to change the name:
	// the string literal, the constant, the directive token, or the func
	// name for a derived directive name.
	NamePos, NameEnd token.Pos
	// NameLit is the string literal the name comes from, when there is
	// one in this package (a suggested fix edits it).
	NameLit *ast.BasicLit
	// NameDerived is set when a directive tool's name comes from its func.
	NameDerived bool

	// Pos is where the tool is declared: the call, the literal or the
	// directive.
	Pos token.Pos
	End token.Pos
	// Enclosing is the function the tool is declared in: the directive's
	// func, or the function the call or literal is written in.
	Enclosing *types.Func

	// Handler is the handler the user wrote, when the call gives one; for
	// a tool declared in a method of a type whose other method is its
	// handler, the name in that method's declaration.
	Handler ast.Expr
	// HandlerFactory, when no expression of the package is the handler,
	// is the function whose result is: a method of the value a caller
	// gives a wrapper that registers i.Handler() (Register(s,
	// &impl.Read{…}) runs (*impl.Read).Handler's result).
	HandlerFactory *types.Func
	// Title and Description are the tool's title and description where
	// they are constants ("" otherwise); Annotations its behaviour hints
	// written as constants (nil when it gives none mcpvet can fold).
	Title, Description string
	Annotations        *Annotations
	// Registrations are the places of this package that register the
	// tool on a server: one for a registration call, none for a tool
	// built by a constructor and registered where mcpvet cannot follow
	// (a loop over a collection, another package), nor for a directive
	// tool (the generated file registers it).
	Registrations []*Registration

	// In and Out are the argument and result types; Out is nil when the
	// tool has no structured result.
	In, Out types.Type
	// Input and Output are the schemas in mcpvet's dialect (what
	// encoding/json really reads and writes); nil when not computed.
	Input, Output *schema.Schema
	// Problems are what the rules found in In and Out.
	Problems []Problem
	// InferredBySDK: the go-sdk's generic mcp.AddTool registers the tool,
	// made by a helper of the package (mcp.AddTool(s, meta("x"), h)),
	// and infers its schemas from In and Out as it does for a tool the
	// call itself declares (SDKInfers).
	InferredBySDK bool
	// InputSchemaGiven and OutputSchemaGiven: the *mcp.Tool passed sets
	// that schema (mcp.AddTool then infers only the other one).
	InputSchemaGiven, OutputSchemaGiven bool
	// InputSchemaJSON and OutputSchemaJSON are those given schemas folded
	// from their literals (JSON), nil where a part is not a constant.
	InputSchemaJSON, OutputSchemaJSON []byte
	// MCPGo is, for a mark3labs tool built with mcp.NewTool, how mcpvet
	// folded the input schema mcp-go writes from its options (the schema
	// itself is InputSchemaJSON); nil for other tools.
	MCPGo *MCPGoSchema
	// SDK holds, for mcp.AddTool tools, what the go-sdk's own inference
	// does with In and Out: where it panics and where its schema lies.
	SDK []SDKFinding
	// Contained says why a panic of its registration is not a start-up
	// panic of the server (only tests register it, or the registration
	// recovers); the start-up codes leave such a tool alone.
	Contained Contained
	// IllTyped: In or Out does not type-check (the package has type
	// errors, as it often has in an editor). Its schemas are not judged:
	// Problems and SDK are empty.
	IllTyped bool
}

// Origin is where a tool is declared: one of *Directive, *Call,
// *OwnLiteral and *Route. A code that reads what only one origin has asks
// for it (Tool.Directive, Tool.Call, Tool.Route) or switches on the type.
type Origin interface {
	// String says how the tool is declared, for messages and listings:
	// "//mcp:tool", "mcp.AddTool", "own tool type api.Tool", "route".
	String() string
	origin()
}

// Directive is the origin of a //mcp:tool func, registered by the
// generated file: the func, its directive lines and its parameters and
// results sorted as docs/tools.md says.
type Directive struct {
	Decl      *ast.FuncDecl
	Func      *types.Func
	Directive *directive.Directive
	Params    []*directive.Directive // //mcp:param lines
	// ContextParams and RequestParams count the filled-in parameters.
	ContextParams, RequestParams []*ast.Field
	// ArgParams are the parameters that become arguments, in order.
	ArgParams []*types.Var
	Results   ResultForm
	// ResultsPos is the result list, or the func name when there is none.
	ResultsPos token.Pos
}

// Call is the origin of a tool declared by a call in this package: a
// registration (of the go-sdk, mcpvet's runtime, mark3labs mcp-go), a
// constructor of a tool value (mark3labs mcp.NewTool), or a call of a
// wrapper of those.
type Call struct {
	// Style is the registration made, or the tool value built; through
	// a wrapper, the one the wrapper makes.
	Style Style
	// Call is the call in this package that declares the tool.
	Call *ast.CallExpr
	// ServerExpr is the server expression of a registration call; Server
	// the variable holding the server value the tool is added to, when
	// the expression is one (a local, a parameter, a package variable,
	// or a field selected from one of those).
	ServerExpr ast.Expr
	Server     types.Object
	// ToolLit is the mcp.Tool literal the call is given, in place or
	// through a local variable declared with it; nil when not found.
	ToolLit *ast.CompositeLit
	// Via is the wrapper the tool is declared through: the function of
	// the server's own registration layer called at Call (an AddTool of
	// its own, a constructor such as NewTool or MustTool), nil where the
	// code calls the SDK itself.
	Via *types.Func
	// OwnType names the server's own tool type the wrapper builds, for
	// Style OwnTool: "api.Tool".
	OwnType string
}

// OwnLiteral is the origin of a literal of a server's own tool type (a
// struct that mirrors MCP's Tool, ToolTypeFact), wherever it is written.
type OwnLiteral struct {
	// Type names the type: "api.Tool".
	Type string
}

func (*Directive) origin()  {}
func (*Call) origin()       {}
func (*OwnLiteral) origin() {}

func (*Directive) String() string { return "//mcp:tool" }

func (c *Call) String() string {
	if c.Style == OwnTool {
		return "own tool type " + c.OwnType
	}
	return c.Style.String()
}

func (o *OwnLiteral) String() string { return "own tool type " + o.Type }

// Directive is the tool's origin when it is a //mcp:tool func, else nil.
func (t *Tool) Directive() *Directive {
	d, _ := t.Origin.(*Directive)
	return d
}

// Call is the tool's origin when a call declares it, else nil.
func (t *Tool) Call() *Call {
	c, _ := t.Origin.(*Call)
	return c
}

// Style is the registration a call declaring the tool makes (Call.Style),
// OwnTool for a literal of an own tool type, and 0 for a directive tool.
func (t *Tool) Style() Style {
	switch o := t.Origin.(type) {
	case *Call:
		return o.Style
	case *OwnLiteral:
		return OwnTool
	}
	return 0
}

// SDKInfers reports whether the go-sdk's generic mcp.AddTool infers the
// tool's schemas from In and Out: the tool an mcp.AddTool call declares,
// or one a helper makes and such a call registers (InferredBySDK).
func (t *Tool) SDKInfers() bool {
	return t.Style() == SDKAddTool || t.InferredBySDK
}

// Via is the wrapper a call declares the tool through, nil where there is
// none (and for directives and own literals).
func (t *Tool) Via() *types.Func {
	if c := t.Call(); c != nil {
		return c.Via
	}
	return nil
}

// RegisteredHandlers are the handler expressions of this package the
// tool runs: the one its declaration gives, then each distinct one its
// registrations give (Registration.Handler). An mcp-go tool declared by
// mcp.NewTool has only the second kind.
func (t *Tool) RegisteredHandlers() []ast.Expr {
	var out []ast.Expr
	if t.Handler != nil {
		out = append(out, t.Handler)
	}
	for _, r := range t.Registrations {
		if r.Handler != nil && !slices.Contains(out, r.Handler) {
			out = append(out, r.Handler)
		}
	}
	return out
}

// Annotations are the behaviour hints of a tool (ToolAnnotations), each
// nil when it is not given as a constant.
type Annotations struct {
	ReadOnly, Destructive, Idempotent, OpenWorld *bool
}

// Registration is one place where the package registers a tool on a
// server, directly or through a wrapper.
type Registration struct {
	// Tool is the tool registered, when it is declared in this package;
	// nil for a tool declared by a function of another package (its
	// name is then Name, and DeclaredAt says where it is declared:
	// import/path/file.go:LINE).
	Tool       *Tool
	Name       string
	NameKnown  bool
	DeclaredAt string
	// Call is the call of this package that registers: the SDK's, or
	// that of the wrapper Via.
	Call *ast.CallExpr
	Via  *types.Func
	// Handler is the handler expression of this package the registration
	// gives: the second argument of mcp-go's s.AddTool(tool, h) as
	// written, the handler value of another SDK call, or the argument of
	// Call that the wrapper Via registers as the handler unchanged
	// (filter.AddTool(s, tool, h)); nil when none is in sight.
	Handler ast.Expr
	// Server is the variable the server is read from (s for s, a for
	// a.srv: a local, a parameter, a receiver, a package-level variable),
	// nil when it is not read from a variable; ServerPath the fields
	// selected from it (["srv"] for a.srv); ServerExpr the expression of
	// this package it is read from. A registration through a wrapper
	// that takes the server from its caller has the caller's variable;
	// one on a server the wrapper creates has none.
	Server     types.Object
	ServerPath []string
	ServerExpr ast.Expr
	// Enclosing is the function Call is written in.
	Enclosing *types.Func
	// Sites are the places of this package the registration runs through:
	// Call, and where the tool was put into the collection it is taken
	// from (a slice literal's element, an append). Two registrations one
	// of whose sites is in one branch of an if or switch and one in
	// another cannot both run.
	Sites []token.Pos
	// Alternative is non-zero when the tool is one of several that the
	// code picks between at Call (a variable assigned in both branches
	// of an if): registrations with the same non-zero Alternative never
	// both run.
	Alternative int
}

// DeclaredAt is how a tool declared at pos in pkg is named to the
// packages that register it (Registration.DeclaredAt): import/path/file.go:LINE.
// It carries the package's path so that a listing of the packages that
// register the tool finds the one that declares it.
func DeclaredAt(fset *token.FileSet, pkg *types.Package, pos token.Pos) string {
	p := fset.Position(pos)
	return fmt.Sprintf("%s/%s:%d", pkg.Path(), filepath.Base(p.Filename), p.Line)
}

// DeclaredIn is the import path of the package a DeclaredAt names.
func DeclaredIn(at string) string {
	return at[:max(0, strings.LastIndex(at, "/"))]
}

// Unfollowed is a registration whose tool mcpvet cannot follow: the
// tools it registers are not known at this place (a loop over tools
// that come from an interface, a parameter of a func literal, the SDK's
// AddTool used as a func value). It is listed, never guessed at.
type Unfollowed struct {
	Pos, End token.Pos
	// Via is the wrapper called there, nil for the SDK's own AddTool.
	Via *types.Func
	// Why says what could not be followed.
	Why string
}

// SDKFinding is an sdkdialect finding located in the source.
type SDKFinding struct {
	sdkdialect.Finding
	// Pos and End point at the field at fault when it is in this package,
	// else at the handler.
	Pos, End token.Pos
	Field    *ast.Field
}

// Problem is a schema problem located in the source.
type Problem struct {
	schema.Problem
	Direction schema.Direction
	// Pos and End point at the field at fault when it is in this package,
	// else at the tool's declaration.
	Pos, End token.Pos
	// Field is the struct field at fault in this package, if any.
	Field *ast.Field
}

// MCPGoSchema is how mcpvet folded the input schema of an mcp-go tool.
type MCPGoSchema struct {
	// Release is the mcp-go version modelled ("v1.2.1"), "" when the
	// module's version is not one mcpvet follows (Unfollowed says so).
	Release string
	// Unfollowed says why the schema is not known ("" when it is).
	Unfollowed string
	// Left are the values left out of the schema because they are not
	// constants: "properties.q.description: a call of fmt.Sprintf".
	Left []string
	// Err is set when mcp-go cannot marshal the tool at all.
	Err error
	// Properties are the properties the options add, in option order.
	Properties []MCPGoProperty
}

// MCPGoProperty is one property an mcp-go option adds.
type MCPGoProperty struct {
	Name string
	// Func is the option: "WithArray".
	Func string
	// Call is the option's call when it is in this package (nil when a
	// function of another package builds it).
	Call *ast.CallExpr
	// Items: the property's options give it an items schema.
	Items bool
}

// Contained says why a tool's registration is not the server's start-up:
// a panic there (an In type jsonschema-go refuses, a schema AddTool
// rejects) does not take the server down.
type Contained int

const (
	// NotContained: the registration runs when the server starts, as
	// far as mcpvet can tell.
	NotContained Contained = iota
	// TestOnly: the registration is written in a _test.go file.
	TestOnly
	// Recovered: the registration runs under a deferred recover (in the
	// function it is written in, or in the wrapper it goes through).
	Recovered
	// Unreached: the registration is written in a function of the
	// package's own files that none of its entry points reaches
	// (ReachedFuncs): only tests call it, or nothing does. Outside
	// package main an exported function is an entry point.
	Unreached
)

func (c Contained) String() string {
	switch c {
	case TestOnly:
		return "only test code registers it"
	case Recovered:
		return "its registration recovers the panic"
	case Unreached:
		return "only test code, or no code, calls the function that registers it"
	}
	return ""
}

// FuncName is how a function is named in messages and listings:
// pkg.Func, pkg.T.Method or (*pkg.T).Method.
func FuncName(fn *types.Func) string {
	name := fn.Name()
	if fn.Pkg() != nil {
		name = fn.Pkg().Name() + "." + name
	}
	if sig, ok := fn.Type().(*types.Signature); ok && sig.Recv() != nil {
		t := sig.Recv().Type()
		ptr := ""
		if p, ok := types.Unalias(t).(*types.Pointer); ok {
			t, ptr = p.Elem(), "*"
		}
		if n, ok := types.Unalias(t).(*types.Named); ok {
			pkg := ""
			if n.Obj().Pkg() != nil {
				pkg = n.Obj().Pkg().Name() + "."
			}
			if ptr != "" {
				return "(*" + pkg + n.Obj().Name() + ")." + fn.Name()
			}
			return pkg + n.Obj().Name() + "." + fn.Name()
		}
	}
	return name
}
