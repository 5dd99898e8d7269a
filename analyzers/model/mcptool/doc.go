// Package mcptool is the model of an MCP tool as the mcpvet analyzers
// see it: [Tool] (its name and where it is written, its In and Out, its
// schemas and their problems, its handler and registrations), who writes
// its schemas ([Dialect]), [Registration] (one place that registers a
// tool on a server), [Unfollowed], and the located findings [Problem] and
// [SDKFinding].
//
// A Tool is one core whatever declares it; where and how it is declared
// is its [Origin], a sum type: a [Directive] (a //mcp:tool func, with its
// parameters and result form), a [Call] (a registration or constructor
// call, with the registration it makes as a [Style], its mcp.Tool literal
// and the wrapper it goes through), an [OwnLiteral] (a literal of a
// server's own tool type) or a [Route] (an HTTP route of the app exposed
// as a tool, with the request it sends). What only one origin has is read from it
// (Tool.Directive, Tool.Call, Tool.Route, or a type switch), so that a code cannot
// read a directive's func from a registration call by mistake, and a new
// origin adds a case instead of more fields every code must know to
// leave empty.
//
// It holds data and the few answers that are the tool's own (Schemas),
// no search: the mcpfacts pass fills Tools in (directive tools there,
// the others in analyzers/internal/model/toolcalls, the schemas in
// analyzers/internal/model/toolschema; route tools in analyzers/facts/apifacts), and
// every code analyzer reads them from mcpfacts.Result (and
// apifacts.Result). It is a package of its own so that the analyzers,
// mcpvet gen and the route pass name one model without depending on how
// it is found.
package mcptool
