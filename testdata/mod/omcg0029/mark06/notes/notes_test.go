package notes_test

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mark3labs/mcp-go/server"

	"mark06/notes"
)

// Through the go-sdk's client, over newline-delimited JSON on pipes, to
// mcp-go v0.6.0's own stdio server (v0.6.0's client drops a call's
// arguments: its request params hold only _meta): the name
// "../secret.txt" reads the file beside the notes' folder in the flagged
// tools, and is refused in the checked one.
func TestEscapeArgumentsAlone(t *testing.T) {
	dir := t.TempDir()
	root := filepath.Join(dir, "notes")
	if err := os.Mkdir(root, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "secret.txt"), []byte("TOP SECRET"), 0o600); err != nil {
		t.Fatal(err)
	}
	s := server.NewMCPServer("notes", "v0")
	notes.Register(s, root)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	toServer, fromClient := io.Pipe()
	toClient, fromServer := io.Pipe()
	go func() { _ = server.NewStdioServer(s).Listen(ctx, toServer, fromServer) }()
	cs, err := gosdk.NewClient(&gosdk.Implementation{Name: "client", Version: "v0"}, nil).Connect(ctx, &gosdk.IOTransport{Reader: toClient, Writer: fromClient}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	for tool, flagged := range map[string]bool{"read_note": true, "read_guarded": true, "read_checked": false} {
		res, err := cs.CallTool(ctx, &gosdk.CallToolParams{Name: tool, Arguments: map[string]any{"name": "../secret.txt"}})
		var text strings.Builder
		if err != nil {
			text.WriteString(err.Error())
		} else {
			for _, c := range res.Content {
				if tc, ok := c.(*gosdk.TextContent); ok {
					text.WriteString(tc.Text)
				}
			}
		}
		if read := strings.Contains(text.String(), "TOP SECRET"); read != flagged {
			t.Errorf("%s: the file outside the folder was read: %v, want %v (%q)", tool, read, flagged, text.String())
		}
	}
}
