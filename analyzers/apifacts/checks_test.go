package apifacts_test

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"

	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
	"github.com/mcpvet/mcpvet/internal/genload"
)

// TestChecksAgree: what mcpvet says the routes of testdata/mod/routes/checks
// require (explicit checks that refuse a request with a 4xx) is what the
// routes refuse. It loads the package as mcpvet gen does, writes each
// tool's arguments and whether its input schema requires them, and runs
// the fixture's own test, which sends the routes requests with every
// argument and without each one, through the real net/http, gin and echo.
func TestChecksAgree(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the fixture module")
	}
	dir := fixturetest.Dir(t)
	pkgs, err := genload.Load(genload.Config{Dir: filepath.Join(dir, "routes", "checks")}, ".")
	if err != nil {
		t.Fatal(err)
	}
	if len(pkgs) != 1 || pkgs[0].API == nil {
		t.Fatalf("loaded %d packages, or no routes", len(pkgs))
	}
	type tool struct {
		Method, Path string
		Query        map[string]bool
		Body         map[string]bool
	}
	var tools []tool
	for _, r := range pkgs[0].API.Tools {
		tl := tool{Method: r.Pattern.Method, Path: r.Pattern.Path, Query: map[string]bool{}}
		for _, a := range r.Tool.Args {
			switch a.In {
			case "query":
				tl.Query[a.Name] = a.Required
			case "body":
				tl.Body = map[string]bool{}
				for _, p := range a.Schema.Properties {
					tl.Body[p.Name] = slices.Contains(a.Schema.Required, p.Name)
				}
			}
		}
		tools = append(tools, tl)
	}
	if len(tools) != 7 {
		t.Fatalf("%d tools, want the fixture's 7", len(tools))
	}
	out := filepath.Join(t.TempDir(), "tools.json")
	b, _ := json.Marshal(tools)
	if err := os.WriteFile(out, b, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", "test", "-count=1", "-run", "TestAgree", "./routes/checks/")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off", "MCPVET_CHECKS_TOOLS="+out)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go test ./routes/checks/ in %s: %v\n%s", dir, err, out)
	}
}
