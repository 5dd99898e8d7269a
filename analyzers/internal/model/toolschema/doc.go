// Package toolschema computes the schemas of a tool by mcpvet's rules
// (schema, on the go/types adapter of schema/typesview), with every
// problem the rules find located at the field at fault when it is
// declared in the package ([Locate]), and, for an mcp.AddTool tool, what
// the go-sdk's own inference does with its types (schema/sdkdialect).
//
// It is apart from the search for tools (analyzers/internal/model/toolcalls)
// so that the rules are applied in one place, after every tool is known,
// and the route pass (apifacts) locates its problems the same way.
package toolschema
