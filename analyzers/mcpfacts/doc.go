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
// disagrees with encoding/json ([SDKFinding], from schema/sdkdialect). The
// calls inside mcpvet_gen.go are not tools of their own: they register the
// directive tools, already listed.
//
// For a mark3labs mcp-go tool it folds the input and output schemas
// mcp-go writes from the tool's options (mcpgo.go; the model is
// schema/mcpgodialect, held against the real library): Tool.MCPGo says
// which release is modelled and what could not be folded, and
// InputSchemaJSON and OutputSchemaJSON hold the schemas.
//
// # Wrappers
//
// Servers of some size rarely call the SDK where they name a tool: they
// write a layer of their own. mcpfacts follows it the way the printf
// checker follows printf wrappers. A function whose parameters reach the
// name of a tool it registers or returns (directly, through a struct it
// returns, or through another wrapper), or whose type parameters become In
// and Out of a generic registration, is summarized: which parameter
// supplies the tool, its name, title, description, annotations and
// schemas, the server, the handler. At each call of the function the tool
// is declared there, the arguments folded in: its name and the position of
// the literal the user wrote, In and Out from the instantiation, so every
// check applies at the call. Tool.Via names the wrapper. The layers this
// covers include:
//
//   - a generic forwarding wrapper, func AddTool[In, Out any](r *Registry,
//     spec ToolSpec, h mcp.ToolHandlerFor[In, Out]), called with a spec
//     literal;
//   - constructors into a collection, func NewTool[In, Out any](tool
//     mcp.Tool, h ...) ServerTool, whose results are registered later in
//     a loop (s.AddTool(&st.Tool, st.Handler));
//   - mark3labs typed wrappers, func MustTool[T, R any](name, description
//     string, fn ..., opts ...mcp.ToolOption) Tool, with the options folded;
//   - a server's own tool type converted in a loop, for _, t := range tools
//     { s.AddTool(toSDK(t), handler(t)) }, called with a slice literal.
//
// Values are followed through composite literals, variables (every
// assignment counts), struct fields, slices built in place or by append,
// range loops, mark3labs options, factories passed as func values, and the
// results of functions of this package; the summaries of exported
// functions cross packages as WrapperFacts (only for functions that take
// part of a tool from their callers, or that return a tool their package
// declares).
//
// # What is not followed
//
// A registration whose tool cannot be followed (tools that come from an
// interface method, a parameter of a func literal, a collection returned
// by another package; the SDK's AddTool used as a func value) is recorded
// in Result.Unfollowed with the reason, never guessed at: no diagnostic is
// made from it. A tool whose name is not a constant is listed with
// NameKnown false. The analysis is modular: a converter declared in a
// package that the definitions of the tools do not import (the
// definitions are analyzed first) is not seen from them. A server's own
// tool type is recognized instead by its shape, in the package that
// declares it (owntool.go, ToolTypeFact): every literal of it is a tool.
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
