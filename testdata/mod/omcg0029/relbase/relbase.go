// Package relbase registers go-sdk tools that read a file of an app: the
// app's folder is the apps folder joined with the app's name, and the
// path is held to the app's folder by filepath.Rel. The check holds the
// file's name to the app's folder, and says nothing of where that folder
// is: an app named ".." moves the folder, and the path with it, out of
// the apps folder.
package relbase

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	App  string `json:"app"`
	File string `json:"file"`
}

type Out struct {
	Text string `json:"text"`
}

// Apps reads the files of the apps under Root.
type Apps struct {
	Root string
}

// within reports whether target is base or below it.
func within(target, base string) bool {
	rel, err := filepath.Rel(base, target)
	if err != nil {
		return false
	}
	return rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator))
}

func read(path string) (*mcp.CallToolResult, Out, error) {
	b, err := os.ReadFile(path) // want `OMCG0029: tool "read_app": argument "app" can leave the base folder` `OMCG0029: tool "read_inline": argument "app" can leave the base folder`
	if err != nil {
		return nil, Out{}, err
	}
	return nil, Out{Text: string(b)}, nil
}

// Flagged: the app's name moves the folder the path is held to.
func (a *Apps) readApp(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	appDir := filepath.Join(a.Root, in.App)
	full := filepath.Join(appDir, in.File)
	if !within(full, appDir) {
		return nil, Out{}, fmt.Errorf("%s is outside the app's folder", in.File)
	}
	return read(full)
}

// Flagged: the same check written in the handler.
func (a *Apps) readInline(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	appDir := filepath.Join(a.Root, in.App)
	full := filepath.Join(appDir, in.File)
	rel, err := filepath.Rel(appDir, full)
	if err != nil || strings.HasPrefix(rel, "..") {
		return nil, Out{}, fmt.Errorf("%s is outside the app's folder", in.File)
	}
	return read(full)
}

// Not flagged: the app's folder is held to the apps folder too.
func (a *Apps) readChecked(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	appDir := filepath.Join(a.Root, in.App)
	full := filepath.Join(appDir, in.File)
	if !within(appDir, a.Root) || !within(full, appDir) {
		return nil, Out{}, fmt.Errorf("%s is outside the apps folder", in.File)
	}
	return read(full)
}

// Not flagged: one app, whose folder is the code's.
func (a *Apps) readShared(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	appDir := filepath.Join(a.Root, "shared")
	full := filepath.Join(appDir, in.File)
	if !within(full, appDir) {
		return nil, Out{}, fmt.Errorf("%s is outside the app's folder", in.File)
	}
	return read(full)
}

// Register adds the tools.
func Register(s *mcp.Server, a *Apps) {
	mcp.AddTool(s, &mcp.Tool{Name: "read_app"}, a.readApp)
	mcp.AddTool(s, &mcp.Tool{Name: "read_inline"}, a.readInline)
	mcp.AddTool(s, &mcp.Tool{Name: "read_checked"}, a.readChecked)
	mcp.AddTool(s, &mcp.Tool{Name: "read_shared"}, a.readShared)
}
