// Package mcpgolist declares mcp-go tools whose listing says what mcpvet
// could not fold and what is wrong in the schema mcp-go sends.
package mcpgolist

import (
	"context"
	"encoding/json"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func h(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("ok"), nil
}

// fromEnv is an option mcpvet cannot read.
var fromEnv = map[bool]mcp.ToolOption{true: mcp.WithString("a"), false: mcp.WithString("b")}[os.Getenv("A") != ""]

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("defaults",
		mcp.WithString("n", mcp.DefaultNumber(3)),
		mcp.WithString("color", mcp.Enum("red", "green"), mcp.DefaultString("blue")),
		mcp.WithArray("tags", mcp.WithStringItems(mcp.Required())),
	), h)
	s.AddTool(mcp.NewTool("runtime",
		mcp.WithString("path", mcp.Description(fmt.Sprintf("Path under %s", os.Getenv("HOME")))),
	), h)
	s.AddTool(mcp.NewTool("opaque", fromEnv), h)
	s.AddTool(mcp.NewTool("conflict", mcp.WithRawInputSchema(json.RawMessage(`{"type":"object"}`))), h)
}
