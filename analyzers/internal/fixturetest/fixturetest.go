// Package fixturetest locates the analyzer fixture module, testdata/mod: a
// module that uses the real go-sdk and mcpvet's runtime, which
// analysistest loads in module mode.
package fixturetest

import (
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
