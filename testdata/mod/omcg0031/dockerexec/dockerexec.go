// Package dockerexec runs docker with the model's arguments. docker exec
// and docker run read no option of their own after the container or the
// image (their commands turn off interspersed flags): what follows is the
// command run inside, whatever it starts with. The container itself, and
// any argument of another docker command, are read as options.
package dockerexec

import (
	"context"
	"os/exec"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Container string `json:"container,omitempty"`
	Path      string `json:"path,omitempty"`
	Name      string `json:"name,omitempty"`
}

type Out struct {
	Text string `json:"text"`
}

func run(ctx context.Context, args ...string) (*mcp.CallToolResult, Out, error) {
	out, err := exec.CommandContext(ctx, "docker", args...).CombinedOutput() // want `OMCG0031: tool "list_in": argument "container" is passed to a program that reads an argument starting with "-" as an option` `OMCG0031: tool "find_container": argument "name" is passed to a program that reads an argument starting with "-" as an option`
	return nil, Out{Text: string(out)}, err
}

// Register adds the tools.
func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "list_in"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		return run(ctx, "exec", in.Container, "ls", "-la", in.Path)
	})
	// Not flagged: the path is ls's, after the container docker exec
	// stops at.
	mcp.AddTool(s, &mcp.Tool{Name: "list_app"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		return run(ctx, "exec", "-i", "app", "ls", "-la", in.Path)
	})
	mcp.AddTool(s, &mcp.Tool{Name: "find_container"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		return run(ctx, "ps", "--filter", "status=running", in.Name)
	})
}
