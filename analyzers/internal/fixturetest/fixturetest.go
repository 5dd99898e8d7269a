// Package fixturetest locates the analyzer fixture module, testdata/mod: a
// module that uses the real go-sdk and mcpvet's runtime, which
// analysistest loads in module mode.
package fixturetest

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/mcpvet/mcpvet/internal/fixturemod"
)

// Dir is the absolute path of testdata/mod, ready for analysistest: the
// go commands of the test process leave its go.mod and go.sum alone, and
// the modules it needs are in the module cache (fixturemod.Use).
func Dir(t testing.TB) string {
	t.Helper()
	_, file, _, _ := runtime.Caller(0)
	return fixturemod.Use(t, filepath.Join(filepath.Dir(file), "..", "..", "..", "testdata", "mod"))
}

// LibraryModules are the libraries of the library knowledge whose
// packages are too many to load with every fixture (chromedp and its
// protocol, gorm and its MySQL driver), by import path: each is required
// by a fixture module of its own, the directory given (relative to
// testdata/mod), where its entries are called and read.
var LibraryModules = map[string]string{
	"github.com/chromedp/chromedp": filepath.Join("omcg0046", "browser"),
	"gorm.io/gorm":                 filepath.Join("omcg0032", "gorm"),
}

// GoTest runs go test -count=1 on the fixture module's packages pkg
// (relative patterns: "./driftcall/"), outside the workspace, and fails
// t with the output when they fail: the tests there hold a code's claim
// against the real libraries (a client's call, a process's run). The
// files matching watched (globs in the module, go.mod and go.sum always)
// are read first so that go's test cache sees them change. It is skipped
// in -short mode.
func GoTest(t testing.TB, pkg string, watched ...string) {
	t.Helper()
	GoTestIn(t, Dir(t), pkg, watched...)
}

// GoTestIn is GoTest in the module at dir: a fixture module of its own
// (testdata/mod/omcg0032/gorm), as fixturemod.Use gives it.
func GoTestIn(t testing.TB, dir, pkg string, watched ...string) {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the fixture module")
	}
	for _, pattern := range append(watched, "go.mod", "go.sum") {
		files, _ := filepath.Glob(filepath.Join(dir, pattern))
		for _, f := range files {
			if _, err := os.ReadFile(f); err != nil {
				t.Fatal(err)
			}
		}
	}
	cmd := exec.Command("go", "test", "-count=1", pkg)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go test %s in %s: %v\n%s", pkg, dir, err, out)
	}
}
