// Package tooldecl checks how tools are declared with //mcp:tool
// directives, before any schema is computed. Each diagnostic code is its
// own analyzer, named by the code in lower case and documented at
// docs/diagnostics/CODE.md:
//
//   - OMCG0001: //mcp:tool is on something the generator cannot register:
//     a func literal or a declaration inside a function, a var, const or
//     type, a struct field or interface method, a comment not attached to
//     a func, func init or a func named _, a receiver that is not T or *T
//     of this package, or a _test.go file.
//   - OMCG0004: the //mcp:tool func has type parameters.
//   - OMCG0009: the //mcp:tool func has more than one context.Context or
//     more than one *mcp.CallToolRequest parameter.
//   - OMCG0010: the //mcp:tool func is a method of a generic type.
//   - OMCG0012: ui= is not a ui:// URI, or ui.visibility= is not a
//     comma-separated list of model and app, or ui= names no ui://
//     resource declared in the package or a package it imports.
//   - OMCG0015 (Go only): a //mcp: directive is malformed: unknown kind or
//     key, repeated key, bad flag value, unterminated string, name given
//     twice, key without value, empty name/title/description, a
//     "// mcp:tool" line with a space, or a //mcp:param line that cannot
//     apply.
//   - OMCG0019: the variables of a //mcp:resource template and the
//     func's parameters differ (or a static resource takes parameters).
//
// OMCG0001, OMCG0004, OMCG0009, OMCG0010 and OMCG0015 apply to
// //mcp:resource and //mcp:prompt funcs as to //mcp:tool funcs.
//
// All of them read the directives and tools found by mcpfacts; they
// report nothing for tools registered with mcp.AddTool or
// runtime.AddTool, whose handler signatures the SDK's types already fix.
package tooldecl
