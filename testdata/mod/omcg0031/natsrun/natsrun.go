// Package natsrun passes the model's stream name and flags to the nats
// command line.
package natsrun

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"fixtures/omcg0031/natsrun/runner"
)

func flagsOf(args map[string]any) []string {
	if fs, ok := args["flags"].([]any); ok {
		out := make([]string, len(fs))
		for i, f := range fs {
			if s, ok := f.(string); ok {
				out[i] = s
			}
		}
		return out
	}
	return nil
}

func Register(s *server.MCPServer, e *runner.Executor) {
	s.AddTool(mcp.NewTool("stream_info", mcp.WithString("stream", mcp.Required()), mcp.WithArray("flags", mcp.WithStringItems())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			stream, _ := req.GetArguments()["stream"].(string)
			args := []string{"stream", "info", stream}
			if flags := flagsOf(req.GetArguments()); flags != nil {
				args = append(args, flags...)
			}
			out, err := e.Run(args...)
			if err != nil {
				return nil, err
			}
			return mcp.NewToolResultText(out), nil
		})
}
