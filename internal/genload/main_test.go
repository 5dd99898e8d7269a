package genload_test

import (
	"fmt"
	"os"
	"testing"

	"github.com/mcpvet/mcpvet/internal/fixturemod"
)

// TestMain readies the fixture module for the go commands of the tests
// (genload.Load, analysistest, go test): they must not write its go.mod or
// go.sum, and analysistest, offline, must find its modules in the cache.
func TestMain(m *testing.M) {
	if _, err := fixturemod.Prepare(fixtures); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Exit(m.Run())
}
