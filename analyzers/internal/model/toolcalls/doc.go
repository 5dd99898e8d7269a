// Package toolcalls is the interpreter of a package's registration
// layer: it finds the MCP tools that calls and literals declare (the
// go-sdk's mcp.AddTool and (*mcp.Server).AddTool, mcpvet's runtime.AddTool
// and runtime.Tool, mark3labs mcp.NewTool and (*server.MCPServer).AddTool,
// AddTools and SetTools, literals of a server's own tool type, and calls
// of wrappers of those), the resources and prompts given to the SDKs' own
// calls, and each registration with the server it adds to and the places
// it runs through. It is run by the mcpfacts pass (Find), after the
// directive tools are made, and fills in [Found].
//
// It is one package because its parts are one abstract interpreter over
// one value type: values.go (abstract values: constants, literals,
// variables, fields, slices, calls), wrappers.go (summaries of the
// functions of the package, and the declaration of a tool at a call),
// wrapperfact.go (those summaries as facts, across packages), the folds
// of mcp-go options (mcpgo.go) and of invopop reflections (invopop.go)
// and given schema literals (givenschema.go), a server's own tool types
// (owntool.go), the SDK resources (sdkresources.go) and the containment
// of a registration's panic (contained.go). What it produces is the tool
// model of package mcptool; the schemas are computed afterwards
// (internal/toolschema).
//
// # Wrappers
//
// Servers of some size rarely call the SDK where they name a tool: they
// write a layer of their own. toolcalls follows it the way the printf
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
// in Found.Unfollowed with the reason, never guessed at: no diagnostic is
// made from it. A tool whose name is not a constant is listed with
// NameKnown false. The analysis is modular: a converter declared in a
// package that the definitions of the tools do not import (the
// definitions are analyzed first) is not seen from them. A server's own
// tool type is recognized instead by its shape, in the package that
// declares it (owntool.go, ToolTypeFact), or by a converter of it in that
// package (a function that makes an SDK tool from fields of a value of
// the type): every literal of it is a tool.
package toolcalls
