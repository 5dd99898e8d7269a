package main

import (
	"flag"
	"fmt"
	"strings"

	"golang.org/x/tools/go/packages"

	"github.com/mcpvet/mcpvet/internal/stdsyntax"
)

// loadFlags are the flags that say how packages are loaded: -tags, as
// for go build.
type loadFlags struct {
	tags string
}

func (l *loadFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&l.tags, "tags", "", "comma-separated build tags, as for go build")
}

// buildFlags are the go command's flags that l stands for.
func (l *loadFlags) buildFlags() []string {
	if tags := strings.TrimSpace(l.tags); tags != "" {
		return []string{"-tags=" + tags}
	}
	return nil
}

// packages loads the packages matching patterns, with their tests if
// tests is set, from source down to their dependencies: mcpvet's fact
// passes need them all.
// overlay, if not nil, holds file contents that replace those on disk.
func (l *loadFlags) packages(patterns []string, tests bool, overlay map[string][]byte) ([]*packages.Package, error) {
	pkgs, err := stdsyntax.Load(&packages.Config{
		Mode:       packages.LoadAllSyntax | packages.NeedModule,
		Tests:      tests,
		BuildFlags: l.buildFlags(),
		Overlay:    overlay,
	}, patterns...)
	if err == nil && len(pkgs) == 0 {
		err = fmt.Errorf("%s matched no packages", strings.Join(patterns, " "))
	}
	return pkgs, err
}
