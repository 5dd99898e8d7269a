// Package calls registers go-sdk and mcp-go tools whose names are valid
// but that common clients refuse, beside names every client takes.
package calls

import (
	"context"

	mark "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Q string `json:"q"`
}

type Out struct {
	N int `json:"n"`
}

func handle(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

// A constant of this package: reported (and fixed) at its declaration.
const fetchName = "docs.fetch" // want `OMCG0013: tool name "docs.fetch" is valid MCP, but common clients refuse it: it contains '.' \(OpenAI and GitHub Copilot reject the tool list, and every request with it; use '_' or '-'\)$`

func Register(s *mcp.Server, m *server.MCPServer) {
	mcp.AddTool(s, &mcp.Tool{Name: "docs.search"}, handle) // want `OMCG0013: tool name "docs.search" is valid MCP, but common clients refuse it: it contains '.'`
	mcp.AddTool(s, &mcp.Tool{Name: fetchName}, handle)
	mcp.AddTool(s, &mcp.Tool{Name: "list_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"}, handle) // want `OMCG0013: tool name "list_a{65}" is valid MCP, but common clients refuse it: it is 70 characters long \(OpenAI and Gemini reject the tool list; at most 64\); Claude Code sends it as mcp__SERVER__list_a{65}, at least 78 characters whatever the server is called \(the Anthropic API rejects the tool list; at most 64\); with any server name it is at least 71 characters \(Cursor drops the tool; at most 60 for server and tool name\)$`
	m.AddTool(mark.NewTool("notes.add"), nil)                                                                         // want `OMCG0013: tool name "notes.add" is valid MCP, but common clients refuse it: it contains '.'`

	// Not flagged.
	mcp.AddTool(s, &mcp.Tool{Name: "docs_list"}, handle)
	m.AddTool(mark.NewTool("notes-add"), nil)
}
