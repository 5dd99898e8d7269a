package escape_test

import (
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	iface29 "fixtures/omcg0029/iface"
)

// OMCG0029 through interfaces of the module: "../" leaves the notes
// folder through store.Reader's one implementation (disk.Disk) and
// through store.Lister when disk.Disk is the one the server holds (it
// lists the folder above, where secret.txt is), while store.Opener,
// whose implementations read in an os.Root or not at all, refuses the
// same name. The go-sdk in memory, called with its client.
func TestPathEscapeInterface(t *testing.T) {
	_, base := notesBesideSecret(t)
	onDisk := connect(t, func(s *mcp.Server) { iface29.Register(s, iface29.New(base, false)) })
	inMemory := connect(t, func(s *mcp.Server) { iface29.Register(s, iface29.New(base, true)) })

	text, _ := call(t, onDisk, "read_through_interface", map[string]any{"name": "../secret.txt"})
	judgeRead(t, "read_through_interface", text, true)
	text, _ = call(t, onDisk, "open_through_interface", map[string]any{"name": "../secret.txt"})
	judgeRead(t, "open_through_interface", text, false)
	text, _ = call(t, inMemory, "open_through_interface", map[string]any{"name": "../secret.txt"})
	if strings.Contains(text, "TOP SECRET") {
		t.Errorf("open_through_interface (in memory) read the file outside the base folder")
	}

	// The listing leaves the folder on disk only: either implementation
	// may be the one a server holds, and the flagged path names disk's.
	if text, _ := call(t, onDisk, "list_through_interface", map[string]any{"name": ".."}); !strings.Contains(text, "secret.txt") {
		t.Errorf("list_through_interface on disk: the folder above was not listed: %q", text)
	}
	if text, _ := call(t, inMemory, "list_through_interface", map[string]any{"name": ".."}); strings.Contains(text, "secret.txt") {
		t.Errorf("list_through_interface in memory listed the folder above: %q", text)
	}
}
