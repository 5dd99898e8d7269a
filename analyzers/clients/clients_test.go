package clients_test

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/clients"
	"github.com/mcpvet/mcpvet/analyzers/internal/clientprofile"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
)

func TestOMCG0023(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, fixturetest.Dir(t), clients.OMCG0023, "./omcg0023/a", "./omcg0023/percause")
}

func TestOMCG0024(t *testing.T) {
	analysistest.Run(t, fixturetest.Dir(t), clients.OMCG0024, "./omcg0024/...")
}

func TestOMCG0025(t *testing.T) {
	analysistest.Run(t, fixturetest.Dir(t), clients.OMCG0025, "./omcg0025/...")
}

// TestUnselected: a client left out of -clients is not named, and
// none turns the family off.
func TestUnselected(t *testing.T) {
	for _, v := range []string{"none", "openai,cursor,copilot"} {
		if err := clientprofile.Analyzer.Flags.Set("clients", v); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { clientprofile.Analyzer.Flags.Set("clients", "all") })
		for _, a := range clients.Analyzers {
			analysistest.Run(t, fixturetest.Dir(t), a, "./omcg0023/quiet")
		}
	}
}

func TestOMCG0037(t *testing.T) {
	dir := fixturetest.Dir(t)
	analysistest.RunWithSuggestedFixes(t, dir, clients.OMCG0037, "./omcg0037/a")
	analysistest.Run(t, dir, clients.OMCG0037, "./omcg0037/quiet")
	// The fixed file builds: go build reads the golden file in a.go's
	// place (an overlay: nothing is written in the fixture module).
	src := filepath.Join(dir, "omcg0037", "a", "a.go")
	overlay, err := json.Marshal(map[string]map[string]string{"Replace": {src: src + ".golden"}})
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "overlay.json")
	if err := os.WriteFile(file, overlay, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", "build", "-overlay="+file, "./omcg0037/a")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("the fixed fixture does not build: %v\n%s", err, out)
	}
}
