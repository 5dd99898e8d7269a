package contained

import (
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// registerBroken is called by tests only: not flagged.
func registerBroken(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "broken_probe"}, probe)
}

func TestBrokenPanics(t *testing.T) {
	s := mcp.NewServer(&mcp.Implementation{Name: "t", Version: "v1"}, nil)
	defer func() {
		if recover() == nil {
			t.Error("no panic")
		}
	}()
	registerBroken(s)
}

func TestMeta(t *testing.T) {
	s := mcp.NewServer(&mcp.Implementation{Name: "t", Version: "v1"}, nil)
	defer func() { _ = recover() }()
	registerMeta(s)
	RegisterDebug(s)
}
