package lsp

import (
	"go/token"
	"net/url"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers"
)

// A finding is one diagnostic in editor terms, with its quick fixes.
type finding struct {
	path  string
	diag  diagnostic
	fixes []fix
}

// A fix is one SuggestedFix: a title and the edits of each file.
type fix struct {
	title string
	edits map[string][]textEdit // by URI
}

// converter turns analysis diagnostics into findings, mapping offsets to
// editor positions with the contents each file was parsed from.
type converter struct {
	fset    *token.FileSet
	content func(*token.File) []byte // nil: unknown
	uriOf   func(path string) string
	mappers map[*token.File]*mapper
}

func newConverter(fset *token.FileSet, content func(*token.File) []byte, uriOf func(string) string) *converter {
	return &converter{fset: fset, content: content, uriOf: uriOf, mappers: map[*token.File]*mapper{}}
}

// span returns the file and range of [pos, end); ok is false when pos is
// in no file the engine knows (the finding cannot be shown).
func (c *converter) span(pos, end token.Pos) (path string, r lspRange, ok bool) {
	tf := c.fset.File(pos)
	if tf == nil {
		return "", lspRange{}, false
	}
	m := c.mappers[tf]
	if m == nil {
		content := c.content(tf)
		if content == nil {
			return "", lspRange{}, false
		}
		m = newMapper(content)
		c.mappers[tf] = m
	}
	start := tf.Offset(pos)
	stop := start
	if end.IsValid() && c.fset.File(end) == tf {
		stop = tf.Offset(end)
	}
	return tf.Name(), m.rangeOf(start, stop), true
}

// convert returns the finding of one diagnostic an analyzer reported.
func (c *converter) convert(a *analysis.Analyzer, d analysis.Diagnostic) (finding, bool) {
	path, r, ok := c.span(d.Pos, d.End)
	if !ok {
		return finding{}, false
	}
	code := d.Category
	if code == "" {
		code = a.Name
	}
	out := diagnostic{
		Range:    r,
		Severity: severityOf(a, d),
		Code:     code,
		Source:   "mcpvet",
		// The editor shows the code beside the message (and links it to
		// the code's page): the "OMCG0008: " the message starts with
		// would say it twice.
		Message: strings.TrimPrefix(d.Message, code+": "),
	}
	if href := docURL(a, d); href != "" {
		out.CodeDescription = &codeDescription{Href: href}
	}
	for _, rel := range d.Related {
		if rpath, rr, ok := c.span(rel.Pos, rel.End); ok {
			out.RelatedInformation = append(out.RelatedInformation, relatedInformation{
				Location: location{URI: c.uriOf(rpath), Range: rr},
				Message:  rel.Message,
			})
		}
	}
	f := finding{path: path, diag: out}
	for _, sf := range d.SuggestedFixes {
		fx := fix{title: sf.Message, edits: map[string][]textEdit{}}
		for _, te := range sf.TextEdits {
			epath, er, ok := c.span(te.Pos, te.End)
			if !ok {
				fx.edits = nil // a fix that cannot be applied whole is not offered
				break
			}
			uri := c.uriOf(epath)
			fx.edits[uri] = append(fx.edits[uri], textEdit{Range: er, NewText: string(te.NewText)})
		}
		if len(fx.edits) > 0 {
			f.fixes = append(f.fixes, fx)
		}
	}
	return f, true
}

// severityOf is the severity of the diagnostic (analyzers.SeverityOf):
// mcpvet's warnings stay warnings, unless the code escalates one. A
// diagnostic of another analyzer is a warning.
func severityOf(a *analysis.Analyzer, d analysis.Diagnostic) int {
	if sev, ok := analyzers.SeverityOf(a, d); ok && sev == analyzers.Error {
		return severityError
	}
	return severityWarning
}

// docURL is the page that documents a diagnostic: its own URL, resolved
// against the analyzer's, else the analyzer's.
func docURL(a *analysis.Analyzer, d analysis.Diagnostic) string {
	if d.URL == "" {
		return a.URL
	}
	u, err := url.Parse(d.URL)
	if err != nil {
		return a.URL
	}
	base, err := url.Parse(a.URL)
	if err != nil {
		return d.URL
	}
	return base.ResolveReference(u).String()
}
