package shell_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"sdk02/shell"
)

// The flagged tool runs a command of the caller's choosing, through the
// go-sdk v0.2.0's own client; the quoted one does not.
func TestShellInjection(t *testing.T) {
	ctx := context.Background()
	s := mcp.NewServer(&mcp.Implementation{Name: "shell", Version: "v0"}, nil)
	shell.Register(s)
	st, ct := mcp.NewInMemoryTransports()
	if _, err := s.Connect(ctx, st); err != nil {
		t.Fatal(err)
	}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "client", Version: "v0"}, nil).Connect(ctx, ct)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	for tool, flagged := range map[string]bool{"list": true, "list_quoted": false} {
		marker := filepath.Join(t.TempDir(), "marker")
		cs.CallTool(ctx, &mcp.CallToolParams{Name: tool, Arguments: map[string]any{"path": ". && touch " + marker}})
		_, statErr := os.Stat(marker)
		if ran := statErr == nil; ran != flagged {
			t.Errorf("%s: the injected command ran: %v, want %v", tool, ran, flagged)
		}
	}
}
