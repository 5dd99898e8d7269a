package lsp

import (
	"context"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf16"
)

// A client is the editor side of the protocol, over pipes to a server
// that Serve runs: it sends requests and notifications as framed
// JSON-RPC and reads what the server writes, so the tests see exactly
// the bytes an editor would.
type client struct {
	t      testing.TB
	w      *writer
	served chan error // Serve's result

	mu      sync.Mutex
	cond    *sync.Cond
	got     []*message // every notification, in order
	replies map[string]*message
	nextID  int
	closed  bool
	junk    []string // anything on the output that is not a message
}

// testEnv is the environment of the go command in the tests: offline,
// from the module cache, where .ci/run downloads the fixture's modules.
func testEnv() []string {
	return append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOWORK=off")
}

func startServer(t testing.TB, opts Options) *client {
	t.Helper()
	if opts.Env == nil {
		opts.Env = testEnv()
	}
	if opts.Debounce == 0 {
		opts.Debounce = 20 * time.Millisecond
	}
	if opts.Log == nil {
		opts.Log = testLog{t}
	}
	cr, cw := io.Pipe() // client to server
	sr, sw := io.Pipe() // server to client
	c := &client{t: t, w: &writer{w: cw}, served: make(chan error, 1), replies: map[string]*message{}}
	c.cond = sync.NewCond(&c.mu)
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		err := Serve(ctx, cr, sw, opts)
		sw.Close()
		c.served <- err
	}()
	go c.readLoop(sr)
	t.Cleanup(func() {
		cancel()
		cw.Close()
		select {
		case <-c.served:
		case <-time.After(30 * time.Second):
			t.Error("the server did not stop")
		}
		c.mu.Lock()
		defer c.mu.Unlock()
		if len(c.junk) > 0 {
			t.Errorf("the server wrote outside the protocol: %q", c.junk)
		}
	})
	return c
}

type testLog struct{ t testing.TB }

func (l testLog) Write(p []byte) (int, error) {
	if testing.Verbose() {
		l.t.Logf("%s", strings.TrimRight(string(p), "\n"))
	}
	return len(p), nil
}

// readLoop reads the server's output strictly: a frame that is not a
// JSON-RPC 2.0 message is recorded as junk.
func (c *client) readLoop(r io.Reader) {
	rd := newReader(r)
	for {
		body, err := rd.read()
		if err != nil {
			c.mu.Lock()
			if err != io.EOF {
				c.junk = append(c.junk, err.Error())
			}
			c.closed = true
			c.cond.Broadcast()
			c.mu.Unlock()
			return
		}
		var m message
		c.mu.Lock()
		if err := json.Unmarshal(body, &m); err != nil || m.JSONRPC != "2.0" {
			c.junk = append(c.junk, string(body))
		} else if m.Method == "" {
			c.replies[string(m.ID)] = &m
		} else {
			c.got = append(c.got, &m)
		}
		c.cond.Broadcast()
		c.mu.Unlock()
	}
}

// call sends a request and waits for its response.
func (c *client) call(method string, params any) *message {
	c.t.Helper()
	c.mu.Lock()
	c.nextID++
	id := json.RawMessage(strconv.Itoa(c.nextID))
	c.mu.Unlock()
	raw, _ := json.Marshal(params)
	if err := c.w.write(&message{ID: id, Method: method, Params: raw}); err != nil {
		c.t.Fatalf("%s: %v", method, err)
	}
	var reply *message
	c.waitFor(method+" reply", 60*time.Second, func() bool {
		reply = c.replies[string(id)]
		return reply != nil
	})
	return reply
}

func (c *client) notify(method string, params any) {
	c.t.Helper()
	if err := c.w.notify(method, params); err != nil {
		c.t.Fatalf("%s: %v", method, err)
	}
}

// waitFor waits until cond (called with c.mu held) holds.
func (c *client) waitFor(what string, timeout time.Duration, cond func() bool) {
	c.t.Helper()
	timer := time.AfterFunc(timeout, func() {
		c.mu.Lock()
		c.cond.Broadcast()
		c.mu.Unlock()
	})
	defer timer.Stop()
	deadline := time.Now().Add(timeout)
	c.mu.Lock()
	defer c.mu.Unlock()
	for !cond() {
		if c.closed || time.Now().After(deadline) {
			c.t.Fatalf("no %s (the server closed: %v); got %s", what, c.closed, c.describe())
		}
		c.cond.Wait()
	}
}

func (c *client) describe() string {
	var b strings.Builder
	for _, m := range c.got {
		b.WriteString("\n\t" + m.Method + " " + string(m.Params))
	}
	return b.String()
}

// diagnostics waits for the first publishDiagnostics for uri, from the
// from-th notification on, that match accepts.
func (c *client) diagnostics(uri string, from int, accept func(publishDiagnosticsParams) bool) (publishDiagnosticsParams, int) {
	c.t.Helper()
	var found publishDiagnosticsParams
	at := -1
	c.waitFor("diagnostics for "+uri, 120*time.Second, func() bool {
		for i := from; i < len(c.got); i++ {
			if c.got[i].Method != "textDocument/publishDiagnostics" {
				continue
			}
			var p publishDiagnosticsParams
			if json.Unmarshal(c.got[i].Params, &p) == nil && p.URI == uri && accept(p) {
				found, at = p, i
				return true
			}
		}
		return false
	})
	return found, at
}

// mark returns the number of notifications so far, to wait for later
// ones.
func (c *client) mark() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.got)
}

// logged waits for a window/logMessage containing s after from.
func (c *client) logged(s string, from int) int {
	c.t.Helper()
	at := -1
	c.waitFor("log "+s, 120*time.Second, func() bool {
		for i := from; i < len(c.got); i++ {
			var p logMessageParams
			if c.got[i].Method == "window/logMessage" && json.Unmarshal(c.got[i].Params, &p) == nil && strings.Contains(p.Message, s) {
				at = i
				return true
			}
		}
		return false
	})
	return at
}

// published returns every publishDiagnostics for uri so far.
func (c *client) published(uri string) []publishDiagnosticsParams {
	c.mu.Lock()
	defer c.mu.Unlock()
	var out []publishDiagnosticsParams
	for _, m := range c.got {
		var p publishDiagnosticsParams
		if m.Method == "textDocument/publishDiagnostics" && json.Unmarshal(m.Params, &p) == nil && p.URI == uri {
			out = append(out, p)
		}
	}
	return out
}

func (c *client) initialize(root string) initializeResult {
	c.t.Helper()
	reply := c.call("initialize", map[string]any{"processId": nil, "rootUri": uriOf(root), "capabilities": map[string]any{}})
	if reply.Error != nil {
		c.t.Fatalf("initialize: %v", reply.Error)
	}
	var res initializeResult
	if err := json.Unmarshal(reply.Result, &res); err != nil {
		c.t.Fatal(err)
	}
	c.notify("initialized", map[string]any{})
	return res
}

func (c *client) open(path, text string, version int32) string {
	uri := uriOf(path)
	c.notify("textDocument/didOpen", didOpenParams{TextDocument: textDocumentItem{URI: uri, LanguageID: "go", Version: version, Text: text}})
	return uri
}

func (c *client) change(uri, text string, version int32) {
	c.notify("textDocument/didChange", didChangeParams{
		TextDocument:   versionedTextDocumentIdentifier{URI: uri, Version: version},
		ContentChanges: []contentChange{{Text: text}},
	})
}

// stop sends shutdown and exit and checks that Serve returns nil.
func (c *client) stop() {
	c.t.Helper()
	if r := c.call("shutdown", nil); r.Error != nil || string(r.Result) != "null" {
		c.t.Fatalf("shutdown: result %s, error %v", r.Result, r.Error)
	}
	c.notify("exit", nil)
	select {
	case err := <-c.served:
		c.served <- err // for the cleanup
		if err != nil {
			c.t.Fatalf("Serve after shutdown and exit: %v", err)
		}
	case <-time.After(30 * time.Second):
		c.t.Fatal("the server did not exit")
	}
}

// copyDir copies a fixture directory to a new temporary one.
func copyDir(t testing.TB, from string) string {
	t.Helper()
	to := t.TempDir()
	err := filepath.WalkDir(from, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(from, path)
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		dst := filepath.Join(to, rel)
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return err
		}
		return os.WriteFile(dst, data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return to
}

// copyApp copies testdata/app, the server the tests edit, into a
// temporary directory, with its replace of the go-sdk by the stand-in
// made absolute.
func copyApp(t testing.TB) string {
	t.Helper()
	dir := copyDir(t, filepath.Join("testdata", "app"))
	mod := filepath.Join(dir, "go.mod")
	data, err := os.ReadFile(mod)
	if err != nil {
		t.Fatal(err)
	}
	stub, err := filepath.Abs(filepath.Join("..", "..", "..", "..", "testdata", "sdkstub"))
	if err != nil {
		t.Fatal(err)
	}
	data = []byte(strings.Replace(string(data), "=> ../../../../../../testdata/sdkstub", "=> "+stub, 1))
	if err := os.WriteFile(mod, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

func writeFiles(t testing.TB, dir string, files map[string]string) {
	t.Helper()
	for name, content := range files {
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// at returns the LSP position of the n-th occurrence (from 1) of s in
// text, counting columns in UTF-16 by itself (not with the mapper the
// server uses).
func at(t *testing.T, text, s string, n int) position {
	t.Helper()
	off := -1
	for i := 0; i < n; i++ {
		j := strings.Index(text[off+1:], s)
		if j < 0 {
			t.Fatalf("%q is not in the text %d times", s, n)
		}
		off += 1 + j
	}
	before := text[:off]
	line := strings.Count(before, "\n")
	col := len(utf16.Encode([]rune(before[strings.LastIndex(before, "\n")+1:])))
	return position{Line: uint32(line), Character: uint32(col)}
}

// applyEdits applies LSP text edits to text, as an editor does, with
// its own UTF-16 arithmetic.
func applyEdits(t testing.TB, text string, edits []textEdit) string {
	t.Helper()
	offset := func(p position) int {
		lines := strings.SplitAfter(text, "\n")
		off := 0
		for i := 0; i < int(p.Line); i++ {
			off += len(lines[i])
		}
		units := utf16.Encode([]rune(lines[p.Line]))
		return off + len(string(utf16.Decode(units[:p.Character])))
	}
	type span struct {
		start, end int
		text       string
	}
	var spans []span
	for _, e := range edits {
		spans = append(spans, span{offset(e.Range.Start), offset(e.Range.End), e.NewText})
	}
	// Apply from the last edit backwards so that offsets stay valid.
	sort.Slice(spans, func(i, j int) bool { return spans[i].start > spans[j].start })
	for _, s := range spans {
		text = text[:s.start] + s.text + text[s.end:]
	}
	return text
}

func timeAfter() <-chan time.Time { return time.After(30 * time.Second) }
