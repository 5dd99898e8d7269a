package lsp

import (
	"encoding/json"
	"go/ast"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
)

// related reports each func named dup, with the func named orig as a
// related location.
var related = &analysis.Analyzer{
	Name: "related",
	Doc:  "report dup with orig as related",
	URL:  "https://example.com/related",
	Run: func(pass *analysis.Pass) (any, error) {
		var orig, dup *ast.FuncDecl
		for _, f := range pass.Files {
			for _, d := range f.Decls {
				if fd, ok := d.(*ast.FuncDecl); ok {
					switch fd.Name.Name {
					case "orig":
						orig = fd
					case "dup":
						dup = fd
					}
				}
			}
		}
		if orig != nil && dup != nil {
			pass.Report(analysis.Diagnostic{
				Pos: dup.Name.Pos(), End: dup.Name.End(), Category: "TEST1", URL: "#dup",
				Message: "dup repeats orig",
				Related: []analysis.RelatedInformation{{Pos: orig.Name.Pos(), End: orig.Name.End(), Message: "orig is here"}},
			})
		}
		return nil, nil
	},
}

// boom panics on every package.
var boom = &analysis.Analyzer{
	Name: "boom",
	Doc:  "panic",
	Run:  func(*analysis.Pass) (any, error) { panic("boom") },
}

// TestRelatedAndPanics: related locations reach the client, a diagnostic
// of an analyzer that is not mcpvet's is a warning whose link resolves
// against the analyzer's URL, an analyzer that panics costs only its own
// diagnostics, and a request handler that panics is answered with an
// internal error while the server goes on.
func TestRelatedAndPanics(t *testing.T) {
	dir := t.TempDir()
	src := "package p\n\nfunc orig() {}\n\nfunc /* ö𝄞 */ dup() {}\n"
	writeFiles(t, dir, map[string]string{"go.mod": "module example.com/p\n\ngo 1.26\n", "p.go": src})
	c := startServer(t, Options{Analyzers: []*analysis.Analyzer{boom, related}})
	c.initialize(dir)
	uri := c.open(filepath.Join(dir, "p.go"), src, 1)
	pub, _ := c.diagnostics(uri, 0, func(p publishDiagnosticsParams) bool { return len(p.Diagnostics) > 0 })
	d := pub.Diagnostics[0]
	want := diagnostic{
		Range:           lspRange{Start: at(t, src, "dup", 1), End: position{Line: 4, Character: 18}},
		Severity:        severityWarning,
		Code:            "TEST1",
		CodeDescription: &codeDescription{Href: "https://example.com/related#dup"},
		Source:          "mcpvet",
		Message:         "dup repeats orig",
		RelatedInformation: []relatedInformation{{
			Location: location{URI: uri, Range: lspRange{Start: at(t, src, "orig", 1), End: position{Line: 2, Character: 9}}},
			Message:  "orig is here",
		}},
	}
	gotJSON, _ := json.Marshal(d)
	wantJSON, _ := json.Marshal(want)
	if string(gotJSON) != string(wantJSON) {
		t.Errorf("diagnostic\n%s\nwant\n%s", gotJSON, wantJSON)
	}
	c.logged("boom on example.com/p: panic: boom", 0)

	testHookRequest = func(method string) {
		if method == "textDocument/codeAction" {
			panic("a bug in a handler")
		}
	}
	defer func() { testHookRequest = nil }()
	r := c.call("textDocument/codeAction", map[string]any{"textDocument": map[string]string{"uri": uri}})
	if r.Error == nil || r.Error.Code != codeInternalError || !strings.Contains(r.Error.Message, "a bug in a handler") {
		t.Errorf("a panicking request: %s %+v, want an internal error", r.Result, r.Error)
	}
	testHookRequest = nil
	r = c.call("textDocument/codeAction", map[string]any{"textDocument": map[string]string{"uri": uri}})
	if r.Error != nil {
		t.Errorf("the next request: %+v", r.Error)
	}
	c.stop()
}

// TestTwoModules: files of two modules open at once are each analyzed in
// their own module.
func TestTwoModules(t *testing.T) {
	dir := t.TempDir()
	src := "package p\n\nfunc orig() {}\n\nfunc dup() {}\n"
	writeFiles(t, dir, map[string]string{
		"one/go.mod": "module example.com/one\n\ngo 1.26\n", "one/p.go": src,
		"two/go.mod": "module example.com/two\n\ngo 1.26\n", "two/p.go": src,
	})
	c := startServer(t, Options{Analyzers: []*analysis.Analyzer{related}})
	c.initialize(dir)
	uris := map[string]string{}
	for _, m := range []string{"one", "two"} {
		uris[m] = c.open(filepath.Join(dir, m, "p.go"), src, 1)
		c.diagnostics(uris[m], 0, func(p publishDiagnosticsParams) bool { return len(p.Diagnostics) == 1 })
	}
	// Closing a module's last file keeps its engine: opened again, the
	// file is analyzed without loading the module again.
	from := c.mark()
	c.notify("textDocument/didClose", didCloseParams{TextDocument: textDocumentIdentifier{URI: uris["one"]}})
	c.diagnostics(uris["one"], from, func(p publishDiagnosticsParams) bool { return len(p.Diagnostics) == 0 })
	from = c.mark()
	c.open(filepath.Join(dir, "one", "p.go"), src, 2)
	c.diagnostics(uris["one"], from, func(p publishDiagnosticsParams) bool { return len(p.Diagnostics) == 1 })
	c.mu.Lock()
	for _, m := range c.got[from:] {
		if m.Method == "window/logMessage" && strings.Contains(string(m.Params), "first run") {
			t.Errorf("the module was loaded again after its file was reopened: %s", m.Params)
		}
	}
	c.mu.Unlock()
	c.stop()
}
