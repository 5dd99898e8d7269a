package toolcalls

import (
	"github.com/mcpvet/mcpvet/schema/sdkdialect"
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/substrate/astflow"

	"github.com/mcpvet/mcpvet/analyzers/model/mcpresource"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
	"github.com/mcpvet/mcpvet/runtime/schema"
	"github.com/mcpvet/mcpvet/schema/mcpgodialect"
	"github.com/mcpvet/mcpvet/schema/typesview"
)

// Found is what Find fills in, with what it reads.
type Found struct {
	// Tools are the package's tools: on entry those its directives
	// declare, on return with the tools its calls and literals declare,
	// the directive tools first, then the others in source order.
	Tools []*mcptool.Tool
	// Registrations, Unfollowed and SDKResources are as in mcpfacts'
	// Result, in source order.
	Registrations []*mcptool.Registration
	Unfollowed    []mcptool.Unfollowed
	SDKResources  []*mcpresource.SDKResource
	// Servers are the servers the package creates (mcp.NewServer,
	// server.NewMCPServer), in source order.
	Servers []*mcpresource.SDKServer

	// View, Facts, GenFile and Flow are read: the pass's go/types
	// adapter, the type facts of the package and its imports, its
	// mcpvet_gen.go (whose calls register tools listed already), and
	// its syntax index (analyzers/substrate/astflow), which the interpreter reads
	// assignments, calls and enclosing functions from.
	View    *typesview.View
	Facts   schema.Facts
	GenFile *ast.File
	Flow    *astflow.Index
	// MCPGo and MCPGoErr are read too: the mcp-go release the package
	// builds with, as its code reads (analyzers/internal/model/mcpgocode), or
	// why it is not known.
	MCPGo    mcpgodialect.Release
	MCPGoErr error
	// JSONSchema is the line of the jsonschema-go release the package's
	// build resolves: jsonschema.For[T]() in the code infers as it does.
	JSONSchema sdkdialect.Release
}

// FactTypes are the facts Find exports and reads, for the Analyzer's
// FactTypes.
func FactTypes() []analysis.Fact {
	return []analysis.Fact{new(WrapperFact), new(ToolTypeFact), new(RecoversFact), new(ToolVarFact)}
}

// Prepare reads the facts of the package's imports and exports the
// ToolTypeFacts of its own tool types. throughCalls reports whether the
// package may declare tools through calls without importing an MCP
// library: it imports a package with wrappers or own tool types, or
// declares a tool type of its own. wrapperPkgs are the packages with
// wrappers, for Find. Not for the standard library.
func Prepare(pass *analysis.Pass) (wrapperPkgs map[*types.Package]bool, throughCalls bool) {
	wrapperPkgs = map[*types.Package]bool{}
	toolTypePkgs := map[*types.Package]bool{}
	for _, f := range pass.AllObjectFacts() {
		switch f.Fact.(type) {
		case *WrapperFact, *ToolVarFact:
			wrapperPkgs[f.Object.Pkg()] = true
		case *ToolTypeFact:
			toolTypePkgs[f.Object.Pkg()] = true
		}
	}
	ownToolTypes := exportToolTypes(pass)
	return wrapperPkgs, ownToolTypes || importsAny(pass.Pkg, wrapperPkgs) || importsAny(pass.Pkg, toolTypePkgs)
}

// Find finds the tools and the SDK resources that the package's calls
// and literals declare, following values through variables, fields,
// collections and wrappers, and records the registrations. Outside the
// standard library (std false) it marks the tools whose registration is
// contained and exports the facts of the package's wrappers.
func Find(pass *analysis.Pass, found *Found, wrapperPkgs map[*types.Package]bool, std bool) {
	f := newFinder(pass, found, wrapperPkgs)
	f.calls()
	f.resources()
	if !std {
		newContainment(pass, found.Flow, f.callsIn).mark(found.Tools)
		f.exportFacts()
		f.exportConvertedToolTypes()
	}
}
