// Package shell registers tools with the go-sdk v0.2.0, whose typed
// handlers get their arguments in a field of their params:
// func(ctx, *mcp.ServerSession, *mcp.CallToolParamsFor[In]), read as
// params.Arguments. The folder pasted into a shell command line is
// flagged; the one quoted for the shell is not.
package shell

import (
	"context"
	"os/exec"

	"al.essio.dev/pkg/shellescape"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Path string `json:"path"`
}

func run(ctx context.Context, line string) (*mcp.CallToolResultFor[any], error) {
	out, err := exec.CommandContext(ctx, "sh", "-c", line).CombinedOutput() // want `OMCG0030: tool "list": argument "path" is pasted into a shell command line`
	return &mcp.CallToolResultFor[any]{Content: []mcp.Content{&mcp.TextContent{Text: string(out)}}}, err
}

// Flagged: the folder is pasted into the command line.
func list(ctx context.Context, ss *mcp.ServerSession, params *mcp.CallToolParamsFor[In]) (*mcp.CallToolResultFor[any], error) {
	return run(ctx, "cd "+params.Arguments.Path+" && ls")
}

// Not flagged: the folder is quoted for the shell.
func listQuoted(ctx context.Context, ss *mcp.ServerSession, params *mcp.CallToolParamsFor[In]) (*mcp.CallToolResultFor[any], error) {
	return run(ctx, "cd "+shellescape.Quote(params.Arguments.Path)+" && ls")
}

// Register adds the tools.
func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "list", Description: "List a folder."}, list)
	mcp.AddTool(s, &mcp.Tool{Name: "list_quoted", Description: "List a folder."}, listQuoted)
}
