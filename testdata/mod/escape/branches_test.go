package escape_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0029/branches"
)

// OMCG0029 where the check and the use stand in different branches, and
// where the argument rides in a struct beside the code's file name: the
// flagged tools read the file beside the folder with "../secret.txt";
// read_optional refuses it (its check stands under the same test as the
// use), and read_labelled reads its own file whatever the label.
func TestPathEscapeBranches(t *testing.T) {
	_, base := notesBesideSecret(t)
	if err := os.WriteFile(filepath.Join(base, "hello.txt"), []byte("HELLO"), 0o600); err != nil {
		t.Fatal(err)
	}
	cs := connect(t, func(s *mcp.Server) { branches.Register(s, branches.NewShare(base)) })
	for _, tc := range []struct {
		tool    string
		args    map[string]any
		flagged bool
	}{
		{"read_optional", map[string]any{"name": "../secret.txt"}, false},
		{"read_mismatched", map[string]any{"name": "../secret.txt"}, true},
		{"read_labelled", map[string]any{"label": "../secret.txt"}, false},
		{"read_named", map[string]any{"name": "../secret.txt"}, true},
	} {
		text, _ := call(t, cs, tc.tool, tc.args)
		judgeRead(t, tc.tool, text, tc.flagged)
	}
	// The tools not flagged still serve the folder's own file.
	for _, tool := range []string{"read_optional", "read_labelled"} {
		if text, _ := call(t, cs, tool, map[string]any{}); !strings.Contains(text, "HELLO") {
			t.Errorf("%s did not read the folder's own file: %q", tool, text)
		}
	}
}
