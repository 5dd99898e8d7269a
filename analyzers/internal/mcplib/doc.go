// Package mcplib names the MCP libraries mcpvet reads (the go-sdk,
// mcpvet's runtime, mark3labs mcp-go): their import paths, the file
// mcpvet gen writes, and predicates on their types (a context, a call
// request, a call result, the root variable of a server expression), for
// the fact passes and the analyzers alike.
package mcplib
