package effects

import (
	"go/types"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
	"github.com/mcpvet/mcpvet/internal/fixturemod"
)

// TestSinkFixtures holds the sink table and its fixture together: every
// entry is called in testdata/mod/effects/sinks (where a want line states
// what it does), or, for a library of a fixture module of its own
// (fixturetest.LibraryModules), in that module's ./effects package.
func TestSinkFixtures(t *testing.T) {
	results := fixturetest.Run(t, fixturetest.Load(t, fixturetest.Dir(t), "./effects/sinks"), []*analysis.Analyzer{Analyzer})
	for _, sub := range fixturetest.LibraryModules {
		dir := fixturemod.Use(t, filepath.Join(fixturetest.Dir(t), sub))
		if _, err := os.Stat(filepath.Join(dir, "effects")); err != nil {
			continue // the library has no effect (chromedp)
		}
		results = append(results, fixturetest.Run(t, fixturetest.Load(t, dir, "./effects"), []*analysis.Analyzer{Analyzer})...)
	}
	called := map[string]bool{}
	for _, r := range results {
		for _, obj := range r.Package.TypesInfo.Uses {
			if fn, ok := obj.(*types.Func); ok {
				called[fn.FullName()] = true
			}
		}
	}
	if len(results) == 0 {
		t.Fatal("no package loaded")
	}
	var missing []string
	for name := range sinks().byName {
		if !called[name] {
			missing = append(missing, name)
		}
	}
	slices.Sort(missing)
	if len(missing) > 0 {
		t.Errorf("sink table entries without a fixture in testdata/mod/effects/sinks: %s", strings.Join(missing, ", "))
	}
}

// TestFactEncoding round-trips a fact through its compact encoding, and
// refuses every truncation of it.
func TestFactEncoding(t *testing.T) {
	remove := Step{Pkg: "os", Qual: "os", Name: "Remove", File: "/src/store.go", Line: 17, Col: 5}
	purge := Step{Pkg: "example.com/store", Qual: "store", Name: "(*Store).purge", File: "/src/store.go", Line: 11, Col: 4}
	get := Step{Pkg: "net/http", Qual: "http", Name: "Get", File: "/src/w.go", Line: 3, Col: 9, Reaches: "api.example.com"}
	f := &Fact{Effects: []Effect{
		{Kind: WriteLocal, Path: []Step{purge, remove}},
		{Kind: Delete, Path: []Step{purge, remove}},
		{Kind: OpenWorld, Path: []Step{get}},
	}, Made: []Effect{{Kind: Delete, Path: []Step{remove}}}, ReturnsStdout: true}
	b, err := f.GobEncode()
	if err != nil {
		t.Fatal(err)
	}
	var back Fact
	if err := back.GobDecode(b); err != nil {
		t.Fatal(err)
	}
	if back.String() != f.String() || len(back.Effects) != 3 || back.Effects[0].Path[1] != remove || back.Effects[2].Path[0] != get || len(back.Made) != 1 || back.Made[0].Path[0] != remove || !back.ReturnsStdout {
		t.Errorf("round trip: got %s %+v, want %s", back.String(), back.Effects, f.String())
	}
	for i := range b {
		var x Fact
		if err := x.GobDecode(b[:i]); err == nil {
			t.Errorf("GobDecode of the first %d of %d bytes: no error", i, len(b))
		}
	}
}

func TestPublicHost(t *testing.T) {
	for addr, want := range map[string]string{
		"example.com:80":       "example.com",
		"[2001:db8::1]:443":    "2001:db8::1",
		"[2606:4700::1111]:53": "2606:4700::1111",
		"8.8.8.8:53":           "8.8.8.8",
		"192.168.1.2:80":       "",
		"localhost:25":         "",
		"db:5432":              "",
		"api.internal:80":      "",
		"example.com":          "",
		"::1:80":               "",
	} {
		got := ""
		if host, ok := splitHostPort(addr); ok && publicHost(host) {
			got = host
		}
		if got != want {
			t.Errorf("%s: public host %q, want %q", addr, got, want)
		}
	}
}
