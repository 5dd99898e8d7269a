// Package literal writes its mcp-go tools as mcp.Tool literals with the
// input schema in them, no options: the listing is the literal's schema,
// and the handler's reads are held to it as an option-built one's are.
package literal

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.Tool{
		Name: "list_files",
		InputSchema: mcp.ToolInputSchema{
			Type:       "object",
			Properties: map[string]any{"directory": map[string]any{"type": "string"}},
		},
	}, listFiles)
	s.AddTool(mcp.Tool{
		Name: "list_files_required",
		InputSchema: mcp.ToolInputSchema{
			Type:       "object",
			Properties: map[string]any{"directory": map[string]any{"type": "string"}},
			Required:   []string{"directory"},
		},
	}, listFiles)
}

func listFiles(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	dir, ok := req.GetArguments()["directory"].(string) // want `OMCG0042: tool "list_files": the handler requires argument "directory" \(GetArguments\(\)\["directory"\]\), which the tool's listing says is optional`
	if !ok || dir == "" {
		return mcp.NewToolResultError("directory is required"), nil
	}
	return mcp.NewToolResultText(dir), nil
}
