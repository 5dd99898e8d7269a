package listinglock_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/families/listinglock"
)

// TestStubs runs OMCG0045, with its lock flag set to
// testdata/mcpvet.lock.json, on two servers of testdata/src over a stub
// of the go-sdk's mcp package: the lock was written before the changes
// their want comments name (tools in locked; the server, resources,
// templates and prompts in offers), and what did not change is not
// reported. The fixtures of the module (testdata/mod/omcg0045, run by
// TestOMCG0045) hold the rule against the real libraries (tier b).
func TestStubs(t *testing.T) {
	lock, err := filepath.Abs(filepath.Join(analysistest.TestData(), "mcpvet.lock.json"))
	if err != nil {
		t.Fatal(err)
	}
	a := listinglock.OMCG0045
	if err := a.Flags.Set(listinglock.LockFlag, lock); err != nil {
		t.Fatal(err)
	}
	defer a.Flags.Set(listinglock.LockFlag, "")
	analysistest.Run(t, analysistest.TestData(), a, "locked", "offers")
}
