package escape_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0029/globrule"
)

// OMCG0029 past the operator's glob rules: a rule "<share>/**" whose
// folder is compared without the separator lets the sibling folder
// "share-evil" through, and its file is read by read_loose; read_checked
// (the folder and a separator) and read_globbed (filepath.Match of the
// whole rule) refuse it, and all three read a file inside. A name held
// by filepath.Match("*", name) may be "..": list_named lists the folder
// above the base, where list_lower ("[a-z]*.d") refuses it.
func TestPathEscapeGlobRule(t *testing.T) {
	dir, share := shareBesideSibling(t)
	if err := os.Mkdir(filepath.Join(share, "sub.d"), 0o755); err != nil {
		t.Fatal(err)
	}
	files := &globrule.Files{Rules: []string{share + "/**"}, Base: share}
	cs := connect(t, func(s *mcp.Server) { globrule.Register(s, files) })

	sibling := map[string]any{"path": share + "-evil/x"}
	inside := map[string]any{"path": filepath.Join(share, "hello.txt")}
	for tool, flagged := range map[string]bool{"read_loose": true, "read_checked": false, "read_globbed": false} {
		text, _ := call(t, cs, tool, sibling)
		if got := strings.Contains(text, "TOP SECRET"); got != flagged {
			t.Errorf("%s: %s read outside the rule's folder: %v, want %v (%q)", tool, sibling["path"], got, flagged, text)
		}
		if text, _ := call(t, cs, tool, inside); !strings.Contains(text, "HELLO") {
			t.Errorf("%s: the file inside the rule's folder was not read: %q", tool, text)
		}
	}

	up := map[string]any{"name": ".."}
	for tool, flagged := range map[string]bool{"list_named": true, "list_lower": false} {
		text, _ := call(t, cs, tool, up)
		if got := strings.Contains(text, "secret.txt"); got != flagged {
			t.Errorf("%s: .. listed the folder above %s: %v, want %v (%q)", tool, dir, got, flagged, text)
		}
		if text, isErr := call(t, cs, tool, map[string]any{"name": "sub.d"}); isErr {
			t.Errorf("%s: the folder sub.d inside the base was refused: %q", tool, text)
		}
	}
}
