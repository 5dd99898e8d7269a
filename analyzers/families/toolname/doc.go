// Package toolname holds the analyzers that check the names of MCP tools:
//
//   - OMCG0007: two tools that share a name, //mcp:tool tools of one
//     package or registrations on one server value that can both run (the
//     server keeps the last registration and silently drops the other),
//     and two struct fields of a tool's input or output
//     that tie for one JSON name or whose JSON names differ only by case.
//   - OMCG0008: a tool name the MCP spec does not allow: empty, longer than
//     128 characters, or with a character outside [A-Za-z0-9_.-].
//   - OMCG0013 (warning): a name valid by the spec that the clients
//     -clients selects refuse (the first member of the client family,
//     whose profiles are in analyzers/internal/model/clientprofile): '.', more
//     than 64 characters, a prefix budget with the server name.
//
// Each code is its own analyzer built on the tools mcpfacts finds:
// //mcp:tool directives (explicit and derived names), go-sdk mcp.AddTool
// and (*mcp.Server).AddTool, mcpvet's runtime.AddTool, mark3labs
// mcp.NewTool and AddTool, and the calls of a server's own wrappers of
// those, where the name is checked at the literal the caller wrote. Only names known at compile time are checked: a string
// literal, a constant (of this package or another), a constant expression.
// Registrations in the generated mcpvet_gen.go are not checked themselves:
// they repeat the directives, which are.
//
// # Suggested fixes
//
// OMCG0008 and OMCG0013 suggest the nearest acceptable name where the name
// can be edited in this package: the string literal (in the call, in a
// local mcp.Tool value, or in the declaration of a constant of this
// package), the directive's NAME or name= value, or, for a name derived
// from a func name, a NAME added to the directive. No fix is offered when
// the name comes from another package or from a constant expression, when
// nothing acceptable is left of it, when the new name is already the name
// of another tool of the package, or when two names would be fixed to the
// same new name.
//
// # Which registrations share a server (OMCG0007)
//
// OMCG0007 compares registrations, not definitions: a tool built but never
// registered in the package (a constructor's result, a mark3labs
// mcp.NewTool kept in a variable) is not a duplicate of anything.
// Registrations are grouped by the server they name: a variable (a local,
// a parameter, a receiver, a package-level variable) and the fields
// selected from it (s, a.srv: two values of a struct are two servers). A
// variable assigned a new value between two registrations names two
// servers. A registration on a parameter or the receiver of the function
// it is written in (a helper such as func registerAdmin(s *mcp.Server), a
// method registering on a.srv) also counts for the servers passed for it
// at each call of the helper in the same package. The mapping is one
// level deep: a helper called by another helper that receives the server
// as a parameter is grouped under that outer parameter, not followed
// further up. A registration through a wrapper of the server's own layer
// (mcpfacts follows them, across packages) counts for the server its
// caller passes (r.server for a registry r whose field holds it); one on
// a server the wrapper creates itself is grouped with nothing. Calls
// through interfaces are not followed. Registrations on an expression
// that is not a variable (a call such as newServer()) are not grouped.
//
// Two registrations of one group are reported only when both can run: not
// when they are in different branches of one if or switch (an if whose
// body returns and the statements after it count as two branches), not
// when they are alternatives of one registration (a variable assigned a
// tool in each branch, registered once), and not when the tools were put
// into the collection a loop registers in different branches. The message
// says why the two are compared: the server they share, the wrapper or the
// helper they go through.
//
// Directive tools form one group per package: the generated RegisterTools
// registers all of them on one server. They also join the group of every
// server this package passes to a function declared in mcpvet_gen.go, so a
// directive tool and a hand-written registration on that server are
// compared. Registrations in _test.go files are grouped by server like the
// others.
package toolname
