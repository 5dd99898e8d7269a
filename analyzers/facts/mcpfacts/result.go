package mcpfacts

import (
	"go/ast"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/directive"
	"github.com/mcpvet/mcpvet/analyzers/model/mcpresource"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
	"github.com/mcpvet/mcpvet/runtime/schema"
	"github.com/mcpvet/mcpvet/schema/mcpgodialect"
	"github.com/mcpvet/mcpvet/schema/sdkdialect"
	"github.com/mcpvet/mcpvet/schema/typesview"
)

// Result is what mcpfacts hands every code analyzer.
type Result struct {
	Tools []*mcptool.Tool
	// Directives are all //mcp: lines of the package, parsed, including
	// misplaced ones.
	Directives []*directive.Placed
	// Facts answers enum and doc questions for this package's types and
	// for those of every package it imports.
	Facts schema.Facts
	// Local is the fact table of this package alone.
	Local *schema.FactTable
	// View is the go/types adapter used for the schemas, so analyzers
	// computing further schemas share its caches.
	View *typesview.View
	// JSONSchema is the line of the jsonschema-go release the package's
	// build resolves, with which the go-sdk infers its tools' schemas
	// (the newest when not known).
	JSONSchema sdkdialect.Release
	// OwnSchemaPackage: the go-sdk's tools take its own jsonschema
	// package's schemas (its v0.x releases), whose JSON writes the
	// schema that validates nothing as {"not":{}} (sdkdialect.OwnPackage).
	OwnSchemaPackage bool
	// GenFile is this package's generated file, if it has one.
	GenFile *ast.File
	// Registrations are the places where the package registers a tool on
	// a server, in source order (directive tools excepted: the generated
	// file registers them).
	Registrations []*mcptool.Registration
	// Unfollowed are the registrations whose tool mcpvet cannot follow,
	// in source order: counted and listed, not guessed at.
	Unfollowed []mcptool.Unfollowed
	// SDKResources are the resources, templates and prompts the package
	// gives the SDKs' own calls, in source order (package mcpresource).
	SDKResources []*mcpresource.SDKResource
	// Resources and Prompts are the //mcp:resource and //mcp:prompt funcs
	// the generated file registers, in source order (package mcpresource).
	Resources []*mcpresource.Resource
	Prompts   []*mcpresource.Prompt
	// LocalApps are the ui:// resources this package declares (with
	// //mcp:resource, or (*mcp.Server).AddResource and a constant URI);
	// ImportedApps those of the packages it imports (AppResourceFacts),
	// each sorted. AppsUnknown: this package or one it imports registers
	// a resource whose URI is not a constant, which may be any App.
	LocalApps, ImportedApps []string
	AppsUnknown             bool
	// Servers are the servers the package creates (mcp.NewServer,
	// server.NewMCPServer), in source order, with their instructions.
	Servers []*mcpresource.SDKServer
	// MCPGo is the mcp-go release the package builds with, as its code
	// reads (analyzers/internal/model/mcpgocode); MCPGoErr says why it is not
	// known (the package does not use mcp-go, or its code is beyond the
	// reader).
	MCPGo    mcpgodialect.Release
	MCPGoErr error
}
