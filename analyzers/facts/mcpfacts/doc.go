// Package mcpfacts is the pass every mcpvet analyzer builds on: it finds
// the MCP tools a package declares and registers, and computes their
// schemas with mcpvet's rules.
//
// # What is a tool
//
// A tool is found where its name is given:
//
//   - a //mcp:tool directive on a func (registered by the generated
//     mcpvet_gen.go);
//   - a registration call of the go-sdk (mcp.AddTool, (*mcp.Server).AddTool),
//     of mcpvet's runtime (runtime.AddTool) or of mark3labs mcp-go
//     ((*server.MCPServer).AddTool, AddTools, SetTools) with a tool built
//     in place;
//   - a mark3labs mcp.NewTool call;
//   - a call of a wrapper: a function of the server's own registration
//     layer (see below);
//   - a literal of a server's own tool type, a struct that mirrors MCP's
//     Tool (Name, InputSchema, annotations with MCP's hints), wherever it
//     is written;
//   - a call of mcpvet's runtime.Tool, with In and Out from the call.
//
// Each registration is also recorded (Result.Registrations) with the
// server variable it adds to and the places it runs through, so that
// OMCG0007 compares only tools that are registered on one server on paths
// that can both run; a tool that is built but never registered here (a
// constructor's result put into a collection) is listed, not compared.
//
// For each it records the name and where it can be changed, the
// filled-in and argument parameters and the result form of a directive
// tool (docs/tools.md), and the input and output schemas by mcpvet's rules
// with every problem the rules found, located at the field at fault when
// the field is declared in the package. For mcp.AddTool tools it also
// records where the SDK's own inference would panic or write a schema that
// disagrees with encoding/json ([mcptool.SDKFinding], from schema/sdkdialect). The
// calls inside mcpvet_gen.go are not tools of their own: they register the
// directive tools, already listed.
//
// For a mark3labs mcp-go tool it folds the input and output schemas
// mcp-go writes from the tool's options (internal/toolcalls; the model is
// schema/mcpgodialect, held against the real library): mcptool.Tool.MCPGo says
// which release is modelled and what could not be folded, and
// InputSchemaJSON and OutputSchemaJSON hold the schemas.
//
// # Structure
//
// The pass is split by concern into packages with narrow APIs; this one
// only runs them in order and holds the [Result] and the [Listing]:
//
//   - internal/directive parses //mcp: lines and works out what each is
//     attached to (directive.Scan, directive.Placed);
//   - internal/typefacts collects and exports the type facts (enums, doc
//     comments) that shape a schema;
//   - mcptool is the tool model: [mcptool.Tool], its registrations and
//     located problems (what every code analyzer reads);
//   - mcpresource is the resource and prompt model, and reads the
//     //mcp:resource and //mcp:prompt funcs and the package's MCP Apps;
//   - internal/toolcalls is the interpreter of the registration layer:
//     it follows values from calls of the SDKs, of mcpvet's runtime and
//     of wrappers to the tools and SDK resources they register, with the
//     mcp-go option and invopop folds, own tool types, wrapper facts and
//     the containment of registrations;
//   - internal/toolschema computes a tool's schemas by mcpvet's rules and
//     the go-sdk's findings, located in the source;
//   - internal/knowledge holds what mcpvet knows of the libraries it reads: import paths, types, functions.
//
// The directive tools are made here (directives), since they need only
// the placed directive and its func.
//
// Wrappers are followed the way the printf checker follows printf
// wrappers (internal/toolcalls says how): at each call of a function of
// the server's own registration layer, the tool is declared there, with
// the arguments folded in. A registration whose tool cannot be followed
// is recorded in Result.Unfollowed with the reason, never guessed at.
//
// # Cost and robustness
//
// go vet runs every analyzer on every dependency, so a package that
// imports nothing MCP and has no //mcp: line only exports its facts. The
// pass runs on packages with type errors too (gopls does): a tool whose
// input or output does not type-check is marked [mcptool.Tool.IllTyped] and its
// schemas are not judged. A panic inside the pass is turned into an error
// for the one package (passutil.Guard).
package mcpfacts
