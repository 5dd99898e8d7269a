// Package legacy writes its handlers as functions of the arguments map
// alone, each registered through an adapter that hands it the request's
// arguments: the handler's reads of that map are compared with the
// listing.
package legacy

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type legacyHandler func(arguments map[string]any) (*mcp.CallToolResult, error)

func adapt(h legacyHandler) server.ToolHandlerFunc {
	return func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return h(request.GetArguments())
	}
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("lookup",
		mcp.WithString("query", mcp.Required()),
		mcp.WithNumber("limit"), // want `OMCG0041: tool "lookup": listed argument "limit" is read by no path of the handler: what a client sends for it is ignored`
	), adapt(lookup))
}

func lookup(arguments map[string]any) (*mcp.CallToolResult, error) {
	q, _ := arguments["query"].(string)
	return mcp.NewToolResultText("found " + q), nil
}
