// Package fixturetest locates the analyzer fixture module, testdata/mod: a
// module that uses the real go-sdk and mcpvet's runtime, which
// analysistest loads in module mode.
package fixturetest

import (
	"path/filepath"
	"runtime"
)

// Dir is the absolute path of testdata/mod.
func Dir() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", "..", "testdata", "mod")
}
