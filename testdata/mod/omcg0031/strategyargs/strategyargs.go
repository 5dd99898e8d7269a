// Package strategyargs passes the model's file name to grep through a
// runner that puts a strategy's arguments first: the strategy is an
// interface of the module whose implementations return the list, so the
// file's place among grep's arguments is known from their returns.
// Where every implementation ends the options first, the file is not
// flagged.
package strategyargs

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"fixtures/omcg0031/strategyargs/runner"
)

func Register(s *server.MCPServer, e *runner.Executor) {
	s.AddTool(mcp.NewTool("search_file", mcp.WithString("file", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			file, _ := req.GetArguments()["file"].(string)
			out, _ := e.Run(file) // want `OMCG0031: tool "search_file": argument "file" is passed to a program that reads an argument starting with "-" as an option`
			return mcp.NewToolResultText(out), nil
		})
	// Not flagged: the strategy ends the options before the caller's.
	s.AddTool(mcp.NewTool("search_file_ended", mcp.WithString("file", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			file, _ := req.GetArguments()["file"].(string)
			out, _ := e.RunEnded(file)
			return mcp.NewToolResultText(out), nil
		})
}
