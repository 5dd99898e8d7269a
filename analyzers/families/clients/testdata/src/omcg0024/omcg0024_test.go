package omcg0024

import (
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// A test builds a server to watch what a client does with it: the family
// judges the servers a package ships, not these.
func TestListOutput(t *testing.T) {
	s := mcp.NewServer(&mcp.Implementation{Name: "t", Version: "v0"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "list_in_test"}, list)
	registerDebug(s)
}
