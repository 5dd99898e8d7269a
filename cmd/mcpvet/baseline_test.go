package main

import (
	"encoding/json"
	"go/token"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"
)

// TestBaseline: a baseline written today hides today's findings after an
// edit moves them (a duplicate tool name too, whose message once named the
// other registration's line); a new mistake is reported, alone, with its
// exit status; every -baseline run says how many findings it hid.
func TestBaseline(t *testing.T) {
	t.Parallel()
	skipShort(t)
	dir := filepath.Join(t.TempDir(), "sdkmod")
	writeFiles(t, dir, map[string]string{
		"go.mod":             read(t, filepath.Join(sdkmod(t), "go.mod")),
		"go.sum":             read(t, filepath.Join(sdkmod(t), "go.sum")),
		"fixable/fixable.go": fixable,
		"dup/dup.go":         dup,
	})
	base := filepath.Join(dir, "mcpvet-baseline.json")

	res := mcpvetAt(t, dir, "-baseline-write", base, "./...")
	if res.exit != exitClean || res.stdout != "" || res.stderr != "mcpvet: recorded 2 findings in "+base+"\n" {
		t.Fatalf("mcpvet -baseline-write: exit %d, stdout %q, stderr:\n%s", res.exit, res.stdout, res.stderr)
	}
	var b baseline
	if err := json.Unmarshal([]byte(read(t, base)), &b); err != nil {
		t.Fatal(err)
	}
	if len(b.Findings) != 2 || b.Findings[0].File != "dup/dup.go" || b.Findings[0].Code != "OMCG0007" {
		t.Fatalf("baseline %+v, want the duplicate of dup/dup.go and the name of fixable/fixable.go", b.Findings)
	}
	if want := (baselineEntry{"OMCG0008", "fixable/fixable.go", `OMCG0008: tool name "search docs" is not valid: ' ' is not allowed (use letters, digits, '_', '-', '.')`}); b.Findings[1] != want {
		t.Fatalf("baseline entry %+v, want %+v", b.Findings[1], want)
	}

	// Lines above the finding: it moves, and is still known.
	moved := strings.Replace(fixable, "type In struct", "// In is the input.\n//\n// It has one field.\ntype In struct", 1)
	// Both registrations of the duplicate move, the first one more.
	dupMoved := strings.Replace(dup, "func Register(s *mcp.Server) {\n", "func Register(s *mcp.Server) {\n\t// Two tools.\n", 1)
	dupMoved = strings.Replace(dupMoved, "\t// The second.\n", "\t// The second,\n\t// now further down.\n", 1)
	if dupMoved == dup {
		t.Fatal("the edit of dup.go changed nothing")
	}
	writeFiles(t, dir, map[string]string{"fixable/fixable.go": moved, "dup/dup.go": dupMoved})
	if res := mcpvetAt(t, dir, "./..."); res.exit != exitErrors {
		t.Fatalf("without -baseline: exit %d, want %d\n%s", res.exit, exitErrors, res.stderr)
	}
	hid := func(n string) string {
		return "mcpvet: the baseline " + base + " accounts for " + n + ", not reported\n"
	}
	if res := mcpvetAt(t, dir, "-baseline", base, "./..."); res.exit != exitClean || res.stderr != hid("2 findings") || res.stdout != "" {
		t.Errorf("mcpvet -baseline after lines moved: exit %d, stderr:\n%s", res.exit, res.stderr)
	}

	// A new mistake: only it is reported.
	added := strings.Replace(moved, "\tmcp.AddTool(s, &mcp.Tool{Name: \"search docs\"}, search)\n",
		"\tmcp.AddTool(s, &mcp.Tool{Name: \"search docs\"}, search)\n\tmcp.AddTool(s, &mcp.Tool{Name: \"find docs\"}, search)\n", 1)
	writeFiles(t, dir, map[string]string{"fixable/fixable.go": added})
	res = mcpvetAt(t, dir, "-baseline", base, "./...")
	said, ok := strings.CutPrefix(res.stderr, hid("2 findings"))
	if !ok {
		t.Errorf("mcpvet -baseline does not say first that it hid 2 findings:\n%s", res.stderr)
	}
	got := checkDiagLines(t, said)
	if res.exit != exitErrors || len(got["error"]) != 1 || len(got["warning"]) != 0 || !strings.Contains(res.stderr, `"find docs"`) {
		t.Errorf("mcpvet -baseline with a new mistake: exit %d (want %d), stderr:\n%s", res.exit, exitErrors, res.stderr)
	}
	// -json and -sarif report the same one.
	res = mcpvetAt(t, dir, "-baseline", base, "-sarif", "./...")
	if res.exit != exitErrors || strings.Count(res.stdout, `"ruleId"`) != 1 || !strings.Contains(res.stdout, "find docs") {
		t.Errorf("mcpvet -baseline -sarif: exit %d\n%s", res.exit, res.stdout)
	}
	res = mcpvetAt(t, dir, "-baseline", base, "-json", "./...")
	if res.exit != exitErrors || strings.Count(res.stdout, `"posn"`) != 1 || !strings.Contains(res.stdout, "find docs") {
		t.Errorf("mcpvet -baseline -json: exit %d\n%s", res.exit, res.stdout)
	}

	// A baseline that cannot be read is a failure, not a clean run.
	if res := mcpvetAt(t, dir, "-baseline", filepath.Join(dir, "nosuch.json"), "./..."); res.exit != exitFailed {
		t.Errorf("mcpvet -baseline nosuch.json: exit %d, want %d\n%s", res.exit, exitFailed, res.stderr)
	}
}

// dup registers one tool name twice on one server (OMCG0007).
const dup = `package dup

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Query string ` + "`json:\"query\"`" + `
}

func search(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "search"}, search)
	// The second.
	mcp.AddTool(s, &mcp.Tool{Name: "search"}, search)
}
`

// TestBaselineCounts: each entry accounts for one finding, so a second
// identical finding in a file is new; the line does not matter.
func TestBaselineCounts(t *testing.T) {
	fset := token.NewFileSet()
	file := fset.AddFile("/root/a.go", -1, 100)
	file.SetLines([]int{0, 10, 20, 30})
	pkg := &packages.Package{Fset: fset}
	at := func(line int, msg string) *finding {
		return &finding{pkg: pkg, analyzer: &analysis.Analyzer{Name: "omcg0008"},
			diag: analysis.Diagnostic{Pos: file.LineStart(line), Category: "OMCG0008", Message: msg}}
	}
	counts := map[baselineEntry]int{{"OMCG0008", "a.go", "m"}: 1}
	left := notInBaseline([]*finding{at(1, "m"), at(3, "m"), at(2, "other")}, counts, "/root")
	if len(left) != 2 || left[0].diag.Pos != file.LineStart(3) || left[1].diag.Message != "other" {
		t.Errorf("left %d findings, want the second \"m\" and \"other\"", len(left))
	}
}

// TestBaselineMoreTools: a finding whose tools beyond the first three grew
// ("and 2 more tools" became "and 3 more tools") is still the baseline's;
// one whose named tools changed is new.
func TestBaselineMoreTools(t *testing.T) {
	fset := token.NewFileSet()
	file := fset.AddFile("/root/a.go", -1, 100)
	pkg := &packages.Package{Fset: fset}
	at := func(msg string) *finding {
		return &finding{pkg: pkg, analyzer: &analysis.Analyzer{Name: "omcg0014"},
			diag: analysis.Diagnostic{Pos: file.Pos(0), Category: "OMCG0014", Message: msg}}
	}
	base := filepath.Join(t.TempDir(), "baseline.json")
	if err := writeBaseline(base, []*finding{at("OMCG0014: a, b, c and 2 more tools: T: m"), at("OMCG0014: a, b, c and 1 more tool: U: m")}, "/root"); err != nil {
		t.Fatal(err)
	}
	counts, err := readBaseline(base)
	if err != nil {
		t.Fatal(err)
	}
	left := notInBaseline([]*finding{
		at("OMCG0014: a, b, c and 3 more tools: T: m"),
		at("OMCG0014: a, b, c and 2 more tools: U: m"),
		at("OMCG0014: a, b, d and 2 more tools: T: m"),
	}, counts, "/root")
	if len(left) != 1 || !strings.Contains(left[0].diag.Message, "a, b, d") {
		var msgs []string
		for _, f := range left {
			msgs = append(msgs, f.diag.Message)
		}
		t.Errorf("left %q, want only the finding whose named tools changed", msgs)
	}
	if b := read(t, base); !strings.Contains(b, "and 2 more tools") {
		t.Errorf("the baseline does not keep the message as printed:\n%s", b)
	}
}
