package main

import (
	"os/exec"
	"path/filepath"
	"testing"
)

// buildMcpvet builds the mcpvet binary into a temporary directory.
func buildMcpvet(t *testing.T) (goCmd, bin string) {
	t.Helper()
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("go command not found: %v", err)
	}
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	bin = filepath.Join(t.TempDir(), "mcpvet")
	if res := run(t, root, nil, goCmd, "build", "-buildvcs=false", "-o", bin, "./cmd/mcpvet"); res.exit != 0 {
		t.Fatalf("go build ./cmd/mcpvet: exit %d\n%s", res.exit, res.stderr)
	}
	return goCmd, bin
}

// TestStd runs every analyzer over the whole standard library through the
// real go vet protocol: no analyzer may panic (a panic fails the package)
// and none may report, since std declares no MCP tools.
func TestStd(t *testing.T) {
	if testing.Short() {
		t.Skip("vets the whole standard library; skipped with -short")
	}
	goCmd, bin := buildMcpvet(t)
	res := run(t, ".", nil, goCmd, "vet", "-json", "-vettool="+bin, "std")
	if res.exit != 0 {
		t.Fatalf("go vet -vettool=mcpvet std: exit %d\nstderr:\n%s", res.exit, res.stderr)
	}
	checkJSONReport(t, res.stdout)
}
