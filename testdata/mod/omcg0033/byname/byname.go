// Package byname registers the tools of a collection in a loop, each with
// its own handler by a switch on the tool's name (and one by an if): each
// registration is the tool of its case, so the handler that pastes
// "repository" into a URL is list_tags' alone, and the tools of the other
// cases are not reported for it.
package byname

import (
	"context"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Base is the registry's API.
var Base = "https://registry.example.com/v2/"

func Tools() []mcp.Tool {
	return []mcp.Tool{
		mcp.NewTool("list_tags", mcp.WithString("repository", mcp.Required())),
		mcp.NewTool("image_info", mcp.WithString("image_ref", mcp.Required())),
		mcp.NewTool("ping"),
	}
}

func listTags(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	repo, err := req.RequireString("repository")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	r, err := http.NewRequestWithContext(ctx, http.MethodGet, Base+repo+"/tags/list", nil) // want `OMCG0033: tool "list_tags": argument "repository" is pasted into a request URL after a fixed base`
	if err != nil {
		return nil, err
	}
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		return nil, err
	}
	resp.Body.Close()
	return mcp.NewToolResultText(resp.Status), nil
}

func imageInfo(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(req.GetString("image_ref", "")), nil
}

func ping(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("pong"), nil
}

func Register(s *server.MCPServer) {
	for _, tool := range Tools() {
		switch tool.Name {
		case "list_tags":
			s.AddTool(tool, listTags)
		case "image_info":
			s.AddTool(tool, imageInfo)
		}
		if tool.Name == "ping" {
			s.AddTool(tool, ping)
		}
	}
}
