// Package fixed holds the files a tool writes to the server's own folder:
// the check refuses an absolute or climbing path, then holds it to that
// folder. A tool beside it that takes a whole path reaches what the check
// refuses.
package fixed

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Root is the server's folder.
var Root string

type WriteIn struct {
	Path string `json:"path"`
	Text string `json:"text"`
}

type RepoIn struct {
	Repo string `json:"repo"`
}

type Out struct {
	Text string `json:"text"`
}

// within refuses a path that is absolute or climbs, then holds it to dir.
func within(dir, p string) (string, error) {
	if filepath.IsAbs(p) {
		return "", errors.New("absolute path")
	}
	clean := filepath.Clean(p)
	if strings.HasPrefix(clean, "..") {
		return "", errors.New("the path climbs")
	}
	abs := filepath.Join(dir, clean)
	rel, err := filepath.Rel(dir, abs)
	if err != nil || strings.HasPrefix(rel, "..") {
		return "", errors.New("outside the workspace")
	}
	return abs, nil
}

func write(ctx context.Context, req *mcp.CallToolRequest, in WriteIn) (*mcp.CallToolResult, Out, error) {
	abs, err := within(Root, in.Path)
	if err != nil {
		return nil, Out{}, err
	}
	return nil, Out{}, os.WriteFile(abs, []byte(in.Text), 0o644)
}

func gitLog(ctx context.Context, req *mcp.CallToolRequest, in RepoIn) (*mcp.CallToolResult, Out, error) {
	cmd := exec.CommandContext(ctx, "git", "log", "--oneline", "-5")
	cmd.Dir = in.Repo
	out, err := cmd.Output()
	return nil, Out{Text: string(out)}, err
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "write"}, write)
	mcp.AddTool(s, &mcp.Tool{Name: "git_log"}, gitLog) // want `OMCG0029: tool "git_log": argument "repo" reaches exec.Cmd.Dir without the folder check the server makes on "path" of tool "write"`
}
