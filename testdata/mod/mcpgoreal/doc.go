// Package mcpgoreal holds schema/mcpgodialect, mcpvet's model of what
// mark3labs mcp-go's WithInputSchema[T] and WithOutputSchema[T] do, against
// the real library (v1.2.1), over the types of its test. The main module
// does not depend on mcp-go; schema/mcpgodialect's test runs this one.
package mcpgoreal
