// Package calls registers go-sdk and runtime tools whose names are valid
// but that common clients refuse.
package calls

import (
	"context"

	"github.com/mcpvet/mcpvet/runtime"
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

func raw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

// A constant of this package: reported (and fixed) at its declaration.
const fetchName = "docs.fetch" // want `OMCG0013: tool name "docs.fetch" is valid MCP, but common clients refuse it: it contains '.' \(OpenAI and GitHub Copilot reject the tool list, and every request with it; use '_' or '-'\)$`

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "docs.search"}, handle)       // want `OMCG0013: tool name "docs.search" is valid MCP, but common clients refuse it: it contains '.'`
	runtime.AddTool(s, &mcp.Tool{Name: "cases.v2.list"}, handle) // want `OMCG0013: tool name "cases.v2.list" is valid MCP, but common clients refuse it: it contains '.'`
	mcp.AddTool(s, &mcp.Tool{Name: fetchName}, handle)
	mcp.AddTool(s, &mcp.Tool{Name: "list_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"}, handle) // want `OMCG0013: tool name "list_a{65}" is valid MCP, but common clients refuse it: it is 70 characters long \(OpenAI and Gemini reject the tool list; at most 64\); Claude Code sends it as mcp__SERVER__list_a{65}, at least 78 characters whatever the server is called \(the Anthropic API rejects the tool list; at most 64\); with any server name it is at least 71 characters \(Cursor drops the tool; at most 60 for server and tool name\)$`
	mcp.AddTool(s, &mcp.Tool{Name: "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx.yyyyy"}, handle) // want `OMCG0013: tool name "x{64}\.y{5}" is valid MCP, but common clients refuse it: it contains '.' \(OpenAI and GitHub Copilot reject the tool list, and every request with it; use '_' or '-'\); it is 70 characters long \(OpenAI and Gemini reject the tool list; at most 64\); Claude Code sends`

	// In a mcp.Tool value built in the same function.
	t := &mcp.Tool{Name: "notes.add"} // want `OMCG0013: tool name "notes.add" is valid MCP, but common clients refuse it`
	s.AddTool(t, raw)

	// The new name, docs_list, belongs to another tool already: no fix.
	mcp.AddTool(s, &mcp.Tool{Name: "docs_list"}, handle)
	mcp.AddTool(s, &mcp.Tool{Name: "docs.list"}, handle) // want `OMCG0013: tool name "docs.list" is valid MCP`
}

// Not flagged.
func NotFlagged(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "get_docket-v2"}, handle)
	mcp.AddTool(s, &mcp.Tool{Name: "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"}, handle) // 56 characters: mcp__X__ and it fit in 64
	mcp.AddTool(s, &mcp.Tool{Name: "get docket.x"}, handle)                                             // not valid at all: OMCG0008's business
	mcp.AddTool(s, &mcp.Tool{Name: ""}, handle)                                                         // not valid at all: OMCG0008's business
}
