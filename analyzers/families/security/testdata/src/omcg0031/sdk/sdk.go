// Package sdk registers go-sdk tools whose handlers pass an argument to
// a fixed program where it can be read as an option
// (testdata/mod/omcg0031/sdk).
package sdk

import (
	"context"
	"errors"
	"os/exec"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"omcg0031/git"
)

type In struct {
	Rev     string `json:"rev,omitempty"`
	Pattern string `json:"pattern,omitempty"`
	Program string `json:"program,omitempty"`
}

type Out struct {
	Text string `json:"text"`
}

func diff(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	out, err := exec.CommandContext(ctx, "git", "diff", in.Rev).Output() // want `OMCG0031: tool "git_diff": argument "rev" is passed to a program that reads an argument starting with "-" as an option: git_diff: argument rev → diff → exec.CommandContext\("git", "diff", …\); put "--end-of-options" before it`
	return nil, Out{Text: string(out)}, err
}

func grep(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	out, err := exec.Command("grep", "-rn", in.Pattern, ".").Output() // want `OMCG0031: tool "grep": argument "pattern" .*: grep: argument pattern → exec.Command\("grep", "-rn", …\); put "--" before it`
	return nil, Out{Text: string(out)}, err
}

func viaHelper(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	out, err := git.Show(ctx, ".", in.Rev) // want `OMCG0031: tool "git_show": argument "rev" .*: git_show: argument rev → viaHelper → git.Show → exec.CommandContext\("git", "show", …\); put "--end-of-options" before it`
	return nil, Out{Text: string(out)}, err
}

// A slice literal: reported, with no fix (the call spreads a slice).
func viaSlice(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	args := []string{"ls-files", in.Pattern}
	out, err := exec.CommandContext(ctx, "git", args...).Output() // want `OMCG0031: tool "git_ls_files": argument "pattern" .*: git_ls_files: argument pattern → viaSlice → exec.CommandContext\("git", "ls-files", …\); put "--end-of-options" before it`
	return nil, Out{Text: string(out)}, err
}

// Through a helper that runs git with its variadic arguments: the fix
// is made at the call here.
func viaVariadic(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	out, err := git.Run(ctx, ".", "checkout", in.Rev) // want `OMCG0031: tool "git_checkout": argument "rev" .*: git_checkout: argument rev → viaVariadic → git.Run → exec.CommandContext\("git", …\); put "--end-of-options" before it`
	return nil, Out{Text: string(out)}, err
}

// ---- Not flagged. ----

// Ended before the argument, through the helper.
func viaVariadicEnded(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	out, err := git.Run(ctx, ".", "checkout", "--", in.Rev)
	return nil, Out{Text: string(out)}, err
}

func ended(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	out, err := exec.CommandContext(ctx, "grep", "-rn", "--", in.Pattern, ".").Output()
	return nil, Out{Text: string(out)}, err
}

func endedInHelper(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	out, err := git.ShowSafe(ctx, in.Rev)
	return nil, Out{Text: string(out)}, err
}

func prefixed(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	out, err := exec.CommandContext(ctx, "git", "log", "--author="+in.Pattern).Output()
	return nil, Out{Text: string(out)}, err
}

func optionValue(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	out, err := exec.CommandContext(ctx, "grep", "-e", in.Pattern, ".").Output()
	return nil, Out{Text: string(out)}, err
}

func checked(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if strings.HasPrefix(in.Rev, "-") {
		return nil, Out{}, errors.New("a revision does not start with -")
	}
	out, err := exec.CommandContext(ctx, "git", "show", in.Rev).Output()
	return nil, Out{Text: string(out)}, err
}

// The program is the argument: a tool whose job is any command.
func anyProgram(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	out, err := exec.CommandContext(ctx, in.Program, in.Pattern).Output()
	return nil, Out{Text: string(out)}, err
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "git_diff"}, diff)
	mcp.AddTool(s, &mcp.Tool{Name: "grep"}, grep)
	mcp.AddTool(s, &mcp.Tool{Name: "git_show"}, viaHelper)
	mcp.AddTool(s, &mcp.Tool{Name: "git_ls_files"}, viaSlice)
	mcp.AddTool(s, &mcp.Tool{Name: "git_checkout"}, viaVariadic)

	mcp.AddTool(s, &mcp.Tool{Name: "git_checkout_ended"}, viaVariadicEnded)
	mcp.AddTool(s, &mcp.Tool{Name: "grep_ended"}, ended)
	mcp.AddTool(s, &mcp.Tool{Name: "git_show_safe"}, endedInHelper)
	mcp.AddTool(s, &mcp.Tool{Name: "git_author"}, prefixed)
	mcp.AddTool(s, &mcp.Tool{Name: "grep_e"}, optionValue)
	mcp.AddTool(s, &mcp.Tool{Name: "git_show_checked"}, checked)
	mcp.AddTool(s, &mcp.Tool{Name: "run"}, anyProgram)
}
