// Package passutil holds what every mcpvet analyzer's Run does the same
// way, fact passes included: telling the standard library apart, and
// turning an internal panic into an error for one package.
package passutil

import (
	"fmt"
	"go/build"
	"path/filepath"
	"runtime/debug"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// IsStd reports whether the package is part of the standard library,
// which declares no MCP tools or routes and whose facts are never needed.
func IsStd(pass *analysis.Pass) bool {
	if len(pass.Files) == 0 || build.Default.GOROOT == "" {
		return false
	}
	name := pass.Fset.File(pass.Files[0].Pos()).Name()
	root := filepath.Join(build.Default.GOROOT, "src") + string(filepath.Separator)
	return strings.HasPrefix(name, root)
}

// Guard wraps an analyzer's Run so that a panic becomes an error for this
// package alone: an analyzer that panics would take down gopls or
// golangci-lint for every package.
func Guard(name string, run func(*analysis.Pass) (any, error)) func(*analysis.Pass) (any, error) {
	return func(pass *analysis.Pass) (_ any, err error) {
		defer func() {
			if r := recover(); r != nil {
				err = fmt.Errorf("%s: internal error: %v\n%s", name, r, debug.Stack())
			}
		}()
		return run(pass)
	}
}
