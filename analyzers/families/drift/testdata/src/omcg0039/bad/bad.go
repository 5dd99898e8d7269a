// Package bad reads listed arguments as types their listing never has.
package bad

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("page",
		mcp.WithNumber("limit", mcp.Required()),
		mcp.WithArray("tags", mcp.Required(), mcp.WithStringItems()),
		mcp.WithInteger("offset"),
		mcp.WithInteger("depth"),
	), page)
}

// Flags builds its tool as a server.ServerTool, registered later with
// AddTools.
func Flags() server.ServerTool {
	return server.ServerTool{
		Tool: mcp.NewTool("flags", mcp.WithBoolean("sensitive", mcp.DefaultBool(false))),
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			s := req.GetString("sensitive", "") // want `OMCG0039: tool "flags": the handler reads argument "sensitive" with GetString, which takes string, but the listing declares it of type boolean: every valid argument is ignored and the default taken`
			return mcp.NewToolResultText(s), nil
		},
	}
}

func page(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	limit, err := req.RequireString("limit") // want `OMCG0039: tool "page": the handler reads argument "limit" with RequireString, which takes string, but the listing declares it of type number: every call with a valid argument fails`
	if err != nil {
		return nil, err
	}
	all := req.GetBool("tags", false) // want `OMCG0039: tool "page": the handler reads argument "tags" with GetBool, which takes boolean, integer, number, string, but the listing declares it of type array: every valid argument is ignored and the default taken`
	// encoding/json decodes a JSON number into float64, never int.
	offset, _ := req.GetArguments()["offset"].(int)   // want `OMCG0039: tool "page": the handler reads argument "offset" with GetArguments\(\)\["offset"\], which takes no JSON value, but the listing declares it of type integer`
	depth, ok := req.GetArguments()["depth"].(string) // want `OMCG0039: tool "page": the handler reads argument "depth" with GetArguments\(\)\["depth"\], which takes string, but the listing declares it of type integer`
	return mcp.NewToolResultText(fmt.Sprint(limit, all, offset, depth, ok)), nil
}
