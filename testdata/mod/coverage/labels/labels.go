// Package labels imports a package that names MCP's methods but is no
// MCP library: -coverage has no line for it.
package labels

import "example.com/spanlabels"

// CallLabel labels a tool call's span.
func CallLabel() string { return spanlabels.Label(spanlabels.MethodToolsCall) }
