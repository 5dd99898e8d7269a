// Package reasoning is a tool on mcp-go v0.6.0 whose handler, which
// takes the arguments alone, reads an argument the listing does not
// have and leaves one it has unread, and another that requires an
// argument the listing leaves optional.
package reasoning

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("reason",
		mcp.WithString("question", mcp.Required()),
		mcp.WithString("knowledge"), // want `OMCG0041: tool "reason": listed argument "knowledge" is read by no path of the handler`
		mcp.WithString("status", mcp.DefaultString("all")),
	), reason)
}

func reason(arguments map[string]interface{}) (*mcp.CallToolResult, error) {
	question, _ := arguments["question"].(string)
	history, _ := arguments["chat_context"].(string) // want `OMCG0040: tool "reason": the handler reads optional argument "chat_context"`
	status := arguments["status"].(string)           // want `OMCG0042: tool "reason": the handler requires argument "status"`
	return mcp.NewToolResultText(question + history + status), nil
}
