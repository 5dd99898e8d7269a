// Package foundprogram registers go-sdk tools that run a container CLI
// the server finds on PATH when it starts: its constructor tries the
// names of a literal list with exec.LookPath and keeps the path it finds
// in an unexported field, and every tool runs that field's program with
// the model's name among the arguments. The field's stores name one
// program (podman, podman.exe on Windows), so the name is that program's
// argument, and "--all" is an option to it. Before, the field was "any
// program", the tool's job, and nothing was reported.
package foundprogram

import (
	"context"
	"errors"
	"os/exec"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Name string `json:"name"`
}

type Out struct {
	Output string `json:"output"`
}

// CLI runs the container CLI found on PATH.
type CLI struct {
	filePath string
}

// NewCLI finds the CLI.
func NewCLI() (*CLI, error) {
	filePath, err := findBinary()
	if err != nil {
		return nil, err
	}
	return &CLI{filePath: filePath}, nil
}

func findBinary() (string, error) {
	for _, cmd := range []string{"podman", "podman.exe"} {
		filePath, err := exec.LookPath(cmd)
		if err != nil {
			continue
		}
		return filePath, nil
	}
	return "", errors.New("podman CLI not found")
}

func (c *CLI) exec(args ...string) (string, error) {
	out, err := exec.Command(c.filePath, args...).CombinedOutput() // want `OMCG0031: tool "container_remove": argument "name" is passed to a program that reads an argument starting with "-" as an option`
	return string(out), err
}

// Flagged: "--all" removes every container.
func (c *CLI) remove(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	out, err := c.exec("container", "rm", in.Name)
	return nil, Out{Output: out}, err
}

// Not flagged: after "--" every word is a name.
func (c *CLI) stop(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	out, err := c.exec("container", "stop", "--", in.Name)
	return nil, Out{Output: out}, err
}

// Register adds the tools.
func Register(s *mcp.Server, c *CLI) {
	mcp.AddTool(s, &mcp.Tool{Name: "container_remove"}, c.remove)
	mcp.AddTool(s, &mcp.Tool{Name: "container_stop"}, c.stop)
}
