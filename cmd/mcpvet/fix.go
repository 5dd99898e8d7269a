package main

import (
	"bytes"
	"cmp"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/mcpvet/mcpvet/analyzers"
)

// An edit replaces the bytes [start, end) of a file with text.
type edit struct {
	start, end int
	text       string
}

// overlaps reports whether e and o cannot both be applied: their ranges
// intersect, or they insert different text at one place. Identical edits
// (one fix reported twice) do not conflict.
func (e edit) overlaps(o edit) bool {
	if e == o {
		return false
	}
	if e.start == e.end && o.start == o.end {
		return e.start == o.start
	}
	return e.start < o.end && o.start < e.end ||
		e.start == e.end && o.start < e.start && e.start < o.end ||
		o.start == o.end && e.start < o.start && o.start < e.end
}

// fixResult is what applyFixes did.
type fixResult struct {
	fixed, conflicts, files int
	// left are the findings no applied fix addresses, in order.
	left []*finding
	// contents are the changed files as fixed (written to disk, or with
	// diff shown), by file name.
	contents map[string][]byte
}

// applyFixes applies the first suggested fix of each finding, a fix at a
// time and all of its edits or none: a fix that touches a generated file,
// or that overlaps a fix already taken, is left out, and its finding is
// left. Each changed file is gofmt-formatted, then written, or with diff
// printed to stdout as a unified diff against the file on disk.
func applyFixes(findings []*finding, diff bool, stdout io.Writer) (*fixResult, error) {
	res := &fixResult{contents: map[string][]byte{}}
	generated := generatedFiles{}
	original := map[string][]byte{}
	edits := map[string][]edit{}

next:
	for _, f := range findings {
		if len(f.diag.SuggestedFixes) == 0 {
			res.left = append(res.left, f)
			continue
		}
		byFile := map[string][]edit{}
		for _, te := range f.diag.SuggestedFixes[0].TextEdits {
			tf := f.pkg.Fset.File(te.Pos)
			if tf == nil || generated.is(tf.Name()) {
				res.left = append(res.left, f)
				continue next
			}
			name := tf.Name()
			if _, ok := original[name]; !ok {
				src, err := os.ReadFile(name)
				if err != nil {
					return nil, err
				}
				if len(src) != tf.Size() {
					return nil, fmt.Errorf("%s changed while mcpvet analyzed it: nothing was fixed", name)
				}
				original[name] = src
			}
			e := edit{tf.Offset(te.Pos), tf.Offset(cmp.Or(te.End, te.Pos)), string(te.NewText)}
			if slices.ContainsFunc(edits[name], e.overlaps) || slices.ContainsFunc(byFile[name], e.overlaps) {
				res.conflicts++
				res.left = append(res.left, f)
				continue next
			}
			byFile[name] = append(byFile[name], e)
		}
		for name, es := range byFile {
			for _, e := range es {
				if !slices.Contains(edits[name], e) {
					edits[name] = append(edits[name], e)
				}
			}
		}
		res.fixed++
	}

	names := make([]string, 0, len(edits))
	for name := range edits {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		src := original[name]
		fixed := apply(src, edits[name])
		if formatted, err := format.Source(fixed); err == nil {
			fixed = formatted
		}
		if bytes.Equal(fixed, src) {
			continue
		}
		res.files++
		res.contents[name] = fixed
		if diff {
			rel := displayPath(name)
			io.WriteString(stdout, unifiedDiff("a/"+filepath.ToSlash(rel), "b/"+filepath.ToSlash(rel), string(src), string(fixed)))
			continue
		}
		info, err := os.Stat(name)
		if err != nil {
			return nil, err
		}
		if err := os.WriteFile(name, fixed, info.Mode().Perm()); err != nil {
			return nil, err
		}
	}
	return res, nil
}

// apply applies edits, which do not overlap, to src.
func apply(src []byte, edits []edit) []byte {
	edits = slices.Clone(edits)
	slices.SortStableFunc(edits, func(a, b edit) int { return cmp.Or(cmp.Compare(a.start, b.start), cmp.Compare(a.end, b.end)) })
	var out bytes.Buffer
	at := 0
	for _, e := range edits {
		out.Write(src[at:e.start])
		out.WriteString(e.text)
		at = e.end
	}
	out.Write(src[at:])
	return out.Bytes()
}

// displayPath is name relative to the current directory when it is below
// it (the form a diff applies with, git apply or patch -p1), else name.
func displayPath(name string) string {
	if wd, err := os.Getwd(); err == nil && filepath.IsAbs(name) {
		if rel, err := filepath.Rel(wd, name); err == nil && filepath.IsLocal(rel) {
			return rel
		}
	}
	return name
}

// summary is the line that tells what -fix did and what is left, ""
// when there was nothing to fix and nothing is left.
func (r *fixResult) summary(diff bool) string {
	var b strings.Builder
	switch {
	case r.fixed > 0 && diff:
		fmt.Fprintf(&b, "mcpvet: the diff holds %s in %s (not applied)", plural(r.fixed, "fix", "fixes"), plural(r.files, "file", "files"))
	case r.fixed > 0:
		fmt.Fprintf(&b, "mcpvet: applied %s in %s", plural(r.fixed, "fix", "fixes"), plural(r.files, "file", "files"))
	case len(r.left) > 0:
		b.WriteString("mcpvet: nothing to fix")
	default:
		return ""
	}
	if len(r.left) > 0 {
		errs := 0
		for _, f := range r.left {
			if f.severity == analyzers.Error {
				errs++
			}
		}
		fmt.Fprintf(&b, "; %s left (%s, %s)", plural(len(r.left), "problem", "problems"),
			plural(errs, "error", "errors"), plural(len(r.left)-errs, "warning", "warnings"))
		if r.conflicts > 0 {
			fmt.Fprintf(&b, ", %s overlapping another: run mcpvet -fix again", plural(r.conflicts, "fix", "fixes"))
		}
		b.WriteString(":")
	}
	return b.String()
}

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// generatedFiles says which files are generated ("// Code generated …
// DO NOT EDIT." before the package clause), reading each file's header
// once: a finding from go vet's report has no syntax tree.
type generatedFiles map[string]bool

func (g generatedFiles) is(name string) bool {
	if v, ok := g[name]; ok {
		return v
	}
	f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.PackageClauseOnly|parser.ParseComments)
	g[name] = err == nil && ast.IsGenerated(f)
	return g[name]
}
