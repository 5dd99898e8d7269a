package lsp

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/mcpvet/mcpvet/analyzers"
)

// frame renders messages in the base protocol, for seeds.
func frame(msgs ...string) []byte {
	var b bytes.Buffer
	for _, m := range msgs {
		fmt.Fprintf(&b, "Content-Length: %d\r\n\r\n%s", len(m), m)
	}
	return b.Bytes()
}

// FuzzServe feeds the server any byte stream as its input: it must
// return (at the end of the stream) without panicking, and write only
// well-formed frames of JSON-RPC 2.0 messages. Analyses are debounced
// for an hour, so that this exercises the protocol side alone.
//
//	go test -fuzz FuzzServe ./cmd/mcpvet/internal/lsp
func FuzzServe(f *testing.F) {
	initialize := `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":null,"rootUri":"file:///tmp","capabilities":{}}}`
	open := `{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///nowhere/a.go","languageId":"go","version":1,"text":"package a\n\nvar ö = 1\n"}}}`
	change := `{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///nowhere/a.go","version":2},"contentChanges":[{"range":{"start":{"line":2,"character":4},"end":{"line":9,"character":99}},"text":"𝄞"}]}}`
	action := `{"jsonrpc":"2.0","id":"x","method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///nowhere/a.go"},"range":{"start":{"line":0,"character":0},"end":{"line":4294967295,"character":4294967295}},"context":{"diagnostics":[],"only":["quickfix"]}}}`
	shutdown := `{"jsonrpc":"2.0","id":2,"method":"shutdown"}`
	exit := `{"jsonrpc":"2.0","method":"exit"}`
	f.Add(frame(initialize, open, change, action, shutdown, exit))
	f.Add(frame(action, initialize, initialize, `{"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":[]}`, exit))
	f.Add(append(frame(initialize), "Content-Length: 5\r\n\r\n{\"a\":Content-Length: x\r\n\r\n\r\nnot a header\r\n"...))
	f.Add(frame(`{"id":null}`, `[]`, `"str"`, `{"jsonrpc":"2.0","id":{},"method":"initialize"}`, `{"method":"textDocument/didSave","params":{"textDocument":{"uri":"::"}}}`))
	f.Fuzz(func(t *testing.T, in []byte) {
		var out bytes.Buffer
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		Serve(ctx, bytes.NewReader(in), &out, Options{Debounce: time.Hour, Env: []string{}})
		if ctx.Err() != nil {
			t.Fatalf("Serve did not return at the end of its input")
		}
		r := newReader(&out)
		for {
			body, err := r.read()
			if err == io.EOF {
				return
			}
			if err != nil {
				t.Fatalf("the output is not a sequence of frames: %v\n%q", err, out.Bytes())
			}
			var m message
			if err := json.Unmarshal(body, &m); err != nil || m.JSONRPC != "2.0" {
				t.Fatalf("a frame that is not a JSON-RPC 2.0 message: %q", body)
			}
		}
	})
}

// FuzzText feeds the position arithmetic any text and any position, as
// a stale or wrong editor may send: offsets stay within the text, a
// position converts back to itself when it names a character boundary,
// and an edit replaces exactly the bytes its range covers.
func FuzzText(f *testing.F) {
	f.Add("package a\n\nvar ö𝄞 = 1\n", uint32(2), uint32(5), uint32(2), uint32(7), "x")
	f.Add("", uint32(0), uint32(0), uint32(9), uint32(9), "")
	f.Add("a\r\nb\xff\xfe\n\n", uint32(1), uint32(1), uint32(0), uint32(3), "é")
	f.Fuzz(func(t *testing.T, text string, l1, c1, l2, c2 uint32, repl string) {
		m := newMapper([]byte(text))
		start, end := m.offset(position{l1, c1}), m.offset(position{l2, c2})
		for _, off := range []int{start, end} {
			if off < 0 || off > len(text) {
				t.Fatalf("offset %d outside the text of %d bytes", off, len(text))
			}
			p := m.position(off)
			if back := m.offset(p); back != off && utf8.ValidString(text) {
				t.Fatalf("offset %d -> %+v -> %d", off, p, back)
			}
		}
		got := applyChanges(text, []contentChange{{Range: &lspRange{position{l1, c1}, position{l2, c2}}, Text: repl}})
		lo, hi := min(start, end), max(start, end)
		if want := text[:lo] + repl + text[hi:]; got != want {
			t.Fatalf("applyChanges = %q, want %q", got, want)
		}
	})
}

// FuzzBuffer analyzes any text as the buffer of a file in a module on
// the go-sdk and mcpvet's runtime (the broken packages' module), with a
// warm engine: the analysis must end, and every diagnostic, related
// location and fix must convert to ranges inside the buffer. The seeds
// are the broken files and a few analyzer fixtures (each seed loads the
// package graph again: its imports differ).
//
//	go test -fuzz FuzzBuffer ./cmd/mcpvet/internal/lsp
func FuzzBuffer(f *testing.F) {
	for _, src := range brokenFiles {
		f.Add(src)
	}
	for _, name := range []string{"mcp001/fields/fields.go", "mcp001/mode/mode.go", "mcp008/a/a.go", "omcg0001/a/a.go", "omcg0008/directive/directive.go"} {
		src, err := os.ReadFile(filepath.Join("..", "..", "..", "..", "testdata", "mod", filepath.FromSlash(name)))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(src))
	}
	dir := brokenModule(f)
	e := newEngine(dir, testEnv(), analyzers.All, func(string, ...any) {})
	path := filepath.Join(dir, "tools", "tools.go")
	f.Fuzz(func(t *testing.T, src string) {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		defer cancel()
		res, err := e.analyze(ctx, map[string][]byte{path: []byte(src)})
		if ctx.Err() != nil {
			t.Fatal("the analysis did not end")
		}
		if err != nil {
			return // go list refused the module: nothing to analyze
		}
		m := newMapper([]byte(src))
		last := m.position(len(src))
		inside := func(what string, r lspRange) {
			if before(r.End, r.Start) || before(last, r.End) {
				t.Fatalf("%s: range %+v outside the buffer (which ends at %+v)", what, r, last)
			}
		}
		conv := newConverter(e.fset, e.fileContent, uriOf)
		for _, r := range res.diags {
			fd, ok := conv.convert(r.analyzer, r.diag)
			if !ok || fd.path != path {
				continue
			}
			inside(fd.diag.Message, fd.diag.Range)
			for _, fx := range fd.fixes {
				for _, te := range fx.edits[uriOf(path)] {
					inside("fix "+fx.title, te.Range)
				}
			}
		}
	})
}

// TestReaderLimits: a header line longer than the reader's buffer is
// skipped as a malformed header, and the next message is read; a
// Content-Length larger than what follows ends the stream without
// allocating it.
func TestReaderLimits(t *testing.T) {
	long := strings.Repeat("x", 200<<10) + "\r\n\r\n"
	r := newReader(strings.NewReader(long + string(frame(`{"jsonrpc":"2.0","method":"initialized"}`))))
	if _, err := r.read(); err != errFraming {
		t.Fatalf("a %d-byte header line: %v, want errFraming", len(long), err)
	}
	body, err := r.read()
	if err != nil || !strings.Contains(string(body), "initialized") {
		t.Fatalf("the message after it: %q, %v", body, err)
	}
	r = newReader(strings.NewReader("Content-Length: 200000000\r\n\r\n{}"))
	if _, err := r.read(); err != io.ErrUnexpectedEOF {
		t.Fatalf("a body shorter than its Content-Length: %v, want io.ErrUnexpectedEOF", err)
	}
}
