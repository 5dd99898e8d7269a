package analyzers_test

import (
	"errors"
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
	"unicode"

	"github.com/mcpvet/mcpvet/analyzers"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/docs/diagnostics"
)

// repoRoot is the repository, seen from this package's directory.
const repoRoot = ".."

// TestCodePages holds every diagnostic code of analyzers.All to its page
// docs/diagnostics/CODE.md, the one source of its words: the analyzer is
// named and linked after the code, the page exists and parses (the
// analyzer's Doc is what diagnostics.Extract makes of it, which
// also checks its heading and sections), its title is one line, its
// analyzer line names the analyzer, the package that declares it and the
// severity the code is declared with in Go, and the Go declaration gives
// the version it came in. No page exists without a code.
func TestCodePages(t *testing.T) {
	codes := analyzers.Codes()
	if len(codes) == 0 {
		t.Fatal("analyzers.Codes() is empty")
	}
	for _, a := range analyzers.All {
		if _, ok := analyzers.Lookup(a.Name); !ok && a.ResultType == nil {
			t.Errorf("analyzer %s reports diagnostics but is not among its family's Codes", a.Name)
		}
	}
	declared := declaringPackages(t)
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
		if !since.MatchString(c.Since) {
			t.Errorf("%s: Since %q is not a version (v0.1.0)", c.Code, c.Since)
		}

		pageName := c.Code + ".md"
		page, err := os.ReadFile(filepath.Join(repoRoot, "docs", "diagnostics", pageName))
		if err != nil {
			t.Errorf("%s: no page: %v", c.Code, err)
			continue
		}
		doc, _, _, err := diagnostics.Extract(c.Code, page)
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		if a.Doc != doc {
			t.Errorf("%s: the analyzer's Doc is not the one extracted from its page: run go generate ./analyzers/nogo", c.Code)
		}
		if c.Title == "" || strings.ContainsAny(c.Title, "\n") || strings.HasSuffix(c.Title, ".") {
			t.Errorf("%s: title %q is not one line without a period", pageName, c.Title)
		}
		var m []string
		for l := range strings.SplitSeq(string(page), "\n") {
			if m = analyzerLine.FindStringSubmatch(l); m != nil {
				break
			}
		}
		if m == nil {
			t.Errorf("%s: no line **Analyzer:** `%s` (package `...`) · **Severity:** ...", pageName, a.Name)
			continue
		}
		if m[1] != a.Name {
			t.Errorf("%s: analyzer %q, want %q", pageName, m[1], a.Name)
		}
		if m[2] != declared[c.Code] {
			t.Errorf("%s: package %q, but %s is declared in %q", pageName, m[2], c.Code, declared[c.Code])
		}
		if m[3] != c.Severity.String() {
			t.Errorf("%s: severity %s, but the Go declaration of %s says %s", pageName, m[3], c.Code, c.Severity)
		}
	}

	entries, err := os.ReadDir(filepath.Join(repoRoot, "docs", "diagnostics"))
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		code, ok := strings.CutSuffix(e.Name(), ".md")
		if !ok {
			continue // the package of the Docs extracted from the pages
		}
		if _, known := analyzers.Lookup(code); !known || code != strings.ToUpper(code) {
			t.Errorf("docs/diagnostics/%s is not the page of a code of analyzers.All", e.Name())
		}
	}
}

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

// repoURL is where links into the repository's files start.
const repoURL = "https://github.com/mcpvet/mcpvet/blob/main/"

var (
	urlRE = regexp.MustCompile("https?://[^\\s\"'`<>()\\[\\]]+")
	// mdRE is a citation of a Markdown file: a path ending in .md.
	mdRE = regexp.MustCompile(`[A-Za-z0-9_./-]*[A-Za-z0-9_-]\.md\b`)
	// sectionRE is a citation of one section: docs/tools.md, "Result forms".
	sectionRE = regexp.MustCompile(`([A-Za-z0-9_./-]+\.md), "([^"]+)"`)
	linkRE    = regexp.MustCompile(`\]\(([^)\s]+)\)`)
	codeRE    = regexp.MustCompile("`([^`\\s]+)`")
)

// TestCitations fails when a .go file or a Markdown page of the repository
// cites a file that is not in it: a .md file named in a comment, a Doc or
// a page (relative to the citing file or to the repository root), a
// section ("docs/tools.md, \"Result forms\"") that the page does not have,
// a link of a page (with its #anchor), a link into this repository's
// tree, or a path of the repository written as code in a page
// (`schema/typesview`).
func TestCitations(t *testing.T) {
	top := map[string]bool{}
	entries, err := os.ReadDir(repoRoot)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.IsDir() && !strings.HasPrefix(e.Name(), ".") {
			top[e.Name()] = true
		}
	}
	headings := map[string][]string{} // by path from the root
	var files []string
	err = filepath.WalkDir(repoRoot, func(p string, d fs.DirEntry, err error) error {
		if errors.Is(err, fs.ErrNotExist) {
			return nil // gone while walking: another test's file
		}
		if err != nil {
			return err
		}
		if d.IsDir() && p != repoRoot && strings.HasPrefix(d.Name(), ".") {
			return filepath.SkipDir
		}
		if !d.IsDir() && (strings.HasSuffix(p, ".go") || strings.HasSuffix(p, ".md")) {
			files = append(files, p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	rel := func(p string) string {
		r, _ := filepath.Rel(repoRoot, p)
		return filepath.ToSlash(r)
	}
	// exists resolves target relative to the citing file's directory, then
	// to the root, and returns its path from the root.
	exists := func(file, target string) (string, bool) {
		for _, base := range []string{path.Dir(rel(file)), "."} {
			p := path.Join(base, target)
			if _, err := os.Stat(filepath.Join(repoRoot, filepath.FromSlash(p))); err == nil && !strings.HasPrefix(p, "../") {
				return p, true
			}
		}
		return "", false
	}
	headingsOf := func(p string) []string {
		if h, ok := headings[p]; ok {
			return h
		}
		b, _ := os.ReadFile(filepath.Join(repoRoot, filepath.FromSlash(p)))
		var h []string
		for l := range strings.SplitSeq(string(b), "\n") {
			if strings.HasPrefix(l, "#") {
				h = append(h, strings.ReplaceAll(strings.TrimSpace(strings.TrimLeft(l, "#")), "`", ""))
			}
		}
		headings[p] = h
		return h
	}
	for _, file := range files {
		b, err := os.ReadFile(file)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		name, text := rel(file), string(b)
		for _, u := range urlRE.FindAllString(text, -1) {
			if rest, ok := strings.CutPrefix(u, repoURL); ok {
				rest, _, _ = strings.Cut(rest, "#")
				if _, ok := exists(".", strings.TrimRight(rest, ".,;:")); !ok && rest != "docs/diagnostics/" {
					t.Errorf("%s: links to %s, which is not in the repository", name, u)
				}
			}
		}
		text = urlRE.ReplaceAllString(text, "")
		for _, m := range mdRE.FindAllString(text, -1) {
			if path.Base(m) == "CODE.md" { // the page of any code
				continue
			}
			if _, ok := exists(file, m); !ok {
				t.Errorf("%s: cites %s, which is not in the repository", name, m)
			}
		}
		for _, m := range sectionRE.FindAllStringSubmatch(text, -1) {
			if p, ok := exists(file, m[1]); ok && !slices.Contains(headingsOf(p), m[2]) {
				t.Errorf("%s: cites section %q of %s, which has no such heading", name, m[2], m[1])
			}
		}
		if !strings.HasSuffix(name, ".md") {
			continue
		}
		for _, m := range linkRE.FindAllStringSubmatch(text, -1) {
			target, anchor, _ := strings.Cut(m[1], "#")
			p := name
			if target != "" {
				var ok bool
				if p, ok = exists(file, target); !ok || p != path.Join(path.Dir(name), target) {
					t.Errorf("%s: links to %s, which is not in the repository", name, m[1])
					continue
				}
			}
			if anchor != "" && strings.HasSuffix(p, ".md") && !slices.ContainsFunc(headingsOf(p), func(h string) bool { return slug(h) == anchor }) {
				t.Errorf("%s: links to %s, but %s has no heading with that anchor", name, m[1], p)
			}
		}
		for _, m := range codeRE.FindAllStringSubmatch(text, -1) {
			first, _, ok := strings.Cut(m[1], "/")
			if !ok || !top[first] {
				continue
			}
			for _, p := range expandBraces(m[1]) {
				if _, ok := exists(".", p); !ok && !existsGoName(p) {
					t.Errorf("%s: names %s, which is not in the repository", name, p)
				}
			}
		}
	}
}

// existsGoName reports whether p is a package path followed by a name
// declared in it (analyzers/internal/model/routes.Router).
func existsGoName(p string) bool {
	dir, name, ok := strings.Cut(path.Base(p), ".")
	if !ok || name == "" || name[0] < 'A' || name[0] > 'Z' {
		return false
	}
	_, err := os.Stat(filepath.Join(repoRoot, filepath.FromSlash(path.Join(path.Dir(p), dir))))
	return err == nil
}

// expandBraces expands one {a,b} group: testdata/mod/{x,y}/z.
func expandBraces(p string) []string {
	i := strings.IndexByte(p, '{')
	j := strings.IndexByte(p, '}')
	if i < 0 || j < i || !strings.Contains(p[i:j], ",") {
		return []string{p}
	}
	var out []string
	for alt := range strings.SplitSeq(p[i+1:j], ",") {
		out = append(out, p[:i]+alt+p[j+1:])
	}
	return out
}

// slug is the anchor GitHub gives a heading: lower case, punctuation
// dropped, spaces as hyphens.
func slug(heading string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(heading) {
		switch {
		case r == ' ':
			b.WriteByte('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(r)
		}
	}
	return b.String()
}
