package routetemplate_test

import (
	"strings"
	"testing"

	"github.com/mcpvet/mcpvet/analyzers/families/routetemplate"
	"github.com/mcpvet/mcpvet/analyzers/internal/model/routes"
)

// TestReasons: the table of reasons is total: every kind the fact passes
// can give has a code among this package's analyzers and words, which
// never come out empty or misformatted, whatever args it is given.
func TestReasons(t *testing.T) {
	codes := map[string]bool{}
	for _, a := range routetemplate.Analyzers {
		codes[strings.ToUpper(a.Name)] = true
	}
	for k := routes.NoReason + 1; k < routes.NumReasonKinds; k++ {
		code, ok := routetemplate.ReasonCode(k)
		if !ok {
			t.Errorf("reason kind %d has no entry in the table", k)
			continue
		}
		if !codes[code] {
			t.Errorf("reason kind %d maps to %q, which is no code of this package", k, code)
		}
		for _, r := range []routes.Reason{
			{Kind: k},
			{Kind: k, Args: []string{"a", "b", "c"}, Cause: &routes.Reason{Kind: routes.NotFollowed}},
		} {
			text := routetemplate.ReasonText(r)
			if text == "" || strings.Contains(text, "%!") {
				t.Errorf("reason kind %d, args %q: text %q", k, r.Args, text)
			}
		}
	}
	if _, ok := routetemplate.ReasonCode(routes.NumReasonKinds); ok {
		t.Error("a kind past NumReasonKinds has a code")
	}
}
