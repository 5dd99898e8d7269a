package toolcalls_test

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/facts/mcpfacts"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
)

// TestFoldAgainstMCPGo holds the fold of mcp-go option-built input schemas
// against the real library: it folds the tools of
// testdata/mod/mcpgoreal/opts, then runs that module's TestOptions, which
// lists the same tools from a real mcp-go v1.2.1 server and compares each
// inputSchema with the fold. Four of the tools are built by package
// opts/reflected, whose input schemas invopop/jsonschema reflects at run
// time from the handlers' argument types.
func TestFoldAgainstMCPGo(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the fixture module")
	}
	dir := fixturetest.Dir(t)
	type folded struct {
		Schema     json.RawMessage `json:"schema"`
		Output     json.RawMessage `json:"output,omitempty"`
		Unfollowed string          `json:"unfollowed,omitempty"`
		Err        string          `json:"err,omitempty"`
	}
	fold := map[string]folded{}
	for _, r := range analysistest.Run(t, dir, mcpfacts.Analyzer, "./mcpgoreal/opts") {
		if r.Pass.Pkg.Path() != "fixtures/mcpgoreal/opts" {
			continue
		}
		for _, tool := range r.Result.(*mcpfacts.Result).Tools {
			m := tool.MCPGo
			if m == nil {
				t.Errorf("%s: no mcp-go fold", tool.Name)
				continue
			}
			if m.Release != "v1.2.1" {
				t.Errorf("%s: release %q (%s), want v1.2.1", tool.Name, m.Release, m.Unfollowed)
			}
			if len(m.Left) > 0 {
				t.Errorf("%s: left out %q", tool.Name, m.Left)
			}
			f := folded{Schema: tool.InputSchemaJSON, Output: tool.OutputSchemaJSON, Unfollowed: m.Unfollowed}
			if m.Err != nil {
				f.Err = m.Err.Error()
			}
			fold[tool.Name] = f
		}
	}
	if len(fold) < 10 {
		t.Fatalf("folded %d tools of mcpgoreal/opts", len(fold))
	}
	b, err := json.Marshal(fold)
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "fold.json")
	if err := os.WriteFile(file, b, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", "test", "-count=1", "-run", "TestOptions|TestConflict", "-v", "./mcpgoreal/")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off", "MCPVET_FOLD="+file)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go test ./mcpgoreal/ in %s: %v\n%s", dir, err, out)
	}
	t.Logf("%s", out)
}
