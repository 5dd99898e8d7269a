// Package heldrunner runs go through a command runner it keeps in a
// field (set by its constructor, swapped by tests): the package path the
// model gives becomes a word of "go test", where "-exec=prog" runs a
// program of the model's choosing. The twin puts "--" before the path.
package heldrunner

import (
	"context"
	"os/exec"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type runner func(ctx context.Context, name string, args ...string) ([]byte, error)

// Tools runs the go command.
type Tools struct {
	commandRunner runner
}

// New returns the tools with the real runner.
func New() *Tools { return &Tools{commandRunner: defaultRunner} }

func defaultRunner(ctx context.Context, name string, args ...string) ([]byte, error) {
	return exec.CommandContext(ctx, name, args...).CombinedOutput() // want `OMCG0031: tool "run_go_test": argument "path" is passed to a program that reads an argument starting with "-" as an option: run_go_test: argument path → \(\*Tools\).test → \(\*Tools\).run → defaultRunner → exec.CommandContext\(…, …\); put "--" before it`
}

func (t *Tools) run(ctx context.Context, args ...string) (string, error) {
	out, err := t.commandRunner(ctx, "go", args...)
	return string(out), err
}

// In is a package path.
type In struct {
	Path string `json:"path"`
}

// Out is the command's output.
type Out struct {
	Output string `json:"output"`
}

func (t *Tools) test(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	out, err := t.run(ctx, "test", in.Path)
	return nil, Out{Output: out}, err
}

func (t *Tools) testSafe(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	out, err := t.run(ctx, "test", "--", in.Path)
	return nil, Out{Output: out}, err
}

// Register adds the tools.
func (t *Tools) Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "run_go_test"}, t.test)
	mcp.AddTool(s, &mcp.Tool{Name: "run_go_test_safe"}, t.testSafe)
}
