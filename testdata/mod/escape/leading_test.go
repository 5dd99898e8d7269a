package escape_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/server"

	"fixtures/omcg0031/leading"
)

// fakeDirb puts on PATH a dirb that reads its arguments as dirb 2.22's
// main does: the first is the URL whatever it starts with; the second is
// the word list unless it starts with "-", where getopt begins; -o names
// the file the scan is written to (here: the marker, which gets that
// name).
func fakeDirb(t *testing.T) (marker string) {
	t.Helper()
	bin := t.TempDir()
	marker = filepath.Join(bin, "output")
	script := `#!/bin/sh
shift
case "$1" in -*) ;; *) shift ;; esac
while [ $# -gt 0 ]; do
	case "$1" in
	-o) printf '%s' "$2" > "` + marker + `"; shift ;;
	-o*) printf '%s' "${1#-o}" > "` + marker + `" ;;
	esac
	shift
done
`
	if err := os.WriteFile(filepath.Join(bin, "dirb"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	return marker
}

// OMCG0031 through dirb: dirb_wordlist's word list "-o/tmp/x" is read
// as the -o option; dirb_scan's URL "-o/tmp/x" is read as the URL.
func TestOptionInjectionLeadingPositional(t *testing.T) {
	marker := fakeDirb(t)
	cs := connectMark(t, func(s *server.MCPServer) { leading.Register(s) })
	const hostile = "-o/tmp/written-by-the-model"
	for _, tc := range []struct {
		tool, arg string
		flagged   bool
	}{
		{"dirb_wordlist", "wordlist", true},
		{"dirb_scan", "url", false},
	} {
		os.Remove(marker)
		call(t, cs, tc.tool, map[string]any{tc.arg: hostile})
		got, _ := os.ReadFile(marker)
		if read := strings.TrimSpace(string(got)) == strings.TrimPrefix(hostile, "-o"); read != tc.flagged {
			t.Errorf("%s: dirb read %s as its -o option: %v, want %v", tc.tool, hostile, read, tc.flagged)
		}
	}
}
