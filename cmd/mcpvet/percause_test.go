package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/mcpvet/mcpvet/internal/fixturemod"
	"github.com/mcpvet/mcpvet/internal/testtier"
)

// The fixtures of TestOneFindingPerCause: a type (OMCG0014) and a struct
// (OMCG0023, two pointer fields) declared in one package and reached by
// the tools of two others. Each package reports the cause at its
// declaration with the same message; mcpvet prints each cause once.
var perCausePatterns = []string{"./omcg0014/crosspkg/...", "./omcg0023/crosspkg/..."}

// TestOneFindingPerCause: whichever way mcpvet runs (cached through go
// vet, or -cache=false), each cause is one finding in the text, in -json
// and in SARIF, its related locations listing the tools of both packages
// (each package sees only its own); a baseline written then matches
// every finding. go vet itself prints one copy per package, the same
// position and message each time (a driver that analyses each package
// apart cannot do better), which is what lets mcpvet merge them.
func TestOneFindingPerCause(t *testing.T) {
	testtier.Long(t)
	t.Parallel()
	skipShort(t)
	dir := fixturemod.Use(t, filepath.Join("..", "..", "testdata", "mod"))
	env := []string{runMainEnv + "=1", "GOWORK=off", "GOPROXY=off"}
	self := func(args ...string) result {
		t.Helper()
		return run(t, dir, env, os.Args[0], append(args, perCausePatterns...)...)
	}
	wantTools := []string{"alpha_get", "alpha_list", "beta_get", "beta_list"}
	wantLists := []string{"alpha_list", "beta_list"}

	// The text, uncached and cached alike.
	uncached := self("-cache=false")
	for name, res := range map[string]result{"-cache=false": uncached, "cached": self()} {
		if res.exit != exitWarnings {
			t.Errorf("mcpvet %s: exit %d, want %d\n%s", name, res.exit, exitWarnings, res.stderr)
		}
		byCode := map[string][]string{} // code → the tools its related lines name, per finding
		var code string
		for line := range strings.Lines(res.stderr) {
			if m := diagLine.FindStringSubmatch(line); m != nil {
				code = m[5]
				byCode[code] = append(byCode[code], "")
				continue
			}
			if _, tool, ok := strings.Cut(line, "\treaches tool "); ok && code != "" {
				n := len(byCode[code]) - 1
				byCode[code][n] += strings.TrimSpace(tool) + " "
			}
		}
		if got, want := byCode["OMCG0014"], []string{strings.Join(wantTools, " ") + " "}; !slices.Equal(got, want) {
			t.Errorf("mcpvet %s: OMCG0014 findings with their tools %q, want %q\n%s", name, got, want, res.stderr)
		}
		one := strings.Join(wantLists, " ") + " "
		if got, want := byCode["OMCG0023"], []string{one, one}; !slices.Equal(got, want) {
			t.Errorf("mcpvet %s: OMCG0023 findings with their tools %q, want %q\n%s", name, got, want, res.stderr)
		}
		if name == "cached" && res.stderr != uncached.stderr {
			t.Errorf("mcpvet and mcpvet -cache=false differ:\n%s\n---\n%s", res.stderr, uncached.stderr)
		}
	}

	// -json: each cause once, under one package, with every tool.
	js := self("-json")
	var tree map[string]map[string][]jsonDiagnostic
	if err := json.Unmarshal([]byte(js.stdout), &tree); err != nil {
		t.Fatalf("mcpvet -json: %v\n%s", err, js.stdout)
	}
	tools := map[string][][]string{}
	for _, byAnalyzer := range tree {
		for _, ds := range byAnalyzer {
			for _, d := range ds {
				var names []string
				for _, r := range d.Related {
					if n, ok := strings.CutPrefix(r.Message, "reaches tool "); ok {
						names = append(names, n)
					}
				}
				tools[d.Category] = append(tools[d.Category], names)
			}
		}
	}
	if got := tools["OMCG0014"]; len(got) != 1 || !slices.Equal(got[0], wantTools) {
		t.Errorf("mcpvet -json: OMCG0014 entries with their tools %q, want one with %q", got, wantTools)
	}
	if got := tools["OMCG0023"]; len(got) != 2 || !slices.Equal(got[0], wantLists) || !slices.Equal(got[1], wantLists) {
		t.Errorf("mcpvet -json: OMCG0023 entries with their tools %q, want two with %q", got, wantLists)
	}

	// SARIF: one result per cause.
	sarif := self("-sarif")
	if n := strings.Count(sarif.stdout, `"ruleId": "OMCG0014"`); n != 1 {
		t.Errorf("mcpvet -sarif: %d OMCG0014 results, want 1", n)
	}
	if n := strings.Count(sarif.stdout, `"ruleId": "OMCG0023"`); n != 2 {
		t.Errorf("mcpvet -sarif: %d OMCG0023 results, want 2", n)
	}

	// A baseline: one entry per cause, and it accounts for them all.
	file := filepath.Join(t.TempDir(), "baseline.json")
	self("-baseline-write", file)
	if b := read(t, file); strings.Count(b, `"code": "OMCG0014"`) != 1 || strings.Count(b, `"code": "OMCG0023"`) != 2 {
		t.Errorf("the baseline does not hold one entry per cause:\n%s", b)
	}
	if res := self("-baseline", file); res.exit != exitClean {
		t.Errorf("mcpvet -baseline: exit %d, want %d\n%s", res.exit, exitClean, res.stderr)
	}

	// go vet: each package's copy alike.
	vet := run(t, dir, env, "go", append([]string{"vet", "-vettool=" + os.Args[0], "-omcg0014"}, perCausePatterns[0])...)
	var lines []string
	for line := range strings.Lines(vet.stderr) {
		if strings.Contains(line, "OMCG0014") {
			lines = append(lines, line)
		}
	}
	if len(lines) != 2 || lines[0] != lines[1] || !strings.Contains(lines[0], filepath.Join("util", "util.go")+":12:1: OMCG0014: util.StringOrInt: ") {
		t.Errorf("go vet: OMCG0014 lines %q, want one from alpha and one from beta, alike, at util.go:12:1", lines)
	}
}
