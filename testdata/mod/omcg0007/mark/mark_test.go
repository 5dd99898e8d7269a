package mark

import (
	"testing"

	mark "github.com/mark3labs/mcp-go/mcp"
)

// Not flagged: tests often build the package's tools again.
func TestLookup(t *testing.T) {
	if got := mark.NewTool("lookup").Name; got != "lookup" {
		t.Fatal(got)
	}
}
