// Package toolclaims holds the analyzers that check a tool's annotations
// against what its handler does, as analyzers/facts/effects finds it through
// the call graph:
//
//   - OMCG0016 (warning): a tool annotated read-only (//mcp:tool readonly,
//     ReadOnlyHint: true, a GET route tool) reaches a write: a local file
//     written or removed, a database write, a network write, or another
//     program run.
//   - OMCG0017 (warning): a tool annotated not destructive
//     (destructive=false, DestructiveHint pointing at false, a POST route
//     tool) reaches a delete.
//   - OMCG0018 (warning): a tool annotated closed-world (openworld=false,
//     OpenWorldHint pointing at false, a route tool) connects to a host on
//     the public network that its code names.
//
// A client trusts these hints: it runs a read-only tool, or one that is
// not destructive, without asking the person it works for. Each finding
// names the tool, the annotation, the effect and a call path to it, from
// the handler to the standard library function that has the effect; it
// is reported at the annotation, with the steps of the path as related
// locations, and a suggested fix that corrects the annotation.
//
// # Which tools, which handlers
//
// The tools are those mcpfacts finds (//mcp:tool funcs; mcp.AddTool,
// (*mcp.Server).AddTool and runtime.AddTool with an mcp.Tool literal,
// given in place or through a local variable; mark3labs mcp.NewTool
// calls that (*server.MCPServer).AddTool registers) and the route tools
// of apifacts. An mcp.AddTool handler is followed when go/types names one
// function for it: a func or method value, a func literal, or a local
// variable given one of those once. A handler that is computed (a
// factory's result, a parameter) claims nothing.
//
// # The annotations
//
// ReadOnlyHint counts when it is the constant true. DestructiveHint and
// OpenWorldHint count when they point at a constant false: new(false), a
// call of a helper shaped func(bool) *bool or func[T any](T) *T (such as
// jsonschema.Ptr) with false, which is taken to return a pointer to its
// argument, or &v for a variable given false once. For mark3labs tools,
// the options WithReadOnlyHintAnnotation(true),
// WithDestructiveHintAnnotation(false), WithOpenWorldHintAnnotation(false)
// and the *bool fields of WithToolAnnotation count, the last one winning. A route tool's hints are those the generated tool states: from
// the method (GET is read-only, GET and POST are not destructive, no route
// tool is open-world), unless //mcp:expose on the handler or its receiver
// type says otherwise. OMCG0017 is not reported for a tool that also
// claims to be read-only: the spec says destructiveHint means nothing
// then, and OMCG0016 already reports the delete.
//
// # Acknowledging an effect
//
// A line //mcp:effects ok on the tool says the effect is known and
// harmless (a cache file, an audit log): in the doc comment of the
// //mcp:tool func or of the handler, or on the line above the
// registration, the annotation field or the route registration. It
// silences the three codes for that tool.
package toolclaims
