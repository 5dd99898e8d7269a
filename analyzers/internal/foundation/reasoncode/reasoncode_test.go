package reasoncode_test

import (
	"fmt"
	"testing"

	"github.com/mcpvet/mcpvet/analyzers"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/reasoncode"
	"github.com/mcpvet/mcpvet/runtime/schema"
	"github.com/mcpvet/mcpvet/schema/sdkdialect"
)

// TestTotal holds the table to every kind of schema problem and every
// reason of the go-sdk model (a kind or a reason added without a code
// fails here), in both directions: each has one code, and that code is
// one mcpvet has. Only the kinds the go-sdk judges itself have none, and
// only for mcp.AddTool tools.
func TestTotal(t *testing.T) {
	codes := map[string]bool{}
	for _, c := range analyzers.Codes() {
		codes[c.Code] = true
	}
	dirs := []schema.Direction{schema.Input, schema.Output}
	kinds := 0
	for k := schema.ProblemKind(1); k.String() != "unknown"; k++ {
		kinds++
		for _, dir := range dirs {
			for _, sdk := range []bool{false, true} {
				code := reasoncode.Problem(k, dir, sdk)
				switch {
				case code == "" && sdk && (k == schema.Unsupported || k == schema.SelfReference):
				case !codes[code]:
					t.Errorf("Problem(%v, %v, sdk=%v) = %q, not a code of mcpvet", k, dir, sdk, code)
				}
			}
		}
	}
	reasons := 0
	for r := sdkdialect.Reason(1); r.String() != fmt.Sprintf("Reason(%d)", int(r)); r++ {
		reasons++
		for _, dir := range dirs {
			if code := reasoncode.SDK(r, dir); !codes[code] {
				t.Errorf("SDK(%v, %v) = %q, not a code of mcpvet", r, dir, code)
			}
		}
	}
	if kinds < 5 || reasons < 20 {
		t.Fatalf("%d kinds and %d reasons enumerated: the enumeration is broken", kinds, reasons)
	}
}

// TestPanicsAndLies holds the line between the go-sdk model's kinds: a
// finding mcp.AddTool panics on is never OMCG0014 (a schema that lies),
// and a lie never a panic's code.
func TestPanicsAndLies(t *testing.T) {
	for r := sdkdialect.Reason(1); r.String() != fmt.Sprintf("Reason(%d)", int(r)); r++ {
		for _, dir := range []schema.Direction{schema.Input, schema.Output} {
			lie := reasoncode.SDK(r, dir) == "OMCG0014"
			if lie != (r.Kind() == sdkdialect.Lie) {
				t.Errorf("SDK(%v, %v) = %q for a finding of kind %v", r, dir, reasoncode.SDK(r, dir), r.Kind())
			}
		}
	}
}
