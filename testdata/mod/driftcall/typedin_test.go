package driftcall

import (
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	sbad40 "fixtures/omcg0040/structbad"
	sbad41 "fixtures/omcg0041/structbad"
	sgood41 "fixtures/omcg0041/structgood"
)

// callGrep calls the grep tool register adds through a real go-sdk
// client with every argument its schema lists, and returns what the
// handler says it got.
func callGrep(t *testing.T, register func(*mcp.Server)) string {
	t.Helper()
	cs := connectSDK(t, register)
	res, err := cs.CallTool(t.Context(), &mcp.CallToolParams{Name: "grep", Arguments: map[string]any{"pattern": "x", "context_lines": 3}})
	if err != nil || res.IsError {
		t.Fatalf("grep: %v %+v", err, res)
	}
	got, _ := res.StructuredContent.(map[string]any)["got"].(string)
	return got
}

// OMCG0041 on a typed go-sdk handler whose tool gives its own schema:
// the SDK accepts context_lines, which the schema lists, and drops it,
// since In has no field for it; where In has one (its JSON name in
// another case), the handler gets the value.
func TestTypedInListedNotDecoded(t *testing.T) {
	if got := callGrep(t, sbad41.RegisterTyped); got != "{Pattern:x IncludeContext:false}" {
		t.Errorf("flagged grep got %s; want context_lines dropped", got)
	}
	if got := callGrep(t, sgood41.RegisterTyped); !strings.Contains(got, "ContextLines:3") {
		t.Errorf("unflagged grep got %s; want ContextLines:3", got)
	}
}

// OMCG0040 on a typed go-sdk handler whose tool gives its own schema:
// the listing a real client gets has no "limit", so a call with every
// listed argument leaves In's Limit at zero.
func TestTypedInFieldNotListed(t *testing.T) {
	cs := connectSDK(t, sbad40.RegisterTyped)
	list, err := cs.ListTools(t.Context(), nil)
	if err != nil || len(list.Tools) != 1 {
		t.Fatalf("ListTools: %v %v", list, err)
	}
	props, _ := list.Tools[0].InputSchema.(map[string]any)["properties"].(map[string]any)
	if _, listed := props["limit"]; listed || props["name"] == nil {
		t.Fatalf("listed properties %v; want name and no limit", props)
	}
	res, err := cs.CallTool(t.Context(), &mcp.CallToolParams{Name: "find", Arguments: map[string]any{"name": "x"}})
	if err != nil || res.IsError {
		t.Fatalf("find: %v %+v", err, res)
	}
	if got, _ := res.StructuredContent.(map[string]any)["got"].(string); got != "{Name:x Limit:0}" {
		t.Errorf("find got %s; want Limit left at zero", got)
	}
}
