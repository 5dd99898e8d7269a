package main

import (
	"encoding/json"
	"io"
	"os"
	"strings"
	"testing"
)

// TestBoolFlag holds the test namedRootUnit runs before it starts a
// second process: every spelling of -json (and of -nameunits) go vet can
// pass on asks for it, anything else does not (then the unit's stdout
// stays empty and there is nothing to name).
func TestBoolFlag(t *testing.T) {
	for _, tc := range []struct {
		flags []string
		want  bool
	}{
		{[]string{"-json"}, true},
		{[]string{"--json"}, true},
		{[]string{"-json=true"}, true},
		{[]string{"-json=1"}, true},
		{[]string{"-omcg0029=false", "-json"}, true},
		{nil, false},
		{[]string{"-json=false"}, false},
		{[]string{"-json=0"}, false},
		{[]string{"-jsonx", "-c=1"}, false},
		{[]string{"json"}, false},
	} {
		if got := boolFlag(tc.flags, "json"); got != tc.want {
			t.Errorf("boolFlag(%q, json) = %v, want %v", tc.flags, got, tc.want)
		}
	}
}

// TestVetJSONNamesPackage: under go vet -json -nameunits (mcpvet's own
// runs through go vet) a package with nothing to report is named in its
// report ({"ID": {}}), which the cached path needs (docs/decisions.md
// explains why: on standalone runs through go vet's cache, a result
// computed for facts only is a miss); without -nameunits it is
// unitchecker's own "{}" (no second process: go vet passes -json on
// every run since Go 1.26, so a plain run would pay it per package);
// under plain go vet the tool prints nothing. A boolFlag that missed
// either flag fails one half.
func TestVetJSONNamesPackage(t *testing.T) {
	t.Parallel()
	skipShort(t)
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"go.mod": "module example.com/clean\n\ngo 1.26.0\n",
		"a.go":   "// Package clean has nothing to report.\npackage clean\n\n// F does nothing.\nfunc F() {}\n",
	})
	env := []string{runMainEnv + "=1", "GOWORK=off", "GOPROXY=off"}
	reports := func(args ...string) (named bool) {
		t.Helper()
		res := run(t, dir, env, "go", append([]string{"vet", "-json", "-vettool=" + os.Args[0]}, args...)...)
		if res.exit != 0 {
			t.Fatalf("go vet -json %q: exit %d\n%s", args, res.exit, res.stderr)
		}
		dec := json.NewDecoder(strings.NewReader(res.stdout))
		for {
			var tree map[string]map[string]json.RawMessage
			if err := dec.Decode(&tree); err == io.EOF {
				break
			} else if err != nil {
				t.Fatalf("go vet -json %q: stdout is not a JSON report: %v\n%s", args, err, res.stdout)
			}
			for id, byAnalyzer := range tree {
				named = named || id == "example.com/clean"
				if len(byAnalyzer) > 0 {
					t.Errorf("go vet -json %q: %s: %v", args, id, byAnalyzer)
				}
			}
		}
		return named
	}
	if !reports("-"+nameUnitsFlag, ".") {
		t.Errorf("go vet -json -%s: the report does not name example.com/clean", nameUnitsFlag)
	}
	if reports(".") {
		t.Errorf("go vet -json: the report names example.com/clean without -%s: a second process ran", nameUnitsFlag)
	}
	if plain := run(t, dir, env, "go", "vet", "-vettool="+os.Args[0], "."); plain != (result{}) {
		t.Errorf("go vet: %+v, want exit 0 and no output", plain)
	}
}
