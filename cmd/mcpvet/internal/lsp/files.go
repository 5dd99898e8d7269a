package lsp

import (
	"crypto/sha256"
	"encoding/json"
	"go/build"
	"go/parser"
	"go/token"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"time"
)

// hash identifies file contents and package inputs.
type hash [sha256.Size]byte

// stamp tells whether a file on disk may have changed since it was read.
type stamp struct {
	mtime time.Time
	size  int64
}

func stampOf(fi os.FileInfo) stamp { return stamp{fi.ModTime(), fi.Size()} }

// diskFile is what the engine remembers of a file on disk.
type diskFile struct {
	stamp   stamp
	hash    hash
	content []byte // kept for files of the workspace only
}

// header is what go list reads in a Go file: the package clause, the
// imports and the build constraints. When it changes, the package graph
// may have changed and must be loaded again; any other edit only needs
// the package type-checked again.
func header(content []byte) string {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "", content, parser.ImportsOnly|parser.ParseComments)
	var b strings.Builder
	if f != nil && f.Name != nil {
		b.WriteString(f.Name.Name)
	}
	if f != nil {
		for _, imp := range f.Imports {
			if imp.Path != nil {
				b.WriteString(" ")
				b.WriteString(imp.Path.Value)
			}
		}
		// Build constraints precede the package clause.
		for _, cg := range f.Comments {
			if f.Package.IsValid() && cg.Pos() > f.Package {
				break
			}
			for _, c := range cg.List {
				if strings.HasPrefix(c.Text, "//go:build") || strings.HasPrefix(c.Text, "// +build") {
					b.WriteString(" ")
					b.WriteString(c.Text)
				}
			}
		}
	}
	if err != nil {
		// A file whose import block does not parse yet: remember that
		// it does not, so that the first edit that fixes it reloads.
		b.WriteString(" (does not parse)")
	}
	return b.String()
}

// goRoots returns the directories whose files never change, for the go
// command in env run in dir: GOROOT/src and the module cache. Their
// contents are hashed once and their syntax is not kept after analysis.
func goRoots(dir string, env []string) []string {
	cmd := exec.Command("go", "env", "-json", "GOROOT", "GOMODCACHE")
	cmd.Dir, cmd.Env = dir, env
	out, err := cmd.Output()
	var v struct{ GOROOT, GOMODCACHE string }
	if err != nil || json.Unmarshal(out, &v) != nil {
		v.GOROOT, v.GOMODCACHE = build.Default.GOROOT, filepath.Join(build.Default.GOPATH, "pkg", "mod")
	}
	var roots []string
	if v.GOROOT != "" {
		roots = append(roots, filepath.Join(v.GOROOT, "src")+string(filepath.Separator))
	}
	if v.GOMODCACHE != "" {
		roots = append(roots, filepath.Clean(v.GOMODCACHE)+string(filepath.Separator))
	}
	return roots
}

func under(path string, roots []string) bool {
	for _, r := range roots {
		if strings.HasPrefix(path, r) {
			return true
		}
	}
	return false
}

// pathOf returns the file path of a file:// URI ("" for another scheme).
func pathOf(uri string) string {
	u, err := url.Parse(uri)
	if err != nil || u.Scheme != "file" {
		return ""
	}
	p := u.Path
	if runtime.GOOS == "windows" && len(p) >= 3 && p[0] == '/' && p[2] == ':' {
		p = p[1:] // file:///C:/x
	}
	if p == "" {
		return ""
	}
	return filepath.Clean(filepath.FromSlash(p))
}

// uriOf returns the file:// URI of a path.
func uriOf(path string) string {
	p := filepath.ToSlash(path)
	if !strings.HasPrefix(p, "/") {
		p = "/" + p
	}
	return (&url.URL{Scheme: "file", Path: p}).String()
}

// moduleDir returns the directory go list runs in for a file: the
// nearest directory above it with a go.mod, else the file's directory.
func moduleDir(path string) string {
	dir := filepath.Dir(path)
	for d := dir; ; {
		if fi, err := os.Stat(filepath.Join(d, "go.mod")); err == nil && !fi.IsDir() {
			return d
		}
		parent := filepath.Dir(d)
		if parent == d {
			return dir
		}
		d = parent
	}
}

// goNames lists the .go files of a directory, sorted.
func goNames(dir string) []string {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	var names []string
	for _, e := range entries {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".go") {
			names = append(names, e.Name())
		}
	}
	slices.Sort(names)
	return names
}

func isTestFile(path string) bool { return strings.HasSuffix(path, "_test.go") }
