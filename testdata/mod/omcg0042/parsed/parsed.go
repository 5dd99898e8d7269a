// Package parsed reads its arguments with mcp-go's package functions
// (mcp.ParseString and its kin, which take the request and a default):
// a handler that refuses the default fails without the argument, as one
// that refuses GetString's does.
package parsed

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("build",
		mcp.WithString("module"),
		mcp.WithString("tags"),
	), build)
	s.AddTool(mcp.NewTool("run",
		mcp.WithString("mode"),
	), run)
	s.AddTool(mcp.NewTool("tag",
		mcp.WithString("name"),
	), tag)
}

// text is the server's own reader of the same shape.
func text(req mcp.CallToolRequest, key, def string) string {
	if v, ok := req.GetArguments()[key].(string); ok {
		return v
	}
	return def
}

func tag(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := text(req, "name", "") // want `OMCG0042: tool "tag": the handler requires argument "name" \(GetArguments\(\)\["name"\], through text\), which the tool's listing says is optional`
	if name == "" {
		return mcp.NewToolResultError("name is required"), nil
	}
	return mcp.NewToolResultText(name), nil
}

func build(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	module := mcp.ParseString(req, "module", "") // want `OMCG0042: tool "build": the handler requires argument "module" \(GetArguments\(\)\["module"\], through ParseString → ParseArgument\), which the tool's listing says is optional: a call without it, which the listing allows, fails`
	if module == "" {
		return mcp.NewToolResultError("module is required"), nil
	}
	tags := mcp.ParseString(req, "tags", "")
	if tags == "" {
		tags = "default"
	}
	return mcp.NewToolResultText(module + " " + tags), nil
}

func run(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	// The default is not what is refused: without mode the call runs
	// fast.
	mode := mcp.ParseString(req, "mode", "fast")
	if mode == "" {
		return mcp.NewToolResultError("mode is empty"), nil
	}
	return mcp.NewToolResultText(mode), nil
}
