package lsp

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestProtocol is an editor session over pipes, on a module that uses the
// real go-sdk: the handshake, the diagnostics of an opened file at their
// exact ranges with code, severity, link and source, the quick fix
// applied as an editor applies it (equal to the golden file), the
// diagnostic cleared by an unsaved edit that fixes it, the diagnostics
// cleared on close, and shutdown and exit.
func TestProtocol(t *testing.T) {
	dir := copyApp(t)
	path := filepath.Join(dir, "main.go")
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	text := string(src)
	golden, err := os.ReadFile(filepath.Join(dir, "main.go.golden"))
	if err != nil {
		t.Fatal(err)
	}

	c := startServer(t, Options{})
	caps := c.initialize(dir).Capabilities
	if caps.TextDocumentSync.Change != 1 || !caps.TextDocumentSync.OpenClose {
		t.Errorf("textDocumentSync = %+v, want full sync with open and close", caps.TextDocumentSync)
	}
	if strings.Join(caps.CodeActionProvider.CodeActionKinds, ",") != "quickfix" {
		t.Errorf("code action kinds = %v, want [quickfix]", caps.CodeActionProvider.CodeActionKinds)
	}
	if caps.PositionEncoding != "utf-16" {
		t.Errorf("positionEncoding = %q", caps.PositionEncoding)
	}

	uri := c.open(path, text, 1)
	pub, _ := c.diagnostics(uri, 0, func(p publishDiagnosticsParams) bool { return len(p.Diagnostics) > 0 })
	if pub.Version == nil || *pub.Version != 1 {
		t.Errorf("diagnostics of version %v, want 1", pub.Version)
	}
	if len(pub.Diagnostics) != 2 {
		t.Fatalf("got %d diagnostics, want 2: %+v", len(pub.Diagnostics), pub.Diagnostics)
	}
	// The error: on the name literal, after a comment whose emoji takes
	// two UTF-16 units.
	bad := pub.Diagnostics[0]
	wantRange := lspRange{Start: at(t, text, `"search notes"`, 1)}
	wantRange.End = wantRange.Start
	wantRange.End.Character += uint32(len(`"search notes"`))
	if bad.Range != wantRange {
		t.Errorf("OMCG0008 range = %+v, want %+v", bad.Range, wantRange)
	}
	if bad.Code != "OMCG0008" || bad.Severity != severityError || bad.Source != "mcpvet" ||
		bad.Message != `tool name "search notes" is not valid: ' ' is not allowed (use letters, digits, '_', '-', '.')` {
		t.Errorf("OMCG0008 diagnostic = %+v", bad)
	}
	if bad.CodeDescription == nil || bad.CodeDescription.Href != "https://github.com/mcpvet/mcpvet/blob/main/docs/diagnostics/OMCG0008.md" {
		t.Errorf("OMCG0008 codeDescription = %+v", bad.CodeDescription)
	}
	// The warning stays a warning.
	warn := pub.Diagnostics[1]
	if warn.Code != "OMCG0013" || warn.Severity != severityWarning || warn.Range.Start != at(t, text, `"docs.search"`, 1) {
		t.Errorf("OMCG0013 diagnostic = %+v", warn)
	}

	// The quick fix, asked for at the cursor inside the name, as Neovim
	// asks.
	cursor := bad.Range.Start
	cursor.Character += 3
	reply := c.call("textDocument/codeAction", map[string]any{
		"textDocument": map[string]string{"uri": uri},
		"range":        lspRange{Start: cursor, End: cursor},
		"context":      map[string]any{"diagnostics": []diagnostic{}},
	})
	var actions []codeAction
	if reply.Error != nil || json.Unmarshal(reply.Result, &actions) != nil {
		t.Fatalf("codeAction: %s %v", reply.Result, reply.Error)
	}
	if len(actions) != 1 || actions[0].Kind != "quickfix" || len(actions[0].Edit.Changes[uri]) == 0 {
		t.Fatalf("code actions = %+v, want one quickfix editing %s", actions, uri)
	}
	if len(actions[0].Diagnostics) != 1 || actions[0].Diagnostics[0].Code != "OMCG0008" {
		t.Errorf("the quick fix is for %+v, want the OMCG0008 diagnostic", actions[0].Diagnostics)
	}
	fixed := applyEdits(t, text, actions[0].Edit.Changes[uri])
	if fixed != string(golden) {
		t.Errorf("the quick fix gives\n%s\nwant (main.go.golden)\n%s", fixed, golden)
	}
	// A code action request for kinds other than quickfix gets none.
	reply = c.call("textDocument/codeAction", map[string]any{
		"textDocument": map[string]string{"uri": uri},
		"range":        bad.Range,
		"context":      map[string]any{"diagnostics": []diagnostic{}, "only": []string{"refactor"}},
	})
	if string(reply.Result) != "[]" {
		t.Errorf("codeAction with only=refactor: %s", reply.Result)
	}

	// The fix, applied in the buffer and not saved, clears the error and
	// leaves the warning.
	from := c.mark()
	c.change(uri, fixed, 2)
	pub, _ = c.diagnostics(uri, from, func(p publishDiagnosticsParams) bool { return p.Version != nil && *p.Version == 2 })
	if len(pub.Diagnostics) != 1 || pub.Diagnostics[0].Code != "OMCG0013" {
		t.Errorf("after the unsaved fix: %+v, want only the OMCG0013 warning", pub.Diagnostics)
	}
	if disk, _ := os.ReadFile(path); string(disk) != text {
		t.Errorf("the server wrote the file")
	}
	// The code actions of a stale version are not offered: the client
	// says version 3, the findings are of version 2 until analyzed.
	c.change(uri, fixed+"\n", 3)
	reply = c.call("textDocument/codeAction", map[string]any{
		"textDocument": map[string]string{"uri": uri},
		"range":        pub.Diagnostics[0].Range,
		"context":      map[string]any{"diagnostics": pub.Diagnostics},
	})
	if string(reply.Result) != "[]" {
		t.Errorf("code actions offered for a stale analysis: %s", reply.Result)
	}

	// Closing the file clears its diagnostics.
	from = c.mark()
	c.notify("textDocument/didClose", didCloseParams{TextDocument: textDocumentIdentifier{URI: uri}})
	c.diagnostics(uri, from, func(p publishDiagnosticsParams) bool { return len(p.Diagnostics) == 0 })

	c.stop()
}

// TestCancel sends a change while the first analysis (cold, so it takes
// seconds: it loads and type-checks the go-sdk and the standard library)
// is under way: that analysis is cancelled and publishes nothing, and the
// one of the newer version publishes.
func TestCancel(t *testing.T) {
	dir := copyApp(t)
	path := filepath.Join(dir, "main.go")
	src, _ := os.ReadFile(path)
	c := startServer(t, Options{})
	c.initialize(dir)
	uri := c.open(path, string(src), 1)
	started := c.logged("analysis 1: started", 0)
	c.change(uri, strings.Replace(string(src), `"docs.search"`, `"docs_search"`, 1), 2)
	c.logged("analysis 1: cancelled by a newer change", started)
	pub, _ := c.diagnostics(uri, 0, func(p publishDiagnosticsParams) bool { return true })
	if pub.Version == nil || *pub.Version != 2 || len(pub.Diagnostics) != 1 || pub.Diagnostics[0].Code != "OMCG0008" {
		t.Errorf("first diagnostics published: version %v, %+v; want version 2 with only OMCG0008", pub.Version, pub.Diagnostics)
	}
	for _, p := range c.published(uri) {
		if p.Version != nil && *p.Version == 1 {
			t.Errorf("the cancelled analysis published: %+v", p)
		}
	}
	c.stop()
}

// TestProtocolErrors: what the server answers to requests it cannot
// serve, and how it ends without shutdown.
func TestProtocolErrors(t *testing.T) {
	c := startServer(t, Options{})
	if r := c.call("textDocument/codeAction", map[string]any{}); r.Error == nil || r.Error.Code != codeServerNotInitialized {
		t.Errorf("a request before initialize: %+v", r.Error)
	}
	c.initialize(t.TempDir())
	if r := c.call("initialize", map[string]any{}); r.Error == nil || r.Error.Code != codeInvalidRequest {
		t.Errorf("a second initialize: %+v", r.Error)
	}
	if r := c.call("textDocument/hover", map[string]any{}); r.Error == nil || r.Error.Code != codeMethodNotFound {
		t.Errorf("an unknown method: %+v", r.Error)
	}
	if r := c.call("textDocument/codeAction", []int{1}); r.Error == nil || r.Error.Code != codeInvalidParams {
		t.Errorf("bad params: %+v", r.Error)
	}
	// Notifications it cannot use are dropped, the ones it does not know
	// ignored: the next request is still answered.
	c.notify("textDocument/didChange", map[string]any{"textDocument": map[string]any{"uri": "file:///nowhere.go", "version": 3}})
	c.notify("textDocument/didOpen", "not an object")
	c.notify("$/cancelRequest", map[string]any{"id": 1})
	c.notify("$/setTrace", map[string]any{"value": "off"})
	if r := c.call("textDocument/codeAction", map[string]any{"textDocument": map[string]any{"uri": "file:///nowhere.go"}}); r.Error != nil || string(r.Result) != "[]" {
		t.Errorf("code actions of a file that is not open: %s %v", r.Result, r.Error)
	}
	c.notify("exit", nil)
	select {
	case err := <-c.served:
		c.served <- err
		if err == nil {
			t.Error("exit without shutdown: Serve returned nil, want an error (exit status 1)")
		}
	case <-timeAfter():
		t.Fatal("the server did not exit")
	}
}
