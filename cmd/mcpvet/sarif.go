package main

import (
	"bytes"
	"cmp"
	"encoding/json"
	"fmt"
	"go/scanner"
	"go/token"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"github.com/mcpvet/mcpvet/analyzers"
)

// The SARIF 2.1.0 report (-sarif): the subset of the OASIS format that
// code-scanning dashboards (GitHub's among them) read. One run, whose
// tool lists every code as a rule, and one result per finding.
type (
	sarifLog struct {
		Schema  string     `json:"$schema"`
		Version string     `json:"version"`
		Runs    []sarifRun `json:"runs"`
	}
	sarifRun struct {
		Tool               sarifTool                   `json:"tool"`
		OriginalURIBaseIDs map[string]sarifArtifactLoc `json:"originalUriBaseIds,omitempty"`
		ColumnKind         string                      `json:"columnKind"`
		Results            []sarifResult               `json:"results"`
	}
	sarifTool struct {
		Driver sarifDriver `json:"driver"`
	}
	sarifDriver struct {
		Name           string      `json:"name"`
		Version        string      `json:"version,omitempty"`
		InformationURI string      `json:"informationUri"`
		Rules          []sarifRule `json:"rules"`
	}
	sarifRule struct {
		ID                   string       `json:"id"`
		Name                 string       `json:"name"`
		ShortDescription     sarifMessage `json:"shortDescription"`
		FullDescription      sarifMessage `json:"fullDescription"`
		HelpURI              string       `json:"helpUri,omitempty"`
		DefaultConfiguration struct {
			Level string `json:"level"`
		} `json:"defaultConfiguration"`
	}
	sarifMessage struct {
		Text string `json:"text"`
	}
	sarifResult struct {
		RuleID           string          `json:"ruleId"`
		RuleIndex        *int            `json:"ruleIndex,omitempty"`
		Level            string          `json:"level"`
		Message          sarifMessage    `json:"message"`
		Locations        []sarifLocation `json:"locations"`
		RelatedLocations []sarifLocation `json:"relatedLocations,omitempty"`
		Fixes            []sarifFix      `json:"fixes,omitempty"`
	}
	sarifLocation struct {
		ID               *int                  `json:"id,omitempty"`
		PhysicalLocation sarifPhysicalLocation `json:"physicalLocation"`
		Message          *sarifMessage         `json:"message,omitempty"`
	}
	sarifPhysicalLocation struct {
		ArtifactLocation sarifArtifactLoc `json:"artifactLocation"`
		Region           sarifRegion      `json:"region"`
	}
	sarifArtifactLoc struct {
		URI       string `json:"uri"`
		URIBaseID string `json:"uriBaseId,omitempty"`
	}
	// A sarifRegion's columns count Unicode code points (the run's
	// columnKind), from 1; endColumn is the column after the last
	// character, as go/token's End is the position after the last byte.
	sarifRegion struct {
		StartLine   int `json:"startLine"`
		StartColumn int `json:"startColumn"`
		EndLine     int `json:"endLine"`
		EndColumn   int `json:"endColumn"`
	}
	sarifFix struct {
		Description     sarifMessage          `json:"description"`
		ArtifactChanges []sarifArtifactChange `json:"artifactChanges"`
	}
	sarifArtifactChange struct {
		ArtifactLocation sarifArtifactLoc   `json:"artifactLocation"`
		Replacements     []sarifReplacement `json:"replacements"`
	}
	sarifReplacement struct {
		DeletedRegion   sarifRegion  `json:"deletedRegion"`
		InsertedContent sarifMessage `json:"insertedContent"`
	}
)

const (
	sarifSchemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
	// srcRootID names the directory result URIs are relative to: code
	// scanning resolves it to the checkout.
	srcRootID = "%SRCROOT%"
)

// writeSARIF prints the findings as one SARIF 2.1.0 log, their file URIs
// relative to root (the main module's directory, or the current one).
func writeSARIF(w io.Writer, fs []*finding, root string) error {
	codes := analyzers.Codes()
	ruleIndex := map[string]int{}
	driver := sarifDriver{
		Name:           "mcpvet",
		Version:        version(),
		InformationURI: "https://github.com/mcpvet/mcpvet",
		Rules:          []sarifRule{},
	}
	for i, c := range codes {
		r := sarifRule{
			ID:               c.Code,
			Name:             c.Analyzer.Name,
			ShortDescription: sarifMessage{c.Title},
			FullDescription:  sarifMessage{c.Text},
			HelpURI:          c.Analyzer.URL,
		}
		r.DefaultConfiguration.Level = c.Severity.String()
		driver.Rules = append(driver.Rules, r)
		ruleIndex[c.Code] = i
	}
	cols := &columnMapper{files: map[string][]byte{}}
	loc := func(fset *token.FileSet, pos, end token.Pos) sarifPhysicalLocation {
		from, to := fset.Position(pos), fset.Position(cmp.Or(end, pos))
		return sarifPhysicalLocation{artifactLocationOf(from.Filename, root), cols.covering(from, to)}
	}

	run := sarifRun{
		Tool:       sarifTool{driver},
		ColumnKind: "unicodeCodePoints",
		Results:    []sarifResult{},
	}
	if u := dirURI(root); u != "" {
		run.OriginalURIBaseIDs = map[string]sarifArtifactLoc{srcRootID: {URI: u}}
	}
	for _, f := range fs {
		fset, d := f.pkg.Fset, f.diag
		res := sarifResult{
			RuleID:    codeOf(f),
			Level:     f.severity.String(),
			Message:   sarifMessage{d.Message},
			Locations: []sarifLocation{{PhysicalLocation: loc(fset, d.Pos, d.End)}},
		}
		if i, ok := ruleIndex[res.RuleID]; ok {
			res.RuleIndex = &i
		}
		for i, r := range d.Related {
			res.RelatedLocations = append(res.RelatedLocations, sarifLocation{
				ID:               &i,
				PhysicalLocation: loc(fset, r.Pos, r.End),
				Message:          &sarifMessage{r.Message},
			})
		}
		for _, fix := range d.SuggestedFixes {
			sf := sarifFix{Description: sarifMessage{fix.Message}}
			byFile := map[string]int{} // file name -> index in ArtifactChanges
			for _, e := range fix.TextEdits {
				from, to := fset.Position(e.Pos), fset.Position(cmp.Or(e.End, e.Pos))
				i, ok := byFile[from.Filename]
				if !ok {
					i = len(sf.ArtifactChanges)
					byFile[from.Filename] = i
					sf.ArtifactChanges = append(sf.ArtifactChanges, sarifArtifactChange{
						ArtifactLocation: artifactLocationOf(from.Filename, root),
					})
				}
				ac := &sf.ArtifactChanges[i]
				ac.Replacements = append(ac.Replacements, sarifReplacement{
					DeletedRegion:   cols.region(from, to),
					InsertedContent: sarifMessage{string(e.NewText)},
				})
			}
			if len(sf.ArtifactChanges) > 0 {
				res.Fixes = append(res.Fixes, sf)
			}
		}
		run.Results = append(run.Results, res)
	}
	data, err := json.MarshalIndent(sarifLog{sarifSchemaURI, "2.1.0", []sarifRun{run}}, "", "  ")
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "%s\n", data)
	return err
}

// codeOf is the code a finding reports: its category, or its analyzer's
// code.
func codeOf(f *finding) string {
	if f.diag.Category != "" {
		return f.diag.Category
	}
	if c, ok := analyzers.Lookup(f.analyzer.Name); ok {
		return c.Code
	}
	return f.analyzer.Name
}

// artifactLocationOf is the location of file name: relative to %SRCROOT%
// when it is below root, else an absolute file URI.
func artifactLocationOf(name, root string) sarifArtifactLoc {
	if rel, ok := relativeTo(root, name); ok {
		return sarifArtifactLoc{URI: (&url.URL{Path: rel}).EscapedPath(), URIBaseID: srcRootID}
	}
	return sarifArtifactLoc{URI: fileURI(name)}
}

// relativeTo is name relative to root, in slash form, when it is below it.
func relativeTo(root, name string) (string, bool) {
	if root == "" || !filepath.IsAbs(name) {
		return "", false
	}
	rel, err := filepath.Rel(root, name)
	if err != nil || !filepath.IsLocal(rel) {
		return "", false
	}
	return filepath.ToSlash(rel), true
}

func fileURI(name string) string {
	p := filepath.ToSlash(name)
	if !strings.HasPrefix(p, "/") {
		p = "/" + p // a Windows drive letter
	}
	return (&url.URL{Scheme: "file", Path: p}).String()
}

// dirURI is the file URI of directory dir, ending in a slash as SARIF
// requires of a base URI; "" if dir is not absolute.
func dirURI(dir string) string {
	if !filepath.IsAbs(dir) {
		return ""
	}
	return strings.TrimSuffix(fileURI(dir), "/") + "/"
}

// reportRoot is the directory the file names of -sarif and -baseline are
// relative to: the main module's directory when a package analyzed is in
// it, else the current directory.
func reportRoot(fs []*finding) string {
	for _, f := range fs {
		if m := f.pkg.Module; m != nil && m.Main && m.Dir != "" {
			return m.Dir
		}
	}
	wd, _ := os.Getwd()
	return wd
}

// A columnMapper turns go/token's byte columns into code-point columns,
// reading each file once.
type columnMapper struct {
	files map[string][]byte
}

func (m *columnMapper) region(from, to token.Position) sarifRegion {
	if to.Line < from.Line || (to.Line == from.Line && to.Column < from.Column) {
		to = from
	}
	return sarifRegion{
		StartLine:   max(from.Line, 1),
		StartColumn: m.column(from),
		EndLine:     max(to.Line, 1),
		EndColumn:   m.column(to),
	}
}

// covering is region(from, to) for a location of a result: never empty.
// A diagnostic with no end, or one equal to its start, covers the Go
// token at its start (an identifier, a literal, an operator), else the
// character there; at the end of a line, the line break. Code scanning
// shows an empty region as a zero-width mark. (A fix's deleted region
// may be empty: it inserts.)
func (m *columnMapper) covering(from, to token.Position) sarifRegion {
	r := m.region(from, to)
	if r.EndLine > r.StartLine || r.EndColumn > r.StartColumn {
		return r
	}
	src := m.src(from.Filename)
	off := from.Offset
	if from.Column < 1 || off < 0 || off > len(src) || off-(from.Column-1) < 0 {
		// Nothing to measure the text by: one column.
		r.EndColumn = r.StartColumn + 1
		return r
	}
	end := tokenEnd(src, off)
	if end == off {
		// At the end of the file: one column.
		r.EndColumn = r.StartColumn + 1
		return r
	}
	text := src[off:end]
	if n := bytes.Count(text, []byte("\n")); n > 0 {
		r.EndLine = r.StartLine + n
		r.EndColumn = utf8.RuneCount(text[bytes.LastIndexByte(text, '\n')+1:]) + 1
	} else {
		r.EndColumn = r.StartColumn + utf8.RuneCount(text)
	}
	return r
}

// tokenEnd is the offset just after the Go token that starts at offset
// off of src; after the rune there if no token starts there (a space, a
// non-Go file); off at the end of src.
func tokenEnd(src []byte, off int) int {
	if off >= len(src) {
		return off
	}
	rest := src[off:]
	var sc scanner.Scanner
	f := token.NewFileSet().AddFile("", -1, len(rest))
	sc.Init(f, rest, func(token.Position, string) {}, scanner.ScanComments)
	pos, tok, lit := sc.Scan()
	if f.Offset(pos) == 0 && tok != token.EOF && !(tok == token.SEMICOLON && lit != ";") {
		n := len(tok.String())
		if lit != "" {
			n = len(lit)
		}
		if n > 0 && n <= len(rest) {
			return off + n
		}
	}
	_, size := utf8.DecodeRune(rest)
	return off + size
}

// src is the content of the file named, read once; nil if it cannot be
// read.
func (m *columnMapper) src(name string) []byte {
	src, ok := m.files[name]
	if !ok {
		src, _ = os.ReadFile(name)
		m.files[name] = src
	}
	return src
}

// column is p's column in code points; its byte column when the file
// cannot be read.
func (m *columnMapper) column(p token.Position) int {
	src := m.src(p.Filename)
	lineStart := p.Offset - (p.Column - 1)
	if p.Column < 1 || lineStart < 0 || p.Offset > len(src) {
		return max(p.Column, 1)
	}
	return utf8.RuneCount(src[lineStart:p.Offset]) + 1
}
