// Package allowedloop registers go-sdk tools that read a whole path held
// to the operator's allowed folders by a check in a loop over them: the
// path is the folder itself, or starts with the folder and a separator
// (written p+"/" against dir+"/"), after "~/" is expanded to the home
// folder and symbolic links are resolved. The same check without the
// separator lets a sibling folder whose name starts like an allowed one
// through.
package allowedloop

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Path string `json:"path"`
}

type Out struct {
	Text string `json:"text"`
}

// Files reads files under the allowed folders, which another tool may
// change (hence the lock).
type Files struct {
	mu      sync.RWMutex
	allowed []string
}

func NewFiles(allowed ...string) *Files { return &Files{allowed: allowed} }

func expand(p string) (string, error) {
	if strings.HasPrefix(p, "~/") {
		home, err := os.UserHomeDir()
		if err != nil {
			return "", err
		}
		p = filepath.Join(home, p[2:])
	}
	abs, err := filepath.Abs(p)
	if err != nil {
		return "", err
	}
	return filepath.Clean(abs), nil
}

// validate holds the path to an allowed folder, then resolves links.
// The deferred unlock makes every return go through the result slots
// (SSA): each return's own value is read, not the slots' union.
func (f *Files) validate(requested string) (string, error) {
	f.mu.RLock()
	defer f.mu.RUnlock()
	clean, err := expand(requested)
	if err != nil {
		return "", err
	}
	sep := string(filepath.Separator)
	for _, dir := range f.allowed {
		allowedAbs, err := filepath.Abs(dir)
		if err != nil {
			continue
		}
		allowed := filepath.Clean(allowedAbs)
		if clean == allowed || strings.HasPrefix(clean+sep, allowed+sep) {
			real, err := filepath.EvalSymlinks(clean)
			if err != nil {
				if os.IsNotExist(err) {
					return clean, nil
				}
				return "", err
			}
			return real, nil
		}
	}
	return "", fmt.Errorf("access denied: %s is outside the allowed folders", clean)
}

// validateLoose is validate without the separator.
func (f *Files) validateLoose(requested string) (string, error) {
	f.mu.RLock()
	defer f.mu.RUnlock()
	clean, err := expand(requested)
	if err != nil {
		return "", err
	}
	for _, dir := range f.allowed {
		allowedAbs, err := filepath.Abs(dir)
		if err != nil {
			continue
		}
		allowed := filepath.Clean(allowedAbs)
		if clean == allowed || strings.HasPrefix(clean, allowed) {
			real, err := filepath.EvalSymlinks(clean)
			if err != nil {
				return "", err
			}
			return real, nil
		}
	}
	return "", fmt.Errorf("access denied: %s is outside the allowed folders", clean)
}

func read(path string, err error) (*mcp.CallToolResult, Out, error) {
	if err != nil {
		return nil, Out{}, err
	}
	b, err := os.ReadFile(path) // want `OMCG0029: tool "read_loose": argument "path" can leave the base folder its path is joined to: allowed\+"-evil/x" passes strings.HasPrefix\(clean, allowed\)`
	if err != nil {
		return nil, Out{}, err
	}
	return nil, Out{Text: string(b)}, nil
}

// Not flagged: the folder and a separator.
func (f *Files) readChecked(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return read(f.validate(in.Path))
}

// Flagged: a sibling folder "<allowed>-evil" passes.
func (f *Files) readLoose(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return read(f.validateLoose(in.Path))
}

// Register adds the tools.
func Register(s *mcp.Server, f *Files) {
	mcp.AddTool(s, &mcp.Tool{Name: "read_checked"}, f.readChecked)
	mcp.AddTool(s, &mcp.Tool{Name: "read_loose"}, f.readLoose)
}
