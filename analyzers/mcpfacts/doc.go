// Package mcpfacts is the fact pass every mcpvet analyzer requires: it
// finds the MCP tools a package declares, computes their schemas once, and
// hands them to the per-code analyzers as its result. It reports nothing.
//
// # What it finds
//
// A [Tool] is one of:
//
//   - a func or method whose doc comment ends with a //mcp:tool line
//     ([Directive]), registered by the generated mcpvet_gen.go;
//   - a call of the go-sdk's mcp.AddTool ([SDKAddTool]), whose schemas the
//     SDK infers from In and Out, or of (*mcp.Server).AddTool
//     ([SDKServerAddTool]), whose schemas the caller gives;
//   - a call of mcpvet's runtime.AddTool ([RuntimeAddTool]), the reflection
//     path with mcpvet's rules;
//   - a call of github.com/mark3labs/mcp-go's mcp.NewTool ([MarkNewTool]),
//     of which only the name is checked.
//
// For each it records the name and where it can be changed, the
// filled-in and argument parameters and the result form of a directive
// tool (docs/tools.md), and the input and output schemas by mcpvet's rules
// with every problem the rules found, located at the field at fault when
// the field is declared in the package. For mcp.AddTool tools it also
// records where the SDK's own inference would panic or write a schema that
// disagrees with encoding/json ([SDKFinding], from schema/sdkdialect). The
// calls inside mcpvet_gen.go are not tools of their own: they register the
// directive tools, already listed.
//
// # Facts
//
// Reflection cannot list a type's constants or read its doc comments, yet
// both shape a schema (enums, descriptions). mcpfacts collects them from
// the source of every package outside the standard library and exports
// them as one [PackageFacts] per package, so that a tool in one package
// gets the enums and docs of types declared in another. The doc comments
// of other modules are not exported, only their enums: a fact is copied
// into the vet data of every dependent package, and whole documented
// modules made go vet measurably slower. [Result.Facts] answers for the
// package and everything it imports; the generated file carries the same
// table to the runtime.
//
// # Cost and robustness
//
// go vet runs every analyzer on every dependency, so a package that
// imports nothing MCP and has no //mcp: line only exports its facts. The
// pass runs on packages with type errors too (gopls does): a tool whose
// input or output does not type-check is marked [Tool.IllTyped] and its
// schemas are not judged. A panic inside the pass is turned into an error
// for the one package (passutil.Guard).
package mcpfacts
