package escape_test

import (
	"strings"
	"testing"

	goja46 "fixtures/omcg0046/goja"
)

// OMCG0046 through goja, the go-sdk's client and its in-memory
// transport: a name that closes the script's string literal reads the
// interpreter's secret through the two flagged tools; the tools that
// quote it, pass it as a value, or take the whole script (their job),
// greet it as it is.
func TestScriptInjection(t *testing.T) {
	cs := connect(t, goja46.Register)
	for _, tc := range []struct {
		tool, name string
		flagged    bool
	}{
		{"greet_pasted", "x'+secret+'", true},
		{"greet_concat", `x"+secret+"`, true},
		{"greet_quoted", `x"+secret+"`, false},
		{"greet_verb", `x"+secret+"`, false},
		{"greet_json", `x"+secret+"`, false},
		{"greet_value", "x'+secret+'", false},
	} {
		text, isErr := call(t, cs, tc.tool, map[string]any{"name": tc.name})
		if isErr {
			t.Fatalf("%s: %s", tc.tool, text)
		}
		if leaked := strings.Contains(text, "s3cr3t"); leaked != tc.flagged {
			t.Errorf("%s(%q) = %s: the script read the secret: %v, want %v", tc.tool, tc.name, text, leaked, tc.flagged)
		}
	}
	// The whole-script tool runs what it is given: its job, not a bypass.
	if text, _ := call(t, cs, "evaluate", map[string]any{"script": "secret"}); !strings.Contains(text, "s3cr3t") {
		t.Errorf("evaluate(secret) = %s", text)
	}
}
