// Package sdk registers go-sdk tools whose handlers paste an argument
// into a shell command line (testdata/mod/omcg0030/sdk).
package sdk

import (
	"context"
	"fmt"
	"os/exec"
	"slices"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"omcg0030/run"
)

type In struct {
	Pattern string `json:"pattern,omitempty"`
	Command string `json:"command,omitempty"`
	Count   int    `json:"count,omitempty"`
}

type Out struct {
	Text string `json:"text"`
}

func search(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	out, err := exec.CommandContext(ctx, "sh", "-c", "grep -rn "+in.Pattern+" .").Output() // want `OMCG0030: tool "search_text": argument "pattern" is pasted into a shell command line, where ; \| \$\( \) run commands of the model's choosing: search_text: argument pattern → search → exec.CommandContext\("sh", "-c", …\); run the program without a shell and pass the argument on its own`
	return nil, Out{Text: string(out)}, err
}

func sprintf(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	err := exec.Command("bash", "-c", fmt.Sprintf("find . -name '%s'", in.Pattern)).Run() // want `OMCG0030: tool "find_files": argument "pattern" .*: find_files: argument pattern → sprintf → exec.Command\("bash", "-c", …\);`
	return nil, Out{}, err
}

func viaHelper(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	out, err := run.Script(ctx, "ls -l "+in.Pattern) // want `OMCG0030: tool "list_dir": argument "pattern" .*: list_dir: argument pattern → viaHelper → run.Script → exec.CommandContext\("sh", "-c", …\);`
	return nil, Out{Text: string(out)}, err
}

// ---- Not flagged. ----

// The whole command line is the argument: a tool whose job is to run a
// command.
func runAny(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	out, err := exec.CommandContext(ctx, "sh", "-c", in.Command).Output()
	return nil, Out{Text: string(out)}, err
}

// No shell.
func noShell(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	out, err := exec.CommandContext(ctx, "grep", "-rn", "--", in.Pattern, ".").Output()
	return nil, Out{Text: string(out)}, err
}

// A positional parameter of the shell's: "$1" is never parsed.
func positional(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	out, err := exec.CommandContext(ctx, "sh", "-c", `grep -rn -- "$1" .`, "sh", in.Pattern).Output()
	return nil, Out{Text: string(out)}, err
}

// A number.
func number(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	out, err := exec.CommandContext(ctx, "sh", "-c", fmt.Sprintf("tail -n %d log.txt", in.Count)).Output()
	return nil, Out{Text: string(out)}, err
}

var scripts = []string{"uptime", "df -h"}

// Allow-listed.
func allowed(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if !slices.Contains(scripts, in.Pattern) {
		return nil, Out{}, fmt.Errorf("no script %q", in.Pattern)
	}
	out, err := exec.CommandContext(ctx, "sh", "-c", "exec "+in.Pattern).Output()
	return nil, Out{Text: string(out)}, err
}

// Checked for shell metacharacters.
func noMeta(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if strings.ContainsAny(in.Pattern, ";|&$`()<>\n'\"\\") {
		return nil, Out{}, fmt.Errorf("bad pattern %q", in.Pattern)
	}
	out, err := exec.CommandContext(ctx, "sh", "-c", "grep -rn "+in.Pattern+" .").Output()
	return nil, Out{Text: string(out)}, err
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "search_text"}, search)
	mcp.AddTool(s, &mcp.Tool{Name: "find_files"}, sprintf)
	mcp.AddTool(s, &mcp.Tool{Name: "list_dir"}, viaHelper)

	mcp.AddTool(s, &mcp.Tool{Name: "run_command"}, runAny)
	mcp.AddTool(s, &mcp.Tool{Name: "grep_no_shell"}, noShell)
	mcp.AddTool(s, &mcp.Tool{Name: "grep_positional"}, positional)
	mcp.AddTool(s, &mcp.Tool{Name: "tail_log"}, number)
	mcp.AddTool(s, &mcp.Tool{Name: "run_script"}, allowed)
	mcp.AddTool(s, &mcp.Tool{Name: "grep_checked"}, noMeta)
}
