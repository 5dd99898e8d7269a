// Package markreal holds the test that shows what the real mcp-go does
// with a handler's own request to the client on each protocol revision
// (analyzers/families/clientrequest runs it: this module depends on mcp-go, the
// mcpvet module does not).
package markreal
