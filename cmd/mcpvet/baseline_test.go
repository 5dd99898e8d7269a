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
// edit moves them; a new mistake is reported, alone, with its exit status.
func TestBaseline(t *testing.T) {
	skipShort(t)
	dir := filepath.Join(t.TempDir(), "sdkmod")
	writeFiles(t, dir, map[string]string{
		"go.mod":             read(t, filepath.Join(sdkmod(t), "go.mod")),
		"go.sum":             read(t, filepath.Join(sdkmod(t), "go.sum")),
		"fixable/fixable.go": fixable,
	})
	base := filepath.Join(dir, "mcpvet-baseline.json")

	res := mcpvetAt(t, dir, "-baseline-write", base, "./...")
	if res.exit != exitClean || res.stdout != "" || res.stderr != "mcpvet: recorded 1 finding in "+base+"\n" {
		t.Fatalf("mcpvet -baseline-write: exit %d, stdout %q, stderr:\n%s", res.exit, res.stdout, res.stderr)
	}
	var b baseline
	if err := json.Unmarshal([]byte(read(t, base)), &b); err != nil {
		t.Fatal(err)
	}
	if want := []baselineEntry{{"OMCG0008", "fixable/fixable.go", `OMCG0008: tool name "search docs" is not valid: ' ' is not allowed (use letters, digits, '_', '-', '.')`}}; len(b.Findings) != 1 || b.Findings[0] != want[0] {
		t.Fatalf("baseline %+v, want %+v", b.Findings, want)
	}

	// Lines above the finding: it moves, and is still known.
	moved := strings.Replace(fixable, "type In struct", "// In is the input.\n//\n// It has one field.\ntype In struct", 1)
	writeFiles(t, dir, map[string]string{"fixable/fixable.go": moved})
	if res := mcpvetAt(t, dir, "./..."); res.exit != exitErrors {
		t.Fatalf("without -baseline: exit %d, want %d\n%s", res.exit, exitErrors, res.stderr)
	}
	if res := mcpvetAt(t, dir, "-baseline", base, "./..."); res.exit != exitClean || res.stderr != "" || res.stdout != "" {
		t.Errorf("mcpvet -baseline after lines moved: exit %d, stderr:\n%s", res.exit, res.stderr)
	}

	// A new mistake: only it is reported.
	added := strings.Replace(moved, "\tmcp.AddTool(s, &mcp.Tool{Name: \"search docs\"}, search)\n",
		"\tmcp.AddTool(s, &mcp.Tool{Name: \"search docs\"}, search)\n\tmcp.AddTool(s, &mcp.Tool{Name: \"find docs\"}, search)\n", 1)
	writeFiles(t, dir, map[string]string{"fixable/fixable.go": added})
	res = mcpvetAt(t, dir, "-baseline", base, "./...")
	got := checkDiagLines(t, res.stderr)
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
