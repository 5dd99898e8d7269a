// Package objectarg registers mcp-go tools that take an object argument
// and paste a value inside it into a request URL: the value is the
// model's as much as the argument is.
package objectarg

import (
	"context"
	"net/http"
	"net/url"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Base is the package index's API.
var Base = "https://index.example.com/pypi/"

func fetch(ctx context.Context, u string) (*mcp.CallToolResult, error) {
	r, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil) // want `OMCG0033: tool "info": argument "package" is pasted into a request URL after a fixed base`
	if err != nil {
		return nil, err
	}
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	resp.Body.Close()
	return mcp.NewToolResultText(resp.Status), nil
}

func info(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	pkg, _ := req.GetArguments()["package"].(map[string]any)
	name, _ := pkg["name"].(string)
	return fetch(ctx, Base+name+"/json")
}

// Not flagged: the name is escaped as one segment of the path.
func infoEscaped(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	pkg, _ := req.GetArguments()["package"].(map[string]any)
	name, _ := pkg["name"].(string)
	return fetch(ctx, Base+url.PathEscape(name)+"/json")
}

// Register adds the tools.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("info", mcp.WithObject("package", mcp.Required())), info)
	s.AddTool(mcp.NewTool("info_escaped", mcp.WithObject("package", mcp.Required())), infoEscaped)
}
