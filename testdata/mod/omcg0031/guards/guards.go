// Package guards registers go-sdk tools that check a revision with a
// pattern before they give it to git: a pattern that lets a leading "-"
// through guards nothing; the message names a value that passes it.
package guards

import (
	"context"
	"errors"
	"os/exec"
	"regexp"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Rev string `json:"rev"`
}

type Out struct {
	Text string `json:"text"`
}

var (
	revChars = regexp.MustCompile(`^[\w./=-]+$`)      // anchored, but "-" may come first
	revName  = regexp.MustCompile(`^[\w.][\w./=-]*$`) // the first character is no "-"
)

func diff(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if !revChars.MatchString(in.Rev) {
		return nil, Out{}, errors.New("bad revision")
	}
	out, err := exec.CommandContext(ctx, "git", "diff", in.Rev).Output() // want `OMCG0031: tool "git_diff_chars": argument "rev" is passed to a program that reads an argument starting with "-" as an option \("--output=/tmp/x" passes revChars.MatchString\(in.Rev\)\): git_diff_chars: argument rev → diff → exec.CommandContext\("git", "diff", …\); put "--end-of-options" before it`
	return nil, Out{Text: string(out)}, err
}

func diffNamed(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if !revName.MatchString(in.Rev) {
		return nil, Out{}, errors.New("bad revision")
	}
	out, err := exec.CommandContext(ctx, "git", "diff", in.Rev).Output()
	return nil, Out{Text: string(out)}, err
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "git_diff_chars"}, diff)
	mcp.AddTool(s, &mcp.Tool{Name: "git_diff_named"}, diffNamed)
}
