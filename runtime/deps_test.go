package runtime_test

import (
	"os/exec"
	"strings"
	"testing"
)

// TestDeps: server binaries stay lean. The runtime never depends on
// golang.org/x/tools or on the analyzers.
func TestDeps(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	out, err := exec.Command(goTool, "list", "-deps", "github.com/mcpvet/mcpvet/runtime").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	deps := strings.Fields(string(out))
	if len(deps) < 10 {
		t.Fatalf("go list -deps listed too little: %q", deps)
	}
	for _, d := range deps {
		if d == "golang.org/x/tools" || strings.HasPrefix(d, "golang.org/x/tools/") ||
			d == "github.com/mcpvet/mcpvet/analyzers" || strings.HasPrefix(d, "github.com/mcpvet/mcpvet/analyzers/") ||
			d == "github.com/mcpvet/mcpvet/schema/typesview" || d == "go/types" {
			t.Errorf("runtime depends on %s", d)
		}
	}
}
