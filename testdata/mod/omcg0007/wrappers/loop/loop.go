// Package loop builds its tools into a collection and registers them
// later in a loop (constructors into a collection).
package loop

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// ServerTool is a tool with its handler.
type ServerTool struct {
	Tool    mcp.Tool
	Handler mcp.ToolHandler
}

func raw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { return nil, nil }

// newTool is a constructor: each call declares a tool.
func newTool(name, description string) ServerTool {
	return ServerTool{Tool: mcp.Tool{Name: name, Description: description, InputSchema: map[string]any{"type": "object"}}, Handler: raw}
}

func tools(flag bool) []ServerTool {
	list := []ServerTool{
		newTool("list_issues", "List issues."),
		newTool("get_issue", "Get an issue."),
		newTool("list_issues", "List issues again."), // want `OMCG0007: tool name "list_issues" is already used on the same server \(s\), and both registrations can run`
	}
	// Not flagged: appended in two branches of one if.
	if flag {
		list = append(list, newTool("create_issue", "Create an issue."))
	} else {
		list = append(list, newTool("create_issue", "Create an issue (dry run)."))
	}
	return list
}

func Serve(s *mcp.Server, flag bool) {
	for _, st := range tools(flag) {
		s.AddTool(&st.Tool, st.Handler)
	}
}

// Not flagged: definitions that are never registered.
var (
	drafts = []ServerTool{newTool("draft", "One."), newTool("draft", "Two.")}
	spare  = newTool("spare", "Spare.")
	spare2 = newTool("spare", "Spare again.")
)
