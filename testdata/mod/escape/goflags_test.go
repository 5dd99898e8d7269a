package escape_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fixtures/omcg0031/goflags"
)

// fakeGo puts a program called go on PATH that reads its options as Go's
// flag package does, after its command words (run, mod init): up to the
// first argument that is not one, or "--". It writes the value of
// -exec= to the file it returns.
func fakeGo(t *testing.T) (marker string) {
	t.Helper()
	bin := t.TempDir()
	marker = filepath.Join(bin, "option")
	script := `#!/bin/sh
case "$1" in mod|work) shift ;; esac
shift
for a in "$@"; do
	case "$a" in
	--) exit 0 ;;
	-exec=*) printf '%s' "${a#-exec=}" > "` + marker + `" ;;
	-*) ;;
	*) exit 0 ;;
	esac
done
`
	if err := os.WriteFile(filepath.Join(bin, "go"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	return marker
}

// OMCG0031 and the go command's options: -exec= is taken as go's option
// through the flagged tools (the module where go reads options), not
// through go_run_args, where it comes after "." and is the program's.
func TestOptionInjectionGoFlags(t *testing.T) {
	marker := fakeGo(t)
	cs := connect(t, goflags.Register)
	const attacker = "/tmp/attacker"
	for _, tc := range []struct {
		tool    string
		args    map[string]any
		flagged bool
	}{
		{"go_mod_init", map[string]any{"module": "-exec=" + attacker, "args": []any{}}, true},
		{"go_run_module", map[string]any{"module": "-exec=" + attacker, "args": []any{}}, true},
		{"go_run_args", map[string]any{"module": "", "args": []any{"-exec=" + attacker}}, false},
	} {
		os.Remove(marker)
		call(t, cs, tc.tool, tc.args)
		got, _ := os.ReadFile(marker)
		if escaped := strings.TrimSpace(string(got)) == attacker; escaped != tc.flagged {
			t.Errorf("%s: go read -exec= as its option: %v, want %v", tc.tool, escaped, tc.flagged)
		}
	}
}
