package analyzers_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/mcpvet/mcpvet/analyzers"
	"github.com/mcpvet/mcpvet/analyzers/internal/analyzerutil"
)

// repoRoot is the repository, seen from this package's directory.
const repoRoot = ".."

// pending are codes whose analyzerutil.Code literal is being edited on
// another branch (OMCG0005 moves to its own package, OMCG0014's text
// changes): their examples are still inside the Doc text, and OMCG0005
// has no Since yet. Once merged, give them Since, Before and After and
// empty this list; the test fails when an entry is no longer needed.
var pending = map[string]bool{"OMCG0005": true, "OMCG0014": true}

// TestCodePages holds every diagnostic code of analyzers.All to its
// registry entry and its page docs/diagnostics/CODE.md: the analyzer is
// named and linked after the code, the registry entry is complete, the
// page exists, its title and severity are the registry's, its analyzer
// line names the analyzer and the package that declares it, and it has the
// sections every page has. No page exists without a code.
func TestCodePages(t *testing.T) {
	codes := analyzers.Codes()
	if len(codes) == 0 {
		t.Fatal("analyzers.Codes() is empty")
	}
	for _, a := range analyzers.All {
		if _, ok := analyzers.Lookup(a.Name); !ok && a.ResultType == nil {
			t.Errorf("analyzer %s reports diagnostics but is not built by analyzerutil.New, so it has no registry entry", a.Name)
		}
	}
	declared := declaringPackages(t)
	heading := regexp.MustCompile(`^# (\S+) — (.+)$`)
	analyzerLine := regexp.MustCompile("^\\*\\*Analyzer:\\*\\* `([a-z0-9]+)` \\(package `([a-z0-9/]+)`\\) · \\*\\*Severity:\\*\\* ([a-z]+)")
	since := regexp.MustCompile(`^v[0-9]+\.[0-9]+\.[0-9]+$`)
	for _, c := range codes {
		a := c.Analyzer
		if a.Name != strings.ToLower(c.Code) {
			t.Errorf("%s: analyzer named %q, want %q", c.Code, a.Name, strings.ToLower(c.Code))
		}
		if got, want := a.URL, analyzerutil.DocsURL+c.Code+".md"; got != want {
			t.Errorf("%s: URL %s, want %s", c.Code, got, want)
		}
		if c.Title == "" || strings.ContainsAny(c.Title, "\n") || strings.HasSuffix(c.Title, ".") {
			t.Errorf("%s: title %q is not one line without a period", c.Code, c.Title)
		}
		if !strings.HasPrefix(a.Doc, c.Title+"\n\n") {
			t.Errorf("%s: the analyzer's Doc does not start with the title", c.Code)
		}
		if c.Text == "" {
			t.Errorf("%s: no text", c.Code)
		}
		complete := since.MatchString(c.Since) && c.Before != "" && c.After != ""
		switch {
		case pending[c.Code] && complete:
			t.Errorf("%s: has Since, Before and After now: remove it from pending", c.Code)
		case pending[c.Code]:
			if !strings.Contains(a.Doc, "\n\nBad:") || !strings.Contains(a.Doc, "\n\nGood:") {
				t.Errorf("%s: Doc has no Bad: and Good: examples", c.Code)
			}
		case !since.MatchString(c.Since):
			t.Errorf("%s: Since %q is not a version (v0.1.0)", c.Code, c.Since)
		case c.Before == "" || c.After == "":
			t.Errorf("%s: no Before or no After example", c.Code)
		case strings.Contains(c.Text, "\nBad:") || strings.Contains(c.Text, "\nGood:"):
			t.Errorf("%s: examples inside the text: move them to Before and After", c.Code)
		}

		page, err := os.ReadFile(filepath.Join(repoRoot, "docs", "diagnostics", c.Code+".md"))
		if err != nil {
			t.Errorf("%s: no page: %v", c.Code, err)
			continue
		}
		lines := strings.Split(string(page), "\n")
		if m := heading.FindStringSubmatch(lines[0]); m == nil || m[1] != c.Code {
			t.Errorf("%s.md: first line %q, want %q", c.Code, lines[0], "# "+c.Code+" — "+c.Title)
		} else if title := strings.ReplaceAll(m[2], "`", ""); title != c.Title {
			t.Errorf("%s.md: title %q, but the registry's is %q", c.Code, title, c.Title)
		}
		var m []string
		for _, l := range lines[1:] {
			if m = analyzerLine.FindStringSubmatch(l); m != nil {
				break
			}
		}
		if m == nil {
			t.Errorf("%s.md: no line **Analyzer:** `%s` (package `...`) · **Severity:** ...", c.Code, a.Name)
		} else {
			if m[1] != a.Name {
				t.Errorf("%s.md: analyzer %q, want %q", c.Code, m[1], a.Name)
			}
			if m[2] != declared[c.Code] {
				t.Errorf("%s.md: package %q, but %s is declared in %q", c.Code, m[2], c.Code, declared[c.Code])
			}
			if m[3] != c.Severity.String() {
				t.Errorf("%s.md: severity %s, but the registry's is %s", c.Code, m[3], c.Severity)
			}
		}
		var sections []string
		for _, l := range lines {
			if s, ok := strings.CutPrefix(l, "## "); ok && slices.Contains(pageSections, s) {
				sections = append(sections, s)
			}
		}
		if !slices.Equal(sections, pageSections) {
			t.Errorf("%s.md: sections %q, want %q in this order", c.Code, sections, pageSections)
		}
	}

	entries, err := os.ReadDir(filepath.Join(repoRoot, "docs", "diagnostics"))
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		code, ok := strings.CutSuffix(e.Name(), ".md")
		if _, known := analyzers.Lookup(code); !ok || !known || code != strings.ToUpper(code) {
			t.Errorf("docs/diagnostics/%s is not the page of a code of analyzers.All", e.Name())
		}
	}
}

// pageSections are the sections of every page, in order.
var pageSections = []string{"Rule", "Why", "Bad", "Good", "Fix"}

// declaringPackages maps each code to the directory, from the repository
// root, of the package declaring its analyzer: the package-level var named
// after the code.
func declaringPackages(t *testing.T) map[string]string {
	out := map[string]string{}
	fset := token.NewFileSet()
	err := filepath.WalkDir(".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && d.Name() == "testdata" {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, p, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		for _, decl := range f.Decls {
			if gd, ok := decl.(*ast.GenDecl); ok && gd.Tok == token.VAR {
				for _, spec := range gd.Specs {
					for _, name := range spec.(*ast.ValueSpec).Names {
						out[name.Name] = path.Join("analyzers", filepath.ToSlash(filepath.Dir(p)))
					}
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}
