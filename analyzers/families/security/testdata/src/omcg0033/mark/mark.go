// Package mark registers mark3labs mcp-go tools that paste an argument
// into the URL of a request to a fixed base.
package mark

import (
	"context"
	"net/http"
	"net/url"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

const base = "https://api.example.com"

func issue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := req.RequireString("id")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	resp, err := http.Get(base + "/issues/" + id) // want `OMCG0033: tool "get_issue": argument "id" is pasted into a request URL after a fixed base, .*: get_issue: argument id → issue → http.Get;`
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	resp.Body.Close()
	return mcp.NewToolResultText(resp.Status), nil
}

// A value inside an object argument is the model's.
func issueOf(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ref, _ := req.GetArguments()["ref"].(map[string]any)
	id, _ := ref["id"].(string)
	resp, err := http.Get(base + "/issues/" + id) // want `OMCG0033: tool "get_issue_of": argument "ref" is pasted into a request URL after a fixed base`
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	resp.Body.Close()
	return mcp.NewToolResultText(resp.Status), nil
}

// ---- Not flagged. ----

func issueEscaped(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := req.RequireString("id")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	resp, err := http.Get(base + "/issues/" + url.PathEscape(id))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	resp.Body.Close()
	return mcp.NewToolResultText(resp.Status), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("get_issue", mcp.WithString("id", mcp.Required())), issue)
	s.AddTool(mcp.NewTool("get_issue_escaped", mcp.WithString("id", mcp.Required())), issueEscaped)
	s.AddTool(mcp.NewTool("get_issue_of", mcp.WithObject("ref", mcp.Required())), issueOf)
}
