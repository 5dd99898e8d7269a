package escape_test

import (
	"os"
	"path/filepath"
	"testing"

	configured29 "fixtures/omcg0029/configured"
)

// OMCG0029 through a configuration struct handed whole to a constructor:
// the name the model gives is joined under the programs folder and
// "../outside" makes a folder beside it. The platform the model gives
// goes into fields the path is not made of: nothing leaves the folder.
func TestPathThroughConfigStruct(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	cs := connect(t, configured29.New("cli").Register)
	call(t, cs, "named", map[string]any{"name": "../outside"})
	if !exists(filepath.Join(dir, "outside")) {
		t.Errorf("named: the name ../outside made no folder outside programs/")
	}
	call(t, cs, "platform", map[string]any{"goos": "../../evil", "goarch": "../../evil"})
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if n := e.Name(); n != "bin" && n != "programs" && n != "outside" {
			t.Errorf("platform: %s made outside the build folder", n)
		}
	}
	if !exists(filepath.Join(dir, "bin")) {
		t.Errorf("platform built nothing: the proof proves nothing")
	}
}
