package resources

import (
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// The test registers what the SDK panics on, on purpose: not a start-up
// panic of the server.
func TestPanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("no panic")
		}
	}()
	s := mcp.NewServer(&mcp.Implementation{Name: "t", Version: "v1"}, nil)
	s.AddResource(&mcp.Resource{Name: "c", URI: ":settings"}, read)
	registerBroken(s)
}
