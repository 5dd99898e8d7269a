// Package knowledge is what mcpvet knows of the libraries whose code it
// does not read, in one place for every pass (as staticcheck's knowledge
// package is):
//
//   - the import paths of the MCP SDKs (the go-sdk, mark3labs mcp-go,
//     mcpvet's runtime) and of the HTTP routers, and the file mcpvet gen
//     writes (paths.go);
//   - predicates on the SDKs' types: a context, a call request, a call
//     result, an arguments-only handler, the root variable of a server
//     expression (types.go);
//   - the library functions a call of which does something to the world
//     or hands an argument to something that does: what each does, and
//     the role of each argument, keyed by (*types.Func).FullName (funcs.go).
//     The effects pass reads what a call changes from it, the value-flow
//     pass which arguments are sinks; a test holds every key against the
//     libraries themselves, and another that every entry is called in a
//     fixture.
//
// It imports no analyzer and no model: it is the bottom of the layers.
package knowledge
