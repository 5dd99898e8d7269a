package escape_test

import (
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/server"

	"fixtures/omcg0029/servertool"
	"fixtures/omcg0029/servertool/serve"
)

// OMCG0029 through mcp-go server.ServerTool values registered by another
// package: read_file's handler, beside its tool in the literal, reads the
// file beside the folder with "../secret.txt"; read_local refuses it.
func TestPathEscapeServerTool(t *testing.T) {
	_, base := notesBesideSecret(t)
	cs := connectMark(t, func(s *server.MCPServer) { serve.Register(s, servertool.Tools(base)) })
	if text, _ := call(t, cs, "read_file", map[string]any{"name": "../secret.txt"}); !strings.Contains(text, "TOP SECRET") {
		t.Errorf("read_file: the file outside the folder was not read: %q", text)
	}
	if text, _ := call(t, cs, "read_local", map[string]any{"name": "../secret.txt"}); strings.Contains(text, "TOP SECRET") {
		t.Errorf("read_local (not flagged) read the file outside the folder")
	}
}
