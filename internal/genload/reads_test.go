package genload_test

import (
	"strings"
	"testing"

	"github.com/mcpvet/mcpvet/internal/genload"
)

// TestReadsCompared: `mcpvet schema` says per tool whether its handler's
// reads were compared with its listing (drift's Result), and why not;
// nothing for a typed go-sdk tool, which cannot drift.
func TestReadsCompared(t *testing.T) {
	pkgs, err := loadOnly("./omcg0041/good", "./omcg0038/structgood", "./omcg0038/factory", "./gen/sdklist")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]*genload.Reads{}
	for _, ts := range genload.Schemas(pkgs) {
		got[ts.Package+" "+ts.Name] = ts.Reads
	}
	for tool, want := range map[string]string{
		"fixtures/omcg0041/good search":      "",
		"fixtures/omcg0041/good bound":       "",
		"fixtures/omcg0041/good iface":       "the request is passed to an interface method",
		"fixtures/omcg0041/good ranged":      "the handler ranges over all of the arguments",
		"fixtures/omcg0041/good raw":         "the raw arguments value is stored where mcpvet cannot follow",
		"fixtures/omcg0041/good wrapped":     "its handler is the result of a call that returns no function mcpvet follows",
		"fixtures/omcg0038/structgood fetch": "",
		// Handlers made by factories, of another package and of this one.
		"fixtures/omcg0038/factory checkout": "",
		"fixtures/omcg0038/factory show":     "",
		"fixtures/omcg0038/factory repo":     "",
		"fixtures/omcg0038/factory tag":      "its handler is the result of a call that returns no function mcpvet follows",
	} {
		r, ok := got[tool]
		switch {
		case !ok:
			t.Errorf("%s: not listed", tool)
		case r == nil:
			t.Errorf("%s: no reads status", tool)
		case want == "" && !r.Compared:
			t.Errorf("%s: %s, want compared", tool, r.Text())
		case want != "" && (r.Compared || !strings.HasPrefix(r.Why, want)):
			t.Errorf("%s: %s, want not compared: %s", tool, r.Text(), want)
		}
	}
	n := 0
	for key, r := range got {
		if strings.HasPrefix(key, "fixtures/gen/sdklist ") {
			n++
			if r != nil {
				t.Errorf("%s: a typed go-sdk tool has a reads status %s", key, r.Text())
			}
		}
	}
	if n == 0 {
		t.Error("gen/sdklist lists no tool")
	}
}
