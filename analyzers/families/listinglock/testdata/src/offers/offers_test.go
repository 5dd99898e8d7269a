package offers

import (
	"testing"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// A test's server is not what the package serves: it is not locked, and
// not reported as missing from the lock.
func TestServer(t *testing.T) {
	if sdk.NewServer(&sdk.Implementation{Name: "test-only", Version: "v0"}, nil) == nil {
		t.Fatal("no server")
	}
}
