// Package listhelper runs kubectl through a helper that takes the whole
// command line as a list, program first (run(ctx, cmd []string) runs
// cmd[0] with cmd[1:]): each caller's list is read as the command line.
// A name put where kubectl reads options is flagged; one that is an
// option's value, that comes after "--", or that has fixed text before
// it, is not.
package listhelper

import (
	"context"
	"fmt"
	"os/exec"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Name string `json:"name"`
}

type Out struct {
	Text string `json:"text"`
}

func run(ctx context.Context, cmd []string) (*mcp.CallToolResult, Out, error) {
	out, err := exec.CommandContext(ctx, cmd[0], cmd[1:]...).CombinedOutput() // want `OMCG0031: tool "kubectl_listed": argument "name" is passed to a program that reads an argument starting with "-" as an option`
	return nil, Out{Text: string(out)}, err
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "kubectl_listed"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		return run(ctx, []string{"kubectl", "get", in.Name})
	})
	mcp.AddTool(s, &mcp.Tool{Name: "kubectl_listed_value"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		return run(ctx, []string{"kubectl", "get", "pods", "-n", in.Name})
	})
	mcp.AddTool(s, &mcp.Tool{Name: "kubectl_listed_ended"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		return run(ctx, []string{"kubectl", "get", "pods", "--", in.Name})
	})
	mcp.AddTool(s, &mcp.Tool{Name: "kubectl_listed_prefixed"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		return run(ctx, []string{"kubectl", "get", fmt.Sprintf("pod/%s", in.Name)})
	})
}
