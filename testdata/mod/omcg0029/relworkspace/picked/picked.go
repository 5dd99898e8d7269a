// Package picked holds the files a tool writes to the workspace the
// model names: the check refuses an absolute or climbing path, then holds
// it to that workspace. A tool beside it takes a whole repository path,
// which is its job: the server's check says nothing of which folders it
// allows, since the model picks the folder it is relative to.
package picked

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Root is the folder of workspaces.
var Root string

type WriteIn struct {
	Workspace string `json:"workspace"`
	Path      string `json:"path"`
	Text      string `json:"text"`
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
	dir := filepath.Join(Root, in.Workspace)
	abs, err := within(dir, in.Path)
	if err != nil {
		return nil, Out{}, err
	}
	return nil, Out{}, os.WriteFile(abs, []byte(in.Text), 0o644) // want `OMCG0029: tool "write": argument "workspace" can leave the base folder its path is joined to \(with ".."\)`
}

// Not flagged: the repository is any folder of the machine by design.
func gitLog(ctx context.Context, req *mcp.CallToolRequest, in RepoIn) (*mcp.CallToolResult, Out, error) {
	cmd := exec.CommandContext(ctx, "git", "log", "--oneline", "-5")
	cmd.Dir = in.Repo
	out, err := cmd.Output()
	return nil, Out{Text: string(out)}, err
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "write"}, write)
	mcp.AddTool(s, &mcp.Tool{Name: "git_log"}, gitLog)
}
