package lsp

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// goplsPath returns the gopls that MCPVET_GOPLS names (.ci/run installs
// v0.23.0 there), and skips the test without it.
func goplsPath(t *testing.T) string {
	t.Helper()
	p := os.Getenv("MCPVET_GOPLS")
	if p == "" {
		t.Skip("MCPVET_GOPLS is not set (GOBIN=DIR go install golang.org/x/tools/gopls@v0.23.0; MCPVET_GOPLS=DIR/gopls)")
	}
	return p
}

// answerRequests answers the server's requests to the client, as an
// editor does: workspace/configuration with no settings for each item,
// anything else with null. It returns the methods it answered, so far,
// through the function it returns.
func (c *client) answerRequests() func() []string {
	var answered []string
	done := map[int]bool{}
	go func() {
		c.mu.Lock()
		defer c.mu.Unlock()
		for !c.closed {
			for i, m := range c.got {
				if done[i] || len(m.ID) == 0 {
					continue
				}
				done[i] = true
				answered = append(answered, m.Method)
				var result any
				if m.Method == "workspace/configuration" {
					var p struct {
						Items []json.RawMessage `json:"items"`
					}
					json.Unmarshal(m.Params, &p)
					result = make([]any, len(p.Items))
				}
				id := m.ID
				go c.w.reply(id, result, nil)
			}
			c.cond.Wait()
		}
	}()
	return func() []string {
		c.mu.Lock()
		defer c.mu.Unlock()
		return slices.Clone(answered)
	}
}

func sources(p publishDiagnosticsParams) []string {
	var out []string
	for _, d := range p.Diagnostics {
		out = append(out, d.Source+" "+d.Code+" "+d.Message)
	}
	return out
}

func hasDiag(p publishDiagnosticsParams, source, substr string) bool {
	for _, d := range p.Diagnostics {
		if d.Source == source && strings.Contains(d.Message, substr) {
			return true
		}
	}
	return false
}

// TestGoplsFront runs the server in front of a real gopls, with a client
// over pipes: one file with a compile error (gopls's) and two mcpvet
// findings gets both sides' diagnostics in one publishDiagnostics; when
// either side's findings change, the other's stay; a code action request
// gets gopls's actions and mcpvet's fix; gopls's requests to the editor
// reach it and its answers reach gopls; shutdown and exit end both.
func TestGoplsFront(t *testing.T) {
	gopls := goplsPath(t)
	dir := copyApp(t)
	c := startServer(t, Options{Gopls: gopls, GoplsArgs: []string{"-mode=stdio"}})
	answered := c.answerRequests()

	reply := c.call("initialize", map[string]any{
		"processId": nil,
		"rootUri":   uriOf(dir),
		"capabilities": map[string]any{
			"workspace": map[string]any{"configuration": true},
			"textDocument": map[string]any{"codeAction": map[string]any{"codeActionLiteralSupport": map[string]any{
				"codeActionKind": map[string]any{"valueSet": []string{"quickfix", "refactor", "source"}},
			}}},
			// The front drops this: mcpvet counts in UTF-16.
			"general": map[string]any{"positionEncodings": []string{"utf-8", "utf-16"}},
		},
	})
	if reply.Error != nil {
		t.Fatalf("initialize: %v", reply.Error)
	}
	var res struct {
		Capabilities struct {
			PositionEncoding   string            `json:"positionEncoding"`
			TextDocumentSync   map[string]any    `json:"textDocumentSync"`
			CodeActionProvider codeActionOptions `json:"codeActionProvider"`
			HoverProvider      any               `json:"hoverProvider"`
		} `json:"capabilities"`
		ServerInfo serverInfo `json:"serverInfo"`
	}
	if err := json.Unmarshal(reply.Result, &res); err != nil {
		t.Fatal(err)
	}
	caps := res.Capabilities
	if res.ServerInfo.Name != "gopls" || caps.HoverProvider == nil {
		t.Errorf("initialize answered %s, want gopls's capabilities", reply.Result)
	}
	if caps.PositionEncoding != "" && caps.PositionEncoding != "utf-16" {
		t.Errorf("position encoding %q, want utf-16", caps.PositionEncoding)
	}
	if !slices.Contains(caps.CodeActionProvider.CodeActionKinds, "quickfix") || caps.TextDocumentSync["openClose"] != true || caps.TextDocumentSync["change"] == float64(0) {
		t.Errorf("capabilities %s lack what mcpvet needs", reply.Result)
	}
	c.notify("initialized", map[string]any{})

	path := filepath.Join(dir, "main.go")
	orig, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	const run = "\t_ = s.Run("
	broken := strings.Replace(string(orig), run, "\tunused := 0\n"+run, 1)
	uri := c.open(path, broken, 1)
	both, _ := c.diagnostics(uri, 0, func(p publishDiagnosticsParams) bool {
		return hasDiag(p, "mcpvet", `"search notes"`) && hasDiag(p, "compiler", "declared and not used")
	})
	t.Logf("merged diagnostics: %q", sources(both))
	if !slices.Contains(answered(), "workspace/configuration") {
		t.Errorf("gopls's workspace/configuration did not reach the client (answered %q)", answered())
	}

	// Code actions on the invalid tool name: mcpvet's rename, and
	// gopls's own actions.
	pos := at(t, broken, `"search notes"`, 1)
	ca := c.call("textDocument/codeAction", map[string]any{
		"textDocument": map[string]any{"uri": uri},
		"range":        lspRange{Start: pos, End: pos},
		"context":      map[string]any{"diagnostics": both.Diagnostics},
	})
	if ca.Error != nil {
		t.Fatalf("codeAction: %v", ca.Error)
	}
	var actions []struct {
		Title string         `json:"title"`
		Kind  string         `json:"kind"`
		Edit  *workspaceEdit `json:"edit"`
	}
	if err := json.Unmarshal(ca.Result, &actions); err != nil {
		t.Fatalf("codeAction result %s: %v", ca.Result, err)
	}
	var rename *workspaceEdit
	others := 0
	for _, a := range actions {
		if strings.HasPrefix(a.Title, `Rename the tool to "search_notes"`) {
			rename = a.Edit
		} else {
			others++
		}
	}
	t.Logf("code actions: %s", ca.Result)
	if rename == nil || others == 0 {
		t.Fatalf("code actions %s: want mcpvet's rename and gopls's actions", ca.Result)
	}

	// mcpvet's fix applied: its error goes, gopls's stays.
	fixed := applyEdits(t, broken, rename.Changes[uri])
	from := c.mark()
	c.notify("textDocument/didChange", didChangeParams{
		TextDocument:   versionedTextDocumentIdentifier{URI: uri, Version: 2},
		ContentChanges: []contentChange{{Text: fixed}},
	})
	c.diagnostics(uri, from, func(p publishDiagnosticsParams) bool {
		return !hasDiag(p, "mcpvet", `"search notes"`) && hasDiag(p, "mcpvet", `"docs.search"`) && hasDiag(p, "compiler", "declared and not used")
	})

	// The compile error fixed, with an incremental change (gopls's sync):
	// gopls's diagnostic goes, mcpvet's warning stays.
	from = c.mark()
	start := at(t, fixed, "\tunused := 0\n", 1)
	c.notify("textDocument/didChange", didChangeParams{
		TextDocument: versionedTextDocumentIdentifier{URI: uri, Version: 3},
		ContentChanges: []contentChange{{
			Range: &lspRange{Start: start, End: position{Line: start.Line + 1}},
			Text:  "",
		}},
	})
	last, _ := c.diagnostics(uri, from, func(p publishDiagnosticsParams) bool {
		return !hasDiag(p, "compiler", "declared and not used") && hasDiag(p, "mcpvet", `"docs.search"`)
	})
	if len(last.Diagnostics) != 1 {
		t.Errorf("after both fixes: %q, want mcpvet's warning alone", sources(last))
	}
	c.stop()
}

func TestGoplsSubcommand(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{nil, ""},
		{[]string{"-mode=stdio"}, ""},
		{[]string{"-rpc.trace", "-logfile", "/tmp/x", "serve"}, "serve"},
		{[]string{"-remote=auto", "version"}, "version"},
		{[]string{"-v", "version"}, "version"},
		{[]string{"api-json"}, "api-json"},
		{[]string{"--", "stats"}, "stats"},
	} {
		if got := GoplsSubcommand(tc.args); got != tc.want {
			t.Errorf("GoplsSubcommand(%q) = %q, want %q", tc.args, got, tc.want)
		}
	}
}

func TestPatchInitialize(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		// gopls v0.23.0's shape: kept.
		{`{"capabilities":{"codeActionProvider":{"codeActionKinds":["quickfix","refactor"],"resolveProvider":true},"textDocumentSync":{"change":2,"openClose":true,"save":{}}},"serverInfo":{"name":"gopls"}}`,
			`{"capabilities":{"codeActionProvider":{"codeActionKinds":["quickfix","refactor"],"resolveProvider":true},"textDocumentSync":{"change":2,"openClose":true,"save":{}}},"serverInfo":{"name":"gopls"}}`},
		// What mcpvet needs, added.
		{`{"capabilities":{"codeActionProvider":{"codeActionKinds":["refactor"]},"textDocumentSync":2}}`,
			`{"capabilities":{"codeActionProvider":{"codeActionKinds":["refactor","quickfix"]},"textDocumentSync":{"change":2,"openClose":true,"save":{}}}}`},
		{`{"capabilities":{"textDocumentSync":0}}`,
			`{"capabilities":{"codeActionProvider":{"codeActionKinds":["quickfix"]},"textDocumentSync":{"change":1,"openClose":true,"save":{}}}}`},
		{`{"capabilities":{"codeActionProvider":true,"textDocumentSync":{"openClose":false,"change":1,"save":false}}}`,
			`{"capabilities":{"codeActionProvider":true,"textDocumentSync":{"change":1,"openClose":true,"save":{}}}}`},
	} {
		got, err := patchInitialize(json.RawMessage(tc.in))
		if err != nil || string(got) != tc.want {
			t.Errorf("patchInitialize(%s) = %s, %v\nwant %s", tc.in, got, err, tc.want)
		}
	}
	if _, err := patchInitialize(json.RawMessage(`[1]`)); err == nil {
		t.Error("patchInitialize of an array: no error")
	}
}
