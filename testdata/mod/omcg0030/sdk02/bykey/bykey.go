// Package bykey registers a tool with the go-sdk v0.2.0 whose In is
// map[string]any: its typed handler gets the arguments by key in its
// params' Arguments (params.Arguments["path"]). The folder pasted into a
// shell command line is flagged; the one quoted for the shell is not.
package bykey

import (
	"context"
	"os/exec"

	"al.essio.dev/pkg/shellescape"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func run(ctx context.Context, line string) (*mcp.CallToolResultFor[any], error) {
	out, err := exec.CommandContext(ctx, "sh", "-c", line).CombinedOutput() // want `OMCG0030: tool "list_by_key": argument "path" is pasted into a shell command line`
	return &mcp.CallToolResultFor[any]{Content: []mcp.Content{&mcp.TextContent{Text: string(out)}}}, err
}

// Flagged: the folder is pasted into the command line.
func list(ctx context.Context, ss *mcp.ServerSession, params *mcp.CallToolParamsFor[map[string]any]) (*mcp.CallToolResultFor[any], error) {
	path, _ := params.Arguments["path"].(string)
	return run(ctx, "cd "+path+" && ls")
}

// Not flagged: the folder is quoted for the shell.
func listQuoted(ctx context.Context, ss *mcp.ServerSession, params *mcp.CallToolParamsFor[map[string]any]) (*mcp.CallToolResultFor[any], error) {
	path, _ := params.Arguments["path"].(string)
	return run(ctx, "cd "+shellescape.Quote(path)+" && ls")
}

// Register adds the tools.
func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "list_by_key", Description: "List a folder."}, list)
	mcp.AddTool(s, &mcp.Tool{Name: "list_by_key_quoted", Description: "List a folder."}, listQuoted)
}
