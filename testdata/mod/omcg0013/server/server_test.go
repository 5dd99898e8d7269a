package server

import (
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// A test's own server: its name is not the package's server name (with
// it, the budgets of server.go would be another server's), and its tools
// are not the package's.
func TestServer(t *testing.T) {
	s := mcp.NewServer(&mcp.Implementation{Name: "t", Version: "v1"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "a_test_tool_whose_name_is_long_enough_to_fail_claude_codes_budget"}, handle)
	registerDebug(s)
	registerDebug(newDebugServer())
}
