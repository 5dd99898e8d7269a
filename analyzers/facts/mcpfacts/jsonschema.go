package mcpfacts

import (
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/schema/sdkdialect"
)

// JSONSchemaVersion is the package fact of jsonschema-go's jsonschema
// package: the version of the module it is in, as the build resolves it
// ("" when not known: a vendored or replaced copy). The go-sdk infers a
// tool's schemas with that release, and its lines infer differently
// (sdkdialect.Release).
type JSONSchemaVersion struct{ Version string }

func (*JSONSchemaVersion) AFact() {}

func (f *JSONSchemaVersion) String() string { return "jsonschema-go " + f.Version }

// jsonSchemaModule is the module of knowledge.JSONSchemaGoPath.
var jsonSchemaModule = strings.TrimSuffix(knowledge.JSONSchemaGoPath, "/jsonschema")

// exportJSONSchemaVersion gives jsonschema-go's package its version
// fact, read where the package is analyzed (go vet analyzes every
// dependency): from the module cache directory its files are in, or the
// module the driver names. The go-sdk's mcp package passes it on as its
// own: a package fact is read only by the packages that import its
// package, and a server imports the SDK, not jsonschema-go.
func exportJSONSchemaVersion(pass *analysis.Pass) {
	switch pass.Pkg.Path() {
	case knowledge.JSONSchemaGoPath:
		v := ""
		for _, f := range pass.Files {
			if v = knowledge.ModuleVersion(pass.Fset.File(f.FileStart).Name(), jsonSchemaModule); v != "" {
				break
			}
		}
		if v == "" && pass.Module != nil && pass.Module.Path == jsonSchemaModule {
			v = pass.Module.Version
		}
		pass.ExportPackageFact(&JSONSchemaVersion{Version: v})
	case knowledge.SDKPath:
		if f, ok := importedJSONSchemaVersion(pass); ok {
			pass.ExportPackageFact(f)
		}
	}
}

// importedJSONSchemaVersion is the version fact of the package's import
// of jsonschema-go or of the go-sdk's mcp package.
func importedJSONSchemaVersion(pass *analysis.Pass) (*JSONSchemaVersion, bool) {
	for _, imp := range pass.Pkg.Imports() {
		if p := imp.Path(); p == knowledge.JSONSchemaGoPath || p == knowledge.SDKPath {
			f := new(JSONSchemaVersion)
			if pass.ImportPackageFact(imp, f) {
				return f, true
			}
		}
	}
	return nil, false
}

// jsonSchemaRelease is the line of the jsonschema-go release the
// package's build resolves, by the version fact of its import of the
// go-sdk (or of jsonschema-go); the newest line when there is none.
func jsonSchemaRelease(pass *analysis.Pass) (r sdkdialect.Release, ownPackage bool) {
	if f, ok := importedJSONSchemaVersion(pass); ok {
		return sdkdialect.ReleaseOf(f.Version), false
	}
	if sdkOwnSchema(pass.Pkg) {
		return sdkdialect.Release02, true
	}
	return sdkdialect.Release04, false
}

// sdkOwnSchema reports whether pkg imports a go-sdk whose tools take
// the schema type of its own jsonschema package (its v0.x releases,
// before jsonschema-go was split off from it): mcp.Tool's InputSchema
// is a *jsonschema.Schema of the SDK's module. No version fact comes
// from there, and that package infers as jsonschema-go's line before
// v0.3 does.
func sdkOwnSchema(pkg *types.Package) bool {
	for _, imp := range pkg.Imports() {
		if imp.Path() != knowledge.SDKPath {
			continue
		}
		tn, ok := imp.Scope().Lookup("Tool").(*types.TypeName)
		if !ok {
			return false
		}
		st, ok := tn.Type().Underlying().(*types.Struct)
		if !ok {
			return false
		}
		for f := range st.Fields() {
			if f.Name() == "InputSchema" {
				p, _ := knowledge.Named(knowledge.Deref(f.Type()))
				return p == knowledge.SDKJSONSchemaPath
			}
		}
	}
	return false
}
