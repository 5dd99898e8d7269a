package escape_test

import (
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0029/owntool"
	"fixtures/omcg0029/owntool/api"
)

// OMCG0029 through a server's own tool type: the handler held beside the
// tool (api.ServerTool{Tool, Handler}) reads "../secret.txt" through
// params.GetArguments() and reads the file beside the folder; the handler
// that checks filepath.IsLocal refuses it.
func TestPathEscapeOwnTool(t *testing.T) {
	_, base := notesBesideSecret(t)
	cs := connect(t, func(s *mcp.Server) { api.Register(s, owntool.NewShare(base).Tools()) })
	if text, _ := call(t, cs, "read_file", map[string]any{"name": "../secret.txt"}); !strings.Contains(text, "TOP SECRET") {
		t.Errorf("read_file: the file outside the folder was not read: %q", text)
	}
	if text, _ := call(t, cs, "read_local", map[string]any{"name": "../secret.txt"}); strings.Contains(text, "TOP SECRET") {
		t.Errorf("read_local (not flagged) read the file outside the folder")
	}
}
