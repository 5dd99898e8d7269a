// Package globbed registers a tool whose handler expands a pattern with a
// recursive glob (the shape of go-billy's util.Glob) and pastes the names
// into a shell command line. The glob's check for wildcards lets a value
// without one through whole, and is met again on each recursive call:
// the finding names it once.
package globbed

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Pattern string `json:"pattern"`
}

type Out struct {
	Text string `json:"text"`
}

// expand is the pattern itself when it has no wildcard, else the names
// that match it, its folder expanded first.
func expand(pattern string) []string {
	if !strings.ContainsAny(pattern, "*?[") {
		return []string{pattern}
	}
	dir, file := filepath.Split(pattern)
	if dir == pattern || dir == "" {
		return nil
	}
	var out []string
	for _, d := range expand(dir[:len(dir)-1]) {
		entries, _ := os.ReadDir(d)
		for _, e := range entries {
			if ok, _ := filepath.Match(file, e.Name()); ok {
				out = append(out, filepath.Join(d, e.Name()))
			}
		}
	}
	return out
}

func list(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	out, err := exec.CommandContext(ctx, "sh", "-c", "ls -l "+strings.Join(expand(in.Pattern), " ")).Output() // want `OMCG0030: tool "list_matches": argument "pattern" is pasted into a shell command line, where ; \| \$\( \) run commands of the model's choosing \("x; id" passes strings.ContainsAny\(pattern, "\*\?\["\) \(in expand\)\): list_matches: argument pattern → list → expand → exec.CommandContext\("sh", "-c", …\);`
	return nil, Out{Text: string(out)}, err
}

// ---- Not flagged. ----

var plainPattern = regexp.MustCompile(`^[A-Za-z0-9_./*?-]+$`)

// The pattern is held to letters, digits and wildcards first.
func listChecked(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if !plainPattern.MatchString(in.Pattern) {
		return nil, Out{}, os.ErrInvalid
	}
	out, err := exec.CommandContext(ctx, "sh", "-c", "ls -l "+strings.Join(expand(in.Pattern), " ")).Output()
	return nil, Out{Text: string(out)}, err
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "list_matches"}, list)
	mcp.AddTool(s, &mcp.Tool{Name: "list_checked"}, listChecked)
}
