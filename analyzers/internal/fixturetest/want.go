package fixturetest

import (
	"bytes"
	"cmp"
	"fmt"
	"go/ast"
	"go/format"
	"go/token"
	"maps"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"text/scanner"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/txtar"
)

// Testing is what the checks report to: a *testing.T, or a recorder.
type Testing interface {
	Errorf(format string, args ...any)
}

// CheckWant compares what act (one analyzer on one package) reported
// with the package's "// want" comments, with analysistest's syntax and
// meaning: a string is a regular expression a diagnostic's message on that
// line must match, name:"re" a fact of the object declared there named
// name (package:"re" a package fact, on line 1 of the first file), and +N
// moves the expectation N lines down. Every diagnostic and fact of the
// package must be expected and every expectation met.
//
// analysistest.Run does the same after a load of its own; the
// conformance test calls this on one load of the whole fixture module,
// for every analyzer on the packages of its fixtures.
func CheckWant(t Testing, act *checker.Action) {
	type key struct {
		file string
		line int
	}
	want := map[key][]expectation{}
	add := func(filename string, line int, text string) {
		rest, ok := strings.CutPrefix(strings.TrimSpace(text), "want")
		if !ok {
			return
		}
		delta, expects, err := parseExpectations(rest)
		if err != nil {
			t.Errorf("%s:%d: in 'want' comment: %s", filename, line, err)
			return
		}
		if expects != nil {
			k := key{filename, line + delta}
			want[k] = append(want[k], expects...)
		}
	}
	fset := act.Package.Fset
	for _, f := range act.Package.Syntax {
		for _, group := range f.Comments {
			for _, c := range group.List {
				text := strings.TrimPrefix(c.Text, "//")
				if text == c.Text {
					text = strings.TrimSuffix(strings.TrimPrefix(text, "/*"), "*/")
				}
				if i := strings.Index(text, "// want"); i >= 0 {
					text = text[i+len("// "):]
				}
				posn := fset.Position(c.Pos())
				add(posn.Filename, posn.Line, text)
			}
		}
	}
	for _, name := range act.Package.OtherFiles {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Errorf("can't read '// want' comments from %s: %v", name, err)
			continue
		}
		for i, line := range strings.Split(string(data), "\n") {
			if j := strings.Index(line, "// want"); j >= 0 {
				line = line[j:]
			}
			if j := strings.Index(line, "//"); j >= 0 {
				add(name, i+1, line[j+len("//"):])
			}
		}
	}

	check := func(posn token.Position, kind, name, message string) {
		k := key{posn.Filename, posn.Line}
		var unmatched []string
		for i, exp := range want[k] {
			if exp.kind != kind || exp.name != name {
				continue
			}
			if exp.rx.MatchString(message) {
				want[k] = slices.Delete(want[k], i, i+1)
				return
			}
			unmatched = append(unmatched, fmt.Sprintf("%#q", exp.rx))
		}
		if unmatched == nil {
			t.Errorf("%v: %s: unexpected %s: %v", posn, act.Analyzer.Name, kind, message)
		} else {
			t.Errorf("%v: %s: %s %q does not match pattern %s", posn, act.Analyzer.Name, kind, message, strings.Join(unmatched, " or "))
		}
	}
	for _, d := range act.Diagnostics {
		check(fset.Position(d.Pos), "diagnostic", "", d.Message)
	}
	for _, pf := range act.AllPackageFacts() {
		if pf.Package == act.Package.Types && len(act.Package.Syntax) > 0 {
			posn := fset.Position(act.Package.Syntax[0].Pos())
			posn.Line, posn.Column = 1, 1
			check(posn, "fact", "package", fmt.Sprint(pf))
		}
	}
	objFacts := act.AllObjectFacts()
	slices.SortFunc(objFacts, func(a, b analysis.ObjectFact) int { return cmp.Compare(a.Object.Pos(), b.Object.Pos()) })
	for _, of := range objFacts {
		if obj := of.Object; obj.Pkg() == act.Package.Types {
			check(fset.Position(obj.Pos()), "fact", obj.Name(), fmt.Sprint(of.Fact))
		}
	}

	var surplus []string
	for k, expects := range want {
		for _, exp := range expects {
			surplus = append(surplus, fmt.Sprintf("%s:%d: %s: no %s was reported matching %#q", k.file, k.line, act.Analyzer.Name, exp.kind, exp.rx))
		}
	}
	slices.Sort(surplus)
	for _, s := range surplus {
		t.Errorf("%s", s)
	}
}

// expectation is one item of a "// want" comment.
type expectation struct {
	kind string // "diagnostic" or "fact"
	name string // the object a fact is about ("package" for a package fact)
	rx   *regexp.Regexp
}

// parseExpectations parses what follows "want" in a comment.
func parseExpectations(text string) (lineDelta int, expects []expectation, err error) {
	var scanErr string
	sc := new(scanner.Scanner).Init(strings.NewReader(text))
	sc.Error = func(_ *scanner.Scanner, msg string) { scanErr = msg }
	sc.Mode = scanner.ScanIdents | scanner.ScanStrings | scanner.ScanRawStrings | scanner.ScanInts
	regexpAt := func(tok rune) (*regexp.Regexp, error) {
		if tok != scanner.String && tok != scanner.RawString {
			return nil, fmt.Errorf("got %s, want regular expression", scanner.TokenString(tok))
		}
		pattern, _ := strconv.Unquote(sc.TokenText())
		return regexp.Compile(pattern)
	}
	for {
		switch tok := sc.Scan(); tok {
		case '+':
			if tok := sc.Scan(); tok != scanner.Int {
				return 0, nil, fmt.Errorf("got +%s, want +Int", scanner.TokenString(tok))
			}
			lineDelta, _ = strconv.Atoi(sc.TokenText())
		case scanner.String, scanner.RawString:
			rx, err := regexpAt(tok)
			if err != nil {
				return 0, nil, err
			}
			expects = append(expects, expectation{"diagnostic", "", rx})
		case scanner.Ident:
			name := sc.TokenText()
			if tok := sc.Scan(); tok != ':' {
				return 0, nil, fmt.Errorf("got %s after %s, want ':'", scanner.TokenString(tok), name)
			}
			rx, err := regexpAt(sc.Scan())
			if err != nil {
				return 0, nil, err
			}
			expects = append(expects, expectation{"fact", name, rx})
		case scanner.EOF:
			if scanErr != "" {
				return 0, nil, fmt.Errorf("%s", scanErr)
			}
			return lineDelta, expects, nil
		default:
			return 0, nil, fmt.Errorf("unexpected %s", scanner.TokenString(tok))
		}
	}
}

// CheckFixes compares the suggested fixes of act with the .golden files
// beside the files they edit, as analysistest.RunWithSuggestedFixes does:
// a golden file is either a txtar archive with one section per fix
// message (all fixes of that message applied) or the whole file with
// every fix applied. Fixes that edit a generated file are left out. A
// file a fix edits must have its golden file.
func CheckFixes(t Testing, act *checker.Action) {
	fset := act.Package.Fset
	generated := map[*token.File]bool{}
	for _, f := range act.Package.Syntax {
		generated[fset.File(f.Pos())] = ast.IsGenerated(f)
	}
	// byMessage[message][file] holds the edits of every fix of that
	// message in that file.
	byMessage := map[string]map[string][]analysis.TextEdit{}
	files := map[string]*token.File{}
fixes:
	for _, d := range act.Diagnostics {
		for _, fix := range d.SuggestedFixes {
			for _, e := range fix.TextEdits {
				if generated[fset.File(e.Pos)] {
					continue fixes
				}
			}
			for _, e := range fix.TextEdits {
				file := fset.File(e.Pos)
				files[file.Name()] = file
				if byMessage[fix.Message] == nil {
					byMessage[fix.Message] = map[string][]analysis.TextEdit{}
				}
				byMessage[fix.Message][file.Name()] = append(byMessage[fix.Message][file.Name()], e)
			}
		}
	}
	for _, name := range slices.Sorted(maps.Keys(files)) {
		src, err := os.ReadFile(name)
		if err != nil {
			t.Errorf("reading %s: %v", name, err)
			continue
		}
		ar, err := txtar.ParseFile(name + ".golden")
		if err != nil {
			t.Errorf("%s: reading %s.golden: %v", act.Analyzer.Name, name, err)
			continue
		}
		compare := func(what string, edits []analysis.TextEdit, want []byte) {
			got, err := apply(files[name], src, edits)
			if err == nil {
				got, err = format.Source(got)
			}
			if err != nil {
				t.Errorf("%s: %s: %s: %v", name, act.Analyzer.Name, what, err)
				return
			}
			if w, err := format.Source(want); err == nil {
				want = w
			}
			if !bytes.Equal(bytes.TrimSpace(got), bytes.TrimSpace(want)) {
				t.Errorf("%s: %s: %s: the file after the fixes differs from %s.golden\n-- got --\n%s\n-- want --\n%s", name, act.Analyzer.Name, what, name, got, want)
			}
		}
		if len(ar.Files) > 0 {
			if len(ar.Comment) > 0 {
				t.Errorf("%s.golden has a leading comment and sections", name)
				continue
			}
			for _, section := range ar.Files {
				compare(fmt.Sprintf("the fixes %q", section.Name), byMessage[section.Name][name], section.Data)
			}
			continue
		}
		var all []analysis.TextEdit
		for _, msg := range slices.Sorted(maps.Keys(byMessage)) {
			all = append(all, byMessage[msg][name]...)
		}
		compare("all fixes", all, ar.Comment)
	}
}

// apply applies edits to src, the content of file: identical edits count
// once, overlapping ones are an error.
func apply(file *token.File, src []byte, edits []analysis.TextEdit) ([]byte, error) {
	if len(edits) == 0 {
		return nil, fmt.Errorf("no edits")
	}
	if file.Size() != len(src) {
		return nil, fmt.Errorf("changed since it was loaded")
	}
	edits = slices.Clone(edits)
	slices.SortStableFunc(edits, func(a, b analysis.TextEdit) int {
		return cmp.Or(cmp.Compare(a.Pos, b.Pos), cmp.Compare(cmp.Or(a.End, a.Pos), cmp.Or(b.End, b.Pos)))
	})
	var out bytes.Buffer
	at := 0
	for i, e := range edits {
		start, end := file.Offset(e.Pos), file.Offset(cmp.Or(e.End, e.Pos))
		if i > 0 {
			prev := edits[i-1]
			if e.Pos == prev.Pos && e.End == prev.End && bytes.Equal(e.NewText, prev.NewText) {
				continue
			}
			if start < at {
				return nil, fmt.Errorf("conflicting edits at offset %d", start)
			}
		}
		out.Write(src[at:start])
		out.Write(e.NewText)
		at = end
	}
	out.Write(src[at:])
	return out.Bytes(), nil
}
