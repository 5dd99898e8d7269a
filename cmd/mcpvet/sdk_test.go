package main

import (
	"encoding/json"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The sdkmod module (testdata/sdkmod) uses the real, unchanged go-sdk:
// package bad registers one tool per mistake, package good the same tools
// with each mistake corrected.

// sdkMistakes are the mistakes of package bad: whether the go-sdk panics
// on them at AddTool, and what mcpvet must say.
var sdkMistakes = []struct {
	name   string // the case name bad/main.go registers
	panics string // a regexp the SDK's panic must match; "" if it does not panic
	code   string
	msg    string // a regexp the diagnostic must match
}{
	{"recursive", `cycle detected for type main.Node`, "OMCG0006", `tree: TreeIn.Root.Children\[\]: main.Node refers to itself`},
	{"intkey", `unsupported map key type int`, "OMCG0002", `scores: ScoresIn.Scores: map key type int is neither of string kind nor an encoding.TextMarshaler`},
	{"chan", `type chan bool is unsupported`, "OMCG0002", `chan: ChanIn.Done: .*chan bool.*mcp.AddTool panics`},
	{"func", `type func\(\) is unsupported`, "OMCG0002", `func: FuncIn.Hook: .*func\(\).*mcp.AddTool panics`},
	{"tag", `tag must not begin with 'WORD='`, "OMCG0002", `tag: TagIn.Qty: .*jsonschema.*minimum=1`},
	{"nonobject", `input schema must have type "object"`, "OMCG0002", `echo: string: the go-sdk infers type "string" for In = string, but AddTool requires an input schema of type "object"`},
	{"badname", "", "OMCG0008", `tool name "get docket" is not valid: ' ' is not allowed`},
	{"duplicate", "", "OMCG0007", `tool name "search" is already used`},
	{"lies", "", "OMCG0014", `lies: LiesOut.Data: .*\[\]uint8.*base64`},
	{"lies", "", "OMCG0014", `lies: LiesOut.ID: .*uuid.UUID`},
	{"lies", "", "OMCG0014", `lies: LiesOut.Raw: .*json.RawMessage`},
	{"lies", "", "OMCG0014", `lies: LiesOut.Count: .*,string`},
	{"lies", "", "OMCG0014", `lies: LiesOut.Meta: .*embedded`},
}

type vetDiagnostic struct {
	Posn     string `json:"posn"`
	Message  string `json:"message"`
	Category string `json:"category"`
}

// vetJSON runs go vet -json with mcpvet over a package of sdkmod (args:
// flags, then the package) and returns the diagnostics by analyzer name.
func vetJSON(t *testing.T, goCmd, bin string, args ...string) map[string][]vetDiagnostic {
	t.Helper()
	dir, _ := filepath.Abs(filepath.Join("testdata", "sdkmod"))
	return vetJSONIn(t, dir, goCmd, bin, args...)
}

// vetJSONIn is vetJSON in the module at dir.
func vetJSONIn(t *testing.T, dir, goCmd, bin string, args ...string) map[string][]vetDiagnostic {
	t.Helper()
	res := run(t, dir, nil, goCmd, append([]string{"vet", "-json", "-vettool=" + bin}, args...)...)
	if res.exit != 0 {
		t.Fatalf("go vet -json -vettool=mcpvet %s: exit %d\n%s", strings.Join(args, " "), res.exit, res.stderr)
	}
	out := map[string][]vetDiagnostic{}
	dec := json.NewDecoder(strings.NewReader(res.stdout))
	for dec.More() {
		var tree map[string]map[string]json.RawMessage
		if err := dec.Decode(&tree); err != nil {
			t.Fatalf("go vet -json output is not JSON: %v\n%s", err, res.stdout)
		}
		for _, byAnalyzer := range tree {
			for analyzer, raw := range byAnalyzer {
				var ds []vetDiagnostic
				if err := json.Unmarshal(raw, &ds); err != nil {
					t.Fatalf("%s: not a diagnostic list (an analyzer error?): %s", analyzer, raw)
				}
				out[analyzer] = append(out[analyzer], ds...)
			}
		}
	}
	return out
}

func TestSDKMistakes(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds mcpvet and runs go vet; skipped with -short")
	}
	goCmd, bin := buildMcpvet(t)

	got := vetJSON(t, goCmd, bin, "./bad")
	used := map[*vetDiagnostic]bool{}
	for _, m := range sdkMistakes {
		re := regexp.MustCompile(m.code + `: ` + m.msg)
		found := false
		for i := range got[strings.ToLower(m.code)] {
			d := &got[strings.ToLower(m.code)][i]
			if re.MatchString(d.Message) {
				found, used[d] = true, true
			}
		}
		if !found {
			t.Errorf("%s: no %s diagnostic matching %q; %s reported %v", m.name, m.code, re, strings.ToLower(m.code), got[strings.ToLower(m.code)])
		}
	}
	for analyzer, ds := range got {
		for i := range ds {
			if !used[&ds[i]] {
				t.Errorf("unexpected %s diagnostic at %s: %s", analyzer, ds[i].Posn, ds[i].Message)
			}
		}
	}

	if good := vetJSON(t, goCmd, bin, "./good"); len(good) > 0 {
		t.Errorf("the corrected package got diagnostics: %v", good)
	}
}

// TestSDKPanics keeps the fixtures true as the SDK moves: each mistake said
// to panic at start-up panics with the real go-sdk, the others register.
func TestSDKPanics(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds the sdkmod fixture; skipped with -short")
	}
	goCmd, _ := buildMcpvet(t)
	dir, _ := filepath.Abs(filepath.Join("testdata", "sdkmod"))
	bad := filepath.Join(t.TempDir(), "bad")
	if res := run(t, dir, nil, goCmd, "build", "-o", bad, "./bad"); res.exit != 0 {
		t.Fatalf("go build ./bad: %s", res.stderr)
	}
	seen := map[string]bool{}
	for _, m := range sdkMistakes {
		if seen[m.name] {
			continue
		}
		seen[m.name] = true
		res := run(t, dir, nil, bad, m.name)
		if m.panics == "" {
			if res.exit != 0 || !strings.Contains(res.stderr, "registered") {
				t.Errorf("%s: expected the SDK to accept it; exit %d\n%s", m.name, res.exit, res.stderr)
			}
			continue
		}
		if res.exit != 2 || !strings.Contains(res.stderr, "panic: ") || !regexp.MustCompile(m.panics).MatchString(res.stderr) {
			t.Errorf("%s: expected a panic matching %q; exit %d\n%s", m.name, m.panics, res.exit, res.stderr)
		}
	}
}
