package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/mcpvet/mcpvet/internal/testtier"
)

// TestREADMEInstall runs the README's install section as a reader pastes
// it: the first sh block in a clone (this work tree), with GOBIN in a
// temporary directory on PATH; the others in a new module of the
// reader's own at go 1.25, with MCPVET naming the clone and, in a package,
// the //go:generate line the section quotes. Then the module must build
// with the generated file, still at go 1.25.0, without mcpvet's main
// module or x/tools in its go.mod.
func TestREADMEInstall(t *testing.T) {
	t.Parallel()
	testtier.Long(t) // a whole workflow: go install, a module of the reader's, go generate
	if testing.Short() {
		t.Skip("installs mcpvet and sets up a module with go mod tidy; skipped with -short")
	}
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(readme), "\n## Install\n")
	if !ok {
		t.Fatal("README.md has no Install section")
	}
	section, _, _ = strings.Cut(section, "\n## ")
	var blocks []string
	for _, m := range regexp.MustCompile("(?s)```sh\n(.*?)```").FindAllStringSubmatch(section, -1) {
		blocks = append(blocks, m[1])
	}
	if len(blocks) != 3 {
		t.Fatalf("the Install section has %d sh blocks; the test knows 3 (install, module set-up, go generate)", len(blocks))
	}
	const generate = "//go:generate mcpvet gen"
	if !strings.Contains(section, "`"+generate+"`") {
		t.Fatalf("the Install section does not quote %s", generate)
	}

	tmp := t.TempDir()
	bin := filepath.Join(tmp, "bin")
	env := []string{"GOBIN=" + bin, "PATH=" + bin + string(os.PathListSeparator) + os.Getenv("PATH"), "GOWORK=off", "MCPVET=" + root}
	sh := func(dir, block string) string {
		t.Helper()
		cmd := exec.CommandContext(t.Context(), "bash", "-euo", "pipefail", "-c", block)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), env...)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("in %s:\n%s\n%v\n%s", dir, block, err, out)
		}
		return string(out)
	}

	if out := sh(root, blocks[0]); !strings.Contains(out, "mcpvet ") {
		t.Errorf("the install block does not print mcpvet's version:\n%s", out)
	}

	app := filepath.Join(tmp, "app")
	// The reader's module is at the go-sdk's Go version, below mcpvet's:
	// adding the runtime must not raise it.
	writeFiles(t, app, map[string]string{
		"go.mod":         "module example.com/app\n\ngo 1.25\n",
		"tools/tools.go": strings.Replace(appTools, "//go:generate go run github.com/mcpvet/mcpvet/cmd/mcpvet gen", generate, 1),
	})
	sh(app, blocks[1])
	sh(app, blocks[2])
	if _, err := os.Stat(filepath.Join(app, "tools", "mcpvet_gen.go")); err != nil {
		t.Errorf("go generate wrote no mcpvet_gen.go: %v", err)
	}
	sh(app, "go build ./... && go vet ./...")
	// The runtime module brings only what the go-sdk needs: the go
	// directive stays, and neither mcpvet's main module nor x/tools is in
	// the reader's go.mod.
	gomod, err := os.ReadFile(filepath.Join(app, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(gomod), "\ngo 1.25.0\n") || !strings.Contains(string(gomod), "github.com/mcpvet/mcpvet/runtime v0.0.0") ||
		strings.Contains(string(gomod), "github.com/mcpvet/mcpvet ") || strings.Contains(string(gomod), "golang.org/x/tools") {
		t.Errorf("the reader's go.mod after the install steps:\n%s\nwant go 1.25.0, the runtime module, and neither mcpvet's main module nor x/tools", gomod)
	}
}
