// Package prepended runs grep through helpers that take the arguments as
// a slice and, on some path, put options of their own before it
// (args = append([]string{"--color=never"}, args...)): each caller's
// elements are still read as grep's options and positionals. A helper
// that puts an end of options before them, or a caller that does, is
// not flagged.
package prepended

import (
	"context"
	"os/exec"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	File string `json:"file"`
}

type Out struct {
	Text string `json:"text"`
}

// Runner runs grep, plain or not as configured.
type Runner struct{ Plain bool }

func (r *Runner) grep(ctx context.Context, args []string) (*mcp.CallToolResult, Out, error) {
	if r.Plain {
		args = append([]string{"--color=never"}, args...)
	}
	out, _ := exec.CommandContext(ctx, "grep", args...).CombinedOutput() // want `OMCG0031: tool "grep_file": argument "file" is passed to a program that reads an argument starting with "-" as an option`
	return nil, Out{Text: string(out)}, nil
}

func (r *Runner) grepFiles(ctx context.Context, args []string) (*mcp.CallToolResult, Out, error) {
	args = append([]string{"-n", "-e", "TODO", "--"}, args...)
	out, _ := exec.CommandContext(ctx, "grep", args...).CombinedOutput()
	return nil, Out{Text: string(out)}, nil
}

// Register adds the tools (the escape test calls them).
func (r *Runner) Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "grep_file"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		return r.grep(ctx, []string{"-n", "TODO", in.File})
	})
	// Not flagged: the caller ends the options.
	mcp.AddTool(s, &mcp.Tool{Name: "grep_file_ended"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		return r.grep(ctx, []string{"-n", "TODO", "--", in.File})
	})
	// Not flagged: the helper ends the options before the caller's.
	mcp.AddTool(s, &mcp.Tool{Name: "grep_files"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		return r.grepFiles(ctx, []string{in.File})
	})
}
