// Package prefixallow registers go-sdk tools that run a command line
// with a shell after checking it against the operator's allowed
// commands. A check that the line starts with an allowed command
// (strings.HasPrefix(command, allowed), in a loop over the list) says the
// code means to run those commands only; the shell runs what follows a
// ";" too. A check that the whole line is one of the allowed ones holds.
package prefixallow

import (
	"context"
	"errors"
	"os/exec"
	"slices"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Command string `json:"command"`
}

type Out struct {
	Output string `json:"output"`
}

// Commands runs the operator's allowed commands.
type Commands struct {
	allowed []string
}

func NewCommands(allowed ...string) *Commands {
	return &Commands{allowed: allowed}
}

func (c *Commands) isAllowed(command string) bool {
	for _, allowed := range c.allowed {
		if strings.HasPrefix(command, allowed) {
			return true
		}
	}
	return false
}

func run(ctx context.Context, command string) (*mcp.CallToolResult, Out, error) {
	out, err := exec.CommandContext(ctx, "sh", "-c", command).CombinedOutput() // want `OMCG0030: tool "run_prefixed": argument "command" is run by a shell after a check that the shell does not hold it to \("allowed; id" passes strings.HasPrefix\(command, allowed\)`
	return nil, Out{Output: string(out)}, err
}

// Flagged: "<allowed>; id" starts with an allowed command.
func (c *Commands) prefixed(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if !c.isAllowed(in.Command) {
		return nil, Out{}, errors.New("command not allowed")
	}
	return run(ctx, in.Command)
}

// Not flagged: the whole line must be one of the allowed ones.
func (c *Commands) whole(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if !slices.Contains(c.allowed, in.Command) {
		return nil, Out{}, errors.New("command not allowed")
	}
	return run(ctx, in.Command)
}

// Register adds the tools.
func Register(s *mcp.Server, c *Commands) {
	mcp.AddTool(s, &mcp.Tool{Name: "run_prefixed"}, c.prefixed)
	mcp.AddTool(s, &mcp.Tool{Name: "run_whole"}, c.whole)
}
