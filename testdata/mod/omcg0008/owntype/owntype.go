// Package owntype writes its tools in the server's own tool type, which
// another package converts to the go-sdk's: a name the spec does not
// allow is reported at the literal, with the fix.
package owntype

import "fixtures/mcpfacts/owntype/api"

var Tools = []api.ServerTool{
	{Tool: api.Tool{Name: "list pods"}}, // want `OMCG0008: tool name "list pods" is not valid: ' ' is not allowed`

	// Not flagged.
	{Tool: api.Tool{Name: "get_pod"}},
}

// A client's tool is not an MCP tool: its name is not checked.
var ForModel = api.ClientTool{Name: "web search"}
