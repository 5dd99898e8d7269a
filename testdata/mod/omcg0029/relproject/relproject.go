// Package relproject registers go-sdk tools of a build server: the
// project is a folder the model names (the tools' job is to build any
// project), and a target is held to the project's folder (a file path
// made relative to it by filepath.Rel and refused when it climbs; a
// label is taken as it is). That check says where a target may point
// from the project, not which folders the server allows: the tools that
// take the project whole are not reported for skipping it.
package relproject

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Project string `json:"project"`
	Target  string `json:"target,omitempty"`
}

type Out struct {
	Text string `json:"text"`
}

// label is the build label of target in the project: a label as it is,
// a file's path relative to the project's folder.
func label(target, project string) (string, error) {
	if strings.HasPrefix(target, "//") {
		return target, nil
	}
	abs, err := filepath.Abs(filepath.Join(project, target))
	if err != nil {
		return "", err
	}
	rel, err := filepath.Rel(project, abs)
	if err != nil || strings.HasPrefix(rel, "..") {
		return "", fmt.Errorf("%s is outside the project", target)
	}
	return "//" + filepath.ToSlash(rel), nil
}

// Not flagged: the project is the tool's to name.
func build(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	l, err := label(in.Target, in.Project)
	if err != nil {
		return nil, Out{}, err
	}
	cmd := exec.CommandContext(ctx, "echo", "build", l)
	cmd.Dir = in.Project
	out, err := cmd.Output()
	return nil, Out{Text: string(out)}, err
}

// Not flagged: the same project, listed.
func list(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	entries, err := os.ReadDir(in.Project)
	if err != nil {
		return nil, Out{}, err
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return nil, Out{Text: strings.Join(names, "\n")}, nil
}

// Register adds the tools.
func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "build"}, build)
	mcp.AddTool(s, &mcp.Tool{Name: "list"}, list)
}
