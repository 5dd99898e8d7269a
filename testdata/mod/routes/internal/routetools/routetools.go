// Package routetools reads the route tools an agreement test of
// analyzers/facts/apifacts writes (the file MCPVET_ROUTE_TOOLS names) for a
// fixture's own test, which holds them against the real router.
package routetools

import (
	"encoding/json"
	"os"
	"testing"
)

// Read returns the tools, or skips the test when it is not run by the
// agreement test named by.
func Read[T any](t testing.TB, by string) []T {
	t.Helper()
	path := os.Getenv("MCPVET_ROUTE_TOOLS")
	if path == "" {
		t.Skip("run by analyzers/facts/apifacts " + by + ", which writes the tools mcpvet lists")
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var tools []T
	if err := json.Unmarshal(data, &tools); err != nil {
		t.Fatal(err)
	}
	return tools
}
