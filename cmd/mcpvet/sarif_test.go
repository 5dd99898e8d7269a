package main

import (
	"bytes"
	"encoding/json"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/jsonschema-go/jsonschema"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"

	"github.com/mcpvet/mcpvet/analyzers"
)

// sarifSchema is the OASIS SARIF 2.1.0 schema (errata01), as shipped in
// the Go module github.com/securego/gosec/v2 (Apache-2.0) at
// report/sarif/testdata/sarif-schema-2.1.0.json. It is written for
// draft-04, but uses nothing draft-07 reads differently except "id",
// which only names it.
func sarifSchema(t *testing.T) *jsonschema.Resolved {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "sarif-schema-2.1.0.json"))
	if err != nil {
		t.Fatal(err)
	}
	var s jsonschema.Schema
	if err := json.Unmarshal(data, &s); err != nil {
		t.Fatal(err)
	}
	s.Schema = "http://json-schema.org/draft-07/schema#"
	rs, err := s.Resolve(nil)
	if err != nil {
		t.Fatal(err)
	}
	return rs
}

// validateSARIF checks that out is one JSON value the SARIF 2.1.0 schema
// accepts, and returns it.
func validateSARIF(t *testing.T, rs *jsonschema.Resolved, out string) sarifLog {
	t.Helper()
	var instance any
	if err := json.Unmarshal([]byte(out), &instance); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	if err := rs.Validate(instance); err != nil {
		t.Fatalf("not SARIF 2.1.0: %v\n%s", err, out)
	}
	var log sarifLog
	if err := json.Unmarshal([]byte(out), &log); err != nil {
		t.Fatal(err)
	}
	return log
}

// TestSARIFSchemaRejects: the schema check is not vacuous.
func TestSARIFSchemaRejects(t *testing.T) {
	rs := sarifSchema(t)
	for _, bad := range []string{
		`{"version": "2.1.0"}`,
		`{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}}, "results": [{"message": {"text": "m"}, "level": "fatal"}]}]}`,
		`{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}}, "results": [{"message": {"text": "m"}, "locations": [{"physicalLocation": {"region": {"startLine": 0}}}]}]}]}`,
	} {
		var v any
		if err := json.Unmarshal([]byte(bad), &v); err != nil {
			t.Fatal(err)
		}
		if rs.Validate(v) == nil {
			t.Errorf("the schema accepts %s", bad)
		}
	}
}

// TestSARIFOfFinding: a finding's region counts code points, its related
// positions and its fix are in the log, its file is relative to
// %SRCROOT%, and every code is a rule.
func TestSARIFOfFinding(t *testing.T) {
	root := t.TempDir()
	src := "package p\n\nvar s = \"héllo\" + x\n"
	name := filepath.Join(root, "p", "p.go")
	writeFiles(t, root, map[string]string{"p/p.go": src})
	fset := token.NewFileSet()
	file := fset.AddFile(name, -1, len(src))
	file.SetLinesForContent([]byte(src))
	at := func(s string) token.Pos { return file.Pos(strings.Index(src, s)) }
	c := analyzers.Codes()[0]
	f := &finding{
		pkg:      &packages.Package{Fset: fset},
		analyzer: c.Analyzer,
		severity: analyzers.Warning,
		diag: analysis.Diagnostic{
			Pos: at("x"), End: at("x") + 1, Category: c.Code, Message: c.Code + ": x is wrong",
			Related: []analysis.RelatedInformation{{Pos: at("var"), End: at("var") + 3, Message: "declared here"}},
			SuggestedFixes: []analysis.SuggestedFix{{Message: "Use y", TextEdits: []analysis.TextEdit{
				{Pos: at("x"), End: at("x") + 1, NewText: []byte("y")},
			}}},
		},
	}
	var buf bytes.Buffer
	if err := writeSARIF(&buf, []*finding{f}, root); err != nil {
		t.Fatal(err)
	}
	log := validateSARIF(t, sarifSchema(t), buf.String())
	run := log.Runs[0]
	if got, want := len(run.Tool.Driver.Rules), len(analyzers.Codes()); got != want {
		t.Errorf("%d rules, want one per code (%d)", got, want)
	}
	r := run.Tool.Driver.Rules[0]
	if r.ID != c.Code || r.ShortDescription.Text != c.Title || r.FullDescription.Text != c.Text || r.HelpURI != c.Analyzer.URL || r.DefaultConfiguration.Level != c.Severity.String() {
		t.Errorf("rule %+v does not say what code %s does", r, c.Code)
	}
	if len(run.Results) != 1 {
		t.Fatalf("%d results, want 1", len(run.Results))
	}
	res := run.Results[0]
	if res.RuleID != c.Code || res.Level != "warning" || res.Message.Text != f.diag.Message {
		t.Errorf("result %+v", res)
	}
	// "x" is byte column 20 of line 3 but code point 19 ("é" is two bytes).
	wantLoc := sarifPhysicalLocation{sarifArtifactLoc{"p/p.go", "%SRCROOT%"}, sarifRegion{3, 19, 3, 20}}
	if got := res.Locations[0].PhysicalLocation; got != wantLoc {
		t.Errorf("location %+v, want %+v", got, wantLoc)
	}
	if len(res.RelatedLocations) != 1 || res.RelatedLocations[0].Message.Text != "declared here" ||
		res.RelatedLocations[0].PhysicalLocation.Region != (sarifRegion{3, 1, 3, 4}) {
		t.Errorf("related locations %+v", res.RelatedLocations)
	}
	if len(res.Fixes) != 1 || len(res.Fixes[0].ArtifactChanges) != 1 || res.Fixes[0].Description.Text != "Use y" {
		t.Fatalf("fixes %+v", res.Fixes)
	}
	ac := res.Fixes[0].ArtifactChanges[0]
	if ac.ArtifactLocation != wantLoc.ArtifactLocation || len(ac.Replacements) != 1 ||
		ac.Replacements[0].DeletedRegion != wantLoc.Region || ac.Replacements[0].InsertedContent.Text != "y" {
		t.Errorf("artifact change %+v", ac)
	}
	if got := run.OriginalURIBaseIDs["%SRCROOT%"].URI; !strings.HasPrefix(got, "file:///") || !strings.HasSuffix(got, "/") {
		t.Errorf("%%SRCROOT%% is %q, want a file URI of a directory", got)
	}
}

// TestSARIFOutput: mcpvet -sarif prints a log the schema accepts, with
// one result per diagnostic of the text output, and exits as the text
// output does.
func TestSARIFOutput(t *testing.T) {
	t.Parallel()
	skipShort(t)
	dir := sdkmod(t)
	rs := sarifSchema(t)
	text := mcpvetAt(t, dir, "./bad")
	for _, tc := range []struct {
		args []string
		exit int
	}{
		{[]string{"-sarif", "./bad"}, exitErrors},
		{[]string{"-sarif", "./good"}, exitClean},
	} {
		res := mcpvetAt(t, dir, tc.args...)
		name := strings.Join(tc.args, " ")
		if res.exit != tc.exit {
			t.Errorf("mcpvet %s: exit %d, want %d\n%s", name, res.exit, tc.exit, res.stderr)
		}
		log := validateSARIF(t, rs, res.stdout)
		if tc.exit == exitClean {
			if n := len(log.Runs[0].Results); n != 0 {
				t.Errorf("mcpvet %s: %d results, want none", name, n)
			}
			continue
		}
		diags := 0
		for _, codes := range checkDiagLines(t, text.stderr) {
			diags += len(codes)
		}
		if got, want := len(log.Runs[0].Results), diags; got != want {
			t.Errorf("mcpvet %s: %d results; the text output has %d diagnostics:\n%s", name, got, want, text.stderr)
		}
		fixes := 0
		for _, r := range log.Runs[0].Results {
			if loc := r.Locations[0].PhysicalLocation; loc.ArtifactLocation.URI != "bad/main.go" || loc.ArtifactLocation.URIBaseID != "%SRCROOT%" {
				t.Errorf("result at %+v, want bad/main.go relative to %%SRCROOT%%", loc)
			}
			fixes += len(r.Fixes)
		}
		if fixes == 0 {
			t.Errorf("mcpvet %s: no result has a fix (OMCG0008's rename)", name)
		}
	}
}

// TestSARIFZeroWidth: a diagnostic with no end, or an end equal to its
// start, gets a region that covers text: the token at its start (an
// identifier, a string literal over several lines, an operator), the
// line break at the end of a line, one column at the end of the file. A
// fix's empty deleted region (an insertion) stays empty.
func TestSARIFZeroWidth(t *testing.T) {
	root := t.TempDir()
	src := "package p\n\nvar s = \"héllo\" + xyz\n\nvar r = `a\nbé`\n"
	name := filepath.Join(root, "p", "p.go")
	writeFiles(t, root, map[string]string{"p/p.go": src})
	fset := token.NewFileSet()
	file := fset.AddFile(name, -1, len(src))
	file.SetLinesForContent([]byte(src))
	at := func(s string) token.Pos { return file.Pos(strings.Index(src, s)) }
	c := analyzers.Codes()[0]
	for _, tc := range []struct {
		name     string
		pos, end token.Pos
		want     sarifRegion
	}{
		{"identifier, no end", at("xyz"), token.NoPos, sarifRegion{3, 19, 3, 22}},
		{"identifier, end == pos", at("xyz"), at("xyz"), sarifRegion{3, 19, 3, 22}},
		{"string literal", at(`"héllo"`), token.NoPos, sarifRegion{3, 9, 3, 16}},
		{"operator", at("+"), token.NoPos, sarifRegion{3, 17, 3, 18}},
		{"raw string over two lines", at("`a"), token.NoPos, sarifRegion{5, 9, 6, 4}},
		{"end of a line", at("xyz") + 3, token.NoPos, sarifRegion{3, 22, 4, 1}},
		{"end of the file", file.Pos(len(src)), token.NoPos, sarifRegion{6, 5, 6, 6}}, // go/token puts it after the last line break, on the last line
		{"a range stays as it is", at("xyz"), at("xyz") + 1, sarifRegion{3, 19, 3, 20}},
	} {
		f := &finding{
			pkg:      &packages.Package{Fset: fset},
			analyzer: c.Analyzer,
			severity: analyzers.Warning,
			diag: analysis.Diagnostic{
				Pos: tc.pos, End: tc.end, Category: c.Code, Message: c.Code + ": wrong",
				Related: []analysis.RelatedInformation{{Pos: tc.pos, Message: "here"}},
				SuggestedFixes: []analysis.SuggestedFix{{Message: "Insert", TextEdits: []analysis.TextEdit{
					{Pos: at("xyz"), End: at("xyz"), NewText: []byte("y")},
				}}},
			},
		}
		var buf bytes.Buffer
		if err := writeSARIF(&buf, []*finding{f}, root); err != nil {
			t.Fatal(err)
		}
		res := validateSARIF(t, sarifSchema(t), buf.String()).Runs[0].Results[0]
		if got := res.Locations[0].PhysicalLocation.Region; got != tc.want {
			t.Errorf("%s: region %+v, want %+v", tc.name, got, tc.want)
		}
		if tc.end == token.NoPos {
			if got := res.RelatedLocations[0].PhysicalLocation.Region; got != tc.want {
				t.Errorf("%s: related region %+v, want %+v", tc.name, got, tc.want)
			}
		}
		if got, want := res.Fixes[0].ArtifactChanges[0].Replacements[0].DeletedRegion, (sarifRegion{3, 19, 3, 19}); got != want {
			t.Errorf("%s: deleted region %+v, want the empty %+v", tc.name, got, want)
		}
	}
}
