// Package spanlabels names MCP's methods to label spans, as
// OpenTelemetry's semantic conventions do: it holds "tools/call" but
// lists no tool, and is no MCP library.
package spanlabels

// MethodToolsCall is the method of a tool call.
const MethodToolsCall = "tools/call"

// Label is the span label of a method.
func Label(method string) string { return "mcp " + method }
