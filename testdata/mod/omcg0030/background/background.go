// Package background registers go-sdk tools that run a shell command in
// a goroutine, as job runners do: the command line is built in the
// handler and captured by the func literal the goroutine runs. setup
// pastes the model's folder into the script; run_job takes the whole
// command, which is its job; setup_quoted quotes the folder for the
// shell first.
package background

import (
	"context"
	"os/exec"
	"strings"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Jobs runs commands in the background.
type Jobs struct{ wg sync.WaitGroup }

// Wait waits for the jobs started.
func (j *Jobs) Wait() { j.wg.Wait() }

func (j *Jobs) start(command, dir string) {
	j.wg.Add(1)
	go func() {
		defer j.wg.Done()
		cmd := exec.CommandContext(context.Background(), "sh", "-c", command) // want `OMCG0030: tool "setup": argument "folder" is pasted into a shell command line, where ; \| \$\( \) run commands of the model's choosing: setup: argument folder → \(\*Jobs\).start → \(\*Jobs\).start.func1 → exec.CommandContext`
		cmd.Dir = dir
		_ = cmd.Run()
	}()
}

// In is a folder or a command.
type In struct {
	Folder  string `json:"folder,omitempty"`
	Command string `json:"command,omitempty"`
}

func text(s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: s}}}
}

// quote quotes s for a POSIX shell.
func quote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }

// Register adds the tools, their jobs run by j in dir.
func Register(s *mcp.Server, j *Jobs, dir string) {
	mcp.AddTool(s, &mcp.Tool{Name: "setup", Description: "Run the folder's setup script."}, func(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		j.start(". "+in.Folder+"/setup.sh", dir)
		return text("started"), nil, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "setup_quoted", Description: "Run the folder's setup script."}, func(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		j.start(". "+quote(in.Folder+"/setup.sh"), dir)
		return text("started"), nil, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "run_job", Description: "Run a shell command in the background."}, func(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		j.start(in.Command, dir)
		return text("started"), nil, nil
	})
}
