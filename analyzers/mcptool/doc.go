// Package mcptool is the model of an MCP tool as the mcpvet analyzers
// see it: [Tool] (its name and where it is written, its In and Out, its
// schemas and their problems, its handler and registrations), how it was
// declared ([Style]) and who writes its schemas ([Dialect]),
// [Registration] (one place that registers a tool on a server),
// [Unfollowed], and the located findings [Problem] and [SDKFinding].
//
// It holds data and the few answers that are the tool's own (Schemas),
// no search: the mcpfacts pass fills Tools in (directive tools there,
// the others in analyzers/internal/toolcalls, the schemas in
// analyzers/internal/toolschema), and every code analyzer reads them
// from mcpfacts.Result. It is a package of its own so that the analyzers,
// mcpvet gen and the route pass name one model without depending on how
// it is found.
package mcptool
