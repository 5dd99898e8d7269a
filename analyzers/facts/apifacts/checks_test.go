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
	"github.com/mcpvet/mcpvet/internal/testtier"
)

// TestChecksAgree: what mcpvet says the routes of testdata/mod/routes/checks
// require (explicit checks that answer with an error status) is what the
// routes refuse: the fixture's own test sends the routes requests with
// every argument and without each one, through the real net/http, gin and
// echo.
func TestChecksAgree(t *testing.T) {
	testtier.Long(t)
	agree(t, "checks", "TestAgree", 9)
}

// TestEchoBindAgree: the arguments mcpvet lists for routes that bind with
// echo's c.Bind are what the real echo v4.16.0 binds: the fixture's own
// test sees every listed argument change what the handler bound, and
// values under any other name change nothing.
func TestEchoBindAgree(t *testing.T) { agree(t, "echobind", "TestBind", 5) }

// TestGinBindAgree: the query and path values mcpvet lists for the gin
// routes of testdata/mod/routes/ginbind, and which of them it requires
// (binding tags), are what the real gin binds and refuses.
func TestGinBindAgree(t *testing.T) { agree(t, "ginbind", "TestBind", 5) }

// agree loads testdata/mod/routes/<pkg> as mcpvet gen does, writes each
// tool's route and arguments (whether its input schema requires them)
// to a file, and runs the fixture's test named test on it.
func agree(t *testing.T, pkg, test string, want int) {
	if testing.Short() {
		t.Skip("builds the fixture module")
	}
	dir := fixturetest.Dir(t)
	pkgs, err := genload.Load(genload.Config{Dir: filepath.Join(dir, "routes", pkg)}, ".")
	if err != nil {
		t.Fatal(err)
	}
	if len(pkgs) != 1 || pkgs[0].API == nil {
		t.Fatalf("loaded %d packages, or no routes", len(pkgs))
	}
	type tool struct {
		Method, Path string
		PathArgs     []string
		Query        map[string]bool
		Body         map[string]bool
	}
	var tools []tool
	for _, r := range pkgs[0].API.Tools {
		tl := tool{Method: r.Pattern.Method, Path: r.Pattern.Path, Query: map[string]bool{}}
		for _, a := range r.Tool.Route().Args {
			switch a.In {
			case "path":
				tl.PathArgs = append(tl.PathArgs, a.Name)
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
	if len(tools) != want {
		t.Fatalf("%d tools, want the fixture's %d", len(tools), want)
	}
	out := filepath.Join(t.TempDir(), "tools.json")
	b, _ := json.Marshal(tools)
	if err := os.WriteFile(out, b, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", "test", "-count=1", "-run", test, "./routes/"+pkg+"/")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off", "MCPVET_ROUTE_TOOLS="+out)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go test ./routes/%s/ in %s: %v\n%s", pkg, dir, err, out)
	}
}
