// Package usershell registers go-sdk tools that run a command line with
// the user's shell, as a server does to get the user's environment (nvm,
// asdf): the program is $SHELL, or /bin/sh where it is not set, with -l
// and -c. stop pastes the model's target into the line; stop_quoted
// quotes it for the shell first.
package usershell

import (
	"context"
	"os"
	"os/exec"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Target string `json:"target"`
}

type Out struct {
	Output string `json:"output"`
}

func run(line string) (*mcp.CallToolResult, Out, error) {
	shell := os.Getenv("SHELL")
	if shell == "" {
		shell = "/bin/sh"
	}
	out, err := exec.Command(shell, "-l", "-c", line).CombinedOutput() // want `OMCG0030: tool "stop": argument "target" is pasted into a shell command line`
	return nil, Out{Output: string(out)}, err
}

// quote quotes s for a POSIX shell.
func quote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }

// Flagged: "x; id" runs id.
func stop(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return run("echo stopping " + in.Target)
}

// Not flagged: the target is one word of the shell's.
func stopQuoted(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return run("echo stopping " + quote(in.Target))
}

// Register adds the tools.
func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "stop"}, stop)
	mcp.AddTool(s, &mcp.Tool{Name: "stop_quoted"}, stopQuoted)
}
