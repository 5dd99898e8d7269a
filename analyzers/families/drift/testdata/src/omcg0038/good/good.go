// Package good reads, with required readers, only the names its tools
// list (testdata/mod/omcg0038/good).
package good

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"omcg0038/helpers"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("search", mcp.WithString("query", mcp.Required())), search)
	s.AddTool(mcp.NewTool("count", mcp.WithString("text", mcp.Required())), count)
	s.AddTool(mcp.NewTool("repo", mcp.WithString("owner", mcp.Required()), mcp.WithString("repo_name", mcp.Required())), repo)
	// A key computed at run time: the reads are not known, so nothing
	// is compared.
	s.AddTool(mcp.NewTool("pick", mcp.WithString("a")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		key := "b"
		if len(req.GetArguments()) > 1 {
			key = "c"
		}
		v, err := req.RequireString(key)
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(v), nil
	})
}

func search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q, err := req.RequireString("query")
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(q), nil
}

func count(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text := req.GetArguments()["text"].(string)
	return mcp.NewToolResultText(text), nil
}

func repo(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	owner, name, err := helpers.Repo(req)
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(owner + "/" + name), nil
}
