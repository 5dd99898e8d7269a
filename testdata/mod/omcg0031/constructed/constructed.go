// Package constructed runs a cloud CLI as servers that wrap one write it:
// a process type holds the program, set by its constructor, and its Run
// method puts the program in front of the model's words and splits the
// line again. The handler checks the model's first word against the
// program before it builds the process, so the code means "only az": every
// other word is still one of az's arguments (--subscription, @file).
package constructed

import (
	"context"
	"errors"
	"os/exec"
	"strings"

	"github.com/google/shlex"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Process runs one program with the words of a command line.
type Process struct {
	Command string
	Timeout int
}

// NewProcess is the process of command.
func NewProcess(command string, timeout int) *Process {
	return &Process{Command: command, Timeout: timeout}
}

// Run runs the process's program with args, unless args already names it.
func (p *Process) Run(ctx context.Context, args string) (string, error) {
	line := args
	if args != "" && !strings.HasPrefix(line, p.Command) {
		line = p.Command + " " + line
	} else if args == "" {
		line = p.Command
	}
	return p.Exec(ctx, line)
}

// Exec splits line into its words and runs them.
func (p *Process) Exec(ctx context.Context, line string) (string, error) {
	parts, err := shlex.Split(line)
	if err != nil {
		return "", err
	}
	if len(parts) == 0 {
		return "", nil
	}
	out, err := exec.CommandContext(ctx, parts[0], parts[1:]...).CombinedOutput() // want `tool "az": argument "command" is split into words that a program reads as its arguments, where any word can be an option` `tool "az_group": argument "args" is split into words that a program reads as its arguments, where any word can be an option`
	return string(out), err
}

// In is a command line.
type In struct {
	Command string `json:"command"`
}

// Out is a program's output.
type Out struct {
	Output string `json:"output"`
}

// az checks that the model's line is an az command, and runs the rest of
// its words with the process of its first word.
func az(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	parts := strings.Fields(in.Command)
	if len(parts) == 0 {
		return nil, Out{}, errors.New("empty command")
	}
	program := parts[0]
	if program != "az" {
		return nil, Out{}, errors.New("command must start with az")
	}
	out, err := NewProcess(program, 60).Run(ctx, strings.Join(parts[1:], " "))
	return nil, Out{Output: out}, err
}

// GroupIn is the words after "az group".
type GroupIn struct {
	Args string `json:"args"`
}

// azGroup runs "az group" with the model's words.
func azGroup(ctx context.Context, _ *mcp.CallToolRequest, in GroupIn) (*mcp.CallToolResult, Out, error) {
	out, err := NewProcess("az", 60).Run(ctx, "group "+in.Args)
	return nil, Out{Output: out}, err
}

// azGroupPlain runs "az group" with the model's words, none of which may
// be an option.
func azGroupPlain(ctx context.Context, _ *mcp.CallToolRequest, in GroupIn) (*mcp.CallToolResult, Out, error) {
	for _, w := range strings.Fields(in.Args) {
		if strings.HasPrefix(w, "-") || strings.HasPrefix(w, "@") {
			return nil, Out{}, errors.New("options are not allowed: " + w)
		}
	}
	out, err := NewProcess("az", 60).Run(ctx, "group "+in.Args)
	return nil, Out{Output: out}, err
}

// run runs any command line: its job.
func run(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	parts := strings.Fields(in.Command)
	if len(parts) == 0 {
		return nil, Out{}, errors.New("empty command")
	}
	out, err := NewProcess(parts[0], 60).Run(ctx, strings.Join(parts[1:], " "))
	return nil, Out{Output: out}, err
}

// Register adds the tools.
func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "az", Description: "Runs an az command."}, az)
	mcp.AddTool(s, &mcp.Tool{Name: "az_group", Description: "Runs az group with the given words."}, azGroup)
	mcp.AddTool(s, &mcp.Tool{Name: "az_group_plain", Description: "Runs az group with the given words, no options."}, azGroupPlain)
	mcp.AddTool(s, &mcp.Tool{Name: "run", Description: "Runs a command line."}, run)
}
