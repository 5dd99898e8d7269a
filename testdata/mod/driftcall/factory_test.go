package driftcall

import (
	"testing"

	factory38 "fixtures/omcg0038/factory"
)

// TestFactoryToolsFail: the tools of omcg0038/factory whose handlers a
// factory makes (in another package, and in the registering one) and
// OMCG0038 flags fail every call made with the arguments their listing
// allows, through a real mcp-go client; the one whose made handler reads
// what its listing has answers.
func TestFactoryToolsFail(t *testing.T) {
	for _, tool := range []string{"checkout", "show"} {
		if failed, why := call(t, factory38.Register, tool); !failed {
			t.Errorf("OMCG0038: tool %q answered a call with the arguments its listing allows", tool)
		} else {
			t.Logf("OMCG0038: tool %q fails: %s", tool, why)
		}
	}
	if failed, why := call(t, factory38.Register, "repo"); failed {
		t.Errorf("tool %q failed: %s", "repo", why)
	}
}
