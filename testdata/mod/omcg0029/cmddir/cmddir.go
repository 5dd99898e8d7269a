// Package cmddir registers go-sdk tools that run a fixed program in the
// folder of an app, as a server runs git or npm there: exec.Cmd's Dir
// is the apps folder joined with the app's name. ls_in lists whatever
// folder ".." names; ls_local holds the name to the apps folder first.
package cmddir

import (
	"context"
	"fmt"
	"os/exec"
	"path/filepath"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	App string `json:"app"`
}

type Out struct {
	Text string `json:"text"`
}

// Apps runs programs in the apps under Root.
type Apps struct {
	Root string
}

func list(dir string) (*mcp.CallToolResult, Out, error) {
	cmd := exec.Command("ls", "-a")
	cmd.Dir = dir
	out, err := cmd.Output()
	return nil, Out{Text: string(out)}, err
}

// Flagged: the app ".." is the folder above the apps. (The finding is
// at the last call on its way: the store into Dir is no call.)
func (a *Apps) lsIn(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return list(filepath.Join(a.Root, in.App)) // want `OMCG0029: tool "ls_in": argument "app" can leave the base folder its path is joined to \(with ".."\): ls_in: argument app → \(\*Apps\).lsIn → list → exec.Cmd.Dir`
}

// Not flagged: the app's name is a local one.
func (a *Apps) lsLocal(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if !filepath.IsLocal(in.App) {
		return nil, Out{}, fmt.Errorf("not an app: %q", in.App)
	}
	return list(filepath.Join(a.Root, in.App))
}

// Register adds the tools.
func Register(s *mcp.Server, a *Apps) {
	mcp.AddTool(s, &mcp.Tool{Name: "ls_in"}, a.lsIn)
	mcp.AddTool(s, &mcp.Tool{Name: "ls_local"}, a.lsLocal)
}
