package lsp

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestMain lets the test binary be a scripted gopls (fakeGopls) when
// MCPVET_FAKE_GOPLS is set, so that the front's routing is tested on
// every run, without a gopls installed.
func TestMain(m *testing.M) {
	if os.Getenv("MCPVET_FAKE_GOPLS") == "1" {
		fakeGopls()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// fakeGopls serves a scripted language server on stdio: initialize
// answers capabilities that lack what mcpvet needs; initialized sends
// the client a workspace/configuration request under a string id and
// reports the answer as fake/answered; didOpen publishes one diagnostic
// (with a data field the front does not model), didChange an empty list;
// codeAction answers one action; fake/fail fails with error data;
// shutdown and exit end it.
func fakeGopls() {
	r := newReader(os.Stdin)
	w := &writer{w: os.Stdout}
	for {
		body, err := r.read()
		if err != nil {
			return
		}
		var m message
		if json.Unmarshal(body, &m) != nil {
			continue
		}
		var doc struct {
			TextDocument struct {
				URI string `json:"uri"`
			} `json:"textDocument"`
		}
		json.Unmarshal(m.Params, &doc)
		switch m.Method {
		case "":
			if string(m.ID) == `"fake-1"` {
				w.write(&message{Method: "fake/answered", Params: m.Result})
			}
		case "initialize":
			w.writeRaw([]byte(`{"jsonrpc":"2.0","id":` + string(m.ID) + `,"result":{"capabilities":{"textDocumentSync":2,"hoverProvider":true},"serverInfo":{"name":"fakegopls"}}}`))
		case "initialized":
			w.writeRaw([]byte(`{"jsonrpc":"2.0","id":"fake-1","method":"workspace/configuration","params":{"items":[{"section":"gopls"}]}}`))
		case "textDocument/didOpen":
			w.writeRaw([]byte(`{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"` + doc.TextDocument.URI + `","version":1,"diagnostics":[{"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":2}},"severity":3,"source":"fake","message":"fake finding","data":{"x":1}}]}}`))
		case "textDocument/didChange":
			w.writeRaw([]byte(`{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"` + doc.TextDocument.URI + `","diagnostics":[]}}`))
		case "textDocument/codeAction":
			w.writeRaw([]byte(`{"jsonrpc":"2.0","id":` + string(m.ID) + `,"result":[{"title":"fake action","kind":"refactor"}]}`))
		case "fake/fail":
			w.writeRaw([]byte(`{"jsonrpc":"2.0","id":` + string(m.ID) + `,"error":{"code":-32000,"message":"nope","data":{"why":"scripted"}}}`))
		case "shutdown":
			w.writeRaw([]byte(`{"jsonrpc":"2.0","id":` + string(m.ID) + `,"result":null}`))
		case "exit":
			return
		}
	}
}

// TestGoplsFrontFake holds the front's routing to a scripted gopls (the
// test binary itself): both sides' diagnostics merged, one side's
// change keeping the other's, gopls's request to the editor and the
// answer back under gopls's own id, code actions of both sides in order,
// capabilities patched, gopls's errors and unknown fields passed as they
// are, and shutdown and exit through.
func TestGoplsFrontFake(t *testing.T) {
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir := copyApp(t)
	c := startServer(t, Options{Gopls: self, Env: append(testEnv(), "MCPVET_FAKE_GOPLS=1")})
	c.answerRequests()
	reply := c.call("initialize", map[string]any{"processId": nil, "rootUri": uriOf(dir), "capabilities": map[string]any{}})
	if reply.Error != nil {
		t.Fatalf("initialize: %v", reply.Error)
	}
	const want = `{"capabilities":{"codeActionProvider":{"codeActionKinds":["quickfix"]},"hoverProvider":true,"textDocumentSync":{"change":2,"openClose":true,"save":{}}},"serverInfo":{"name":"fakegopls"}}`
	if string(reply.Result) != want {
		t.Errorf("initialize result\n%s\nwant\n%s", reply.Result, want)
	}
	c.notify("initialized", map[string]any{})
	c.waitFor("fake/answered", 30*time.Second, func() bool {
		for _, m := range c.got {
			if m.Method == "fake/answered" {
				if string(m.Params) != "[null]" {
					t.Errorf("gopls got %s for its workspace/configuration, want the client's [null]", m.Params)
				}
				return true
			}
		}
		return false
	})

	path := filepath.Join(dir, "main.go")
	text, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	uri := c.open(path, string(text), 1)
	_, i := c.diagnostics(uri, 0, func(p publishDiagnosticsParams) bool {
		return hasDiag(p, "fake", "fake finding") && hasDiag(p, "mcpvet", `"search notes"`)
	})
	c.mu.Lock()
	raw := c.got[i].Params
	c.mu.Unlock()
	if !bytes.Contains(raw, []byte(`"data":{"x":1}`)) {
		t.Errorf("the merged diagnostics lost gopls's data field: %s", raw)
	}

	pos := at(t, string(text), `"search notes"`, 1)
	ca := c.call("textDocument/codeAction", map[string]any{
		"textDocument": map[string]any{"uri": uri},
		"range":        lspRange{Start: pos, End: pos},
		"context":      map[string]any{"diagnostics": []any{}},
	})
	var actions []codeAction
	if err := json.Unmarshal(ca.Result, &actions); err != nil || len(actions) != 2 || actions[0].Title != "fake action" || !strings.HasPrefix(actions[1].Title, `Rename the tool to "search_notes"`) {
		t.Errorf("code actions %s (%v): want gopls's, then mcpvet's", ca.Result, err)
	}

	if r := c.call("fake/fail", nil); r.Error == nil || r.Error.Code != -32000 || r.Error.Message != "nope" {
		t.Errorf("fake/fail: %s, %v; want gopls's error", r.Result, r.Error)
	}

	// gopls's list emptied by a change: mcpvet's stays.
	from := c.mark()
	c.change(uri, string(text), 2)
	c.diagnostics(uri, from, func(p publishDiagnosticsParams) bool {
		return !hasDiag(p, "fake", "fake finding") && hasDiag(p, "mcpvet", `"search notes"`)
	})
	c.stop()
}

// TestGoplsMissing: a gopls that is not there is an error of Serve, with
// nothing written on the protocol stream.
func TestGoplsMissing(t *testing.T) {
	var out bytes.Buffer
	err := Serve(context.Background(), strings.NewReader(""), &out, Options{Gopls: filepath.Join(t.TempDir(), "gopls")})
	if err == nil || !strings.Contains(err.Error(), "gopls") || out.Len() > 0 {
		t.Errorf("Serve with a missing gopls: %v, wrote %q", err, out.String())
	}
}
