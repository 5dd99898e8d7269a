// Package lsp is mcpvet's language server: the analyzers of
// github.com/mcpvet/mcpvet/analyzers as diagnostics and quick fixes in
// any editor that speaks the Language Server Protocol (3.17), beside
// gopls, over stdio.
//
// The server keeps the open files' contents (full text sync), analyzes
// the packages that hold them a little after each change (a newer change
// cancels an analysis under way), pushes the diagnostics with
// textDocument/publishDiagnostics, and offers each suggested fix as a
// quickfix code action. It analyzes unsaved buffers: go list sees them
// as overlays, and the engine parses them instead of the files on disk.
//
// It speaks only the protocol on its output, whatever it reads: a
// request that panics is answered with an error, an analysis that
// panics is logged, and a message it cannot read is skipped.
package lsp

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers"
)

// defaultDebounce is Options.Debounce when it is zero.
const defaultDebounce = 150 * time.Millisecond

// Options configure the server.
type Options struct {
	// Analyzers are run on the packages of open files; nil means
	// analyzers.All.
	Analyzers []*analysis.Analyzer
	// Env is the environment of the go command the server runs (go
	// list, go env); nil means os.Environ().
	Env []string
	// Debounce is how long the server waits after a change before it
	// analyzes, so that typing does not start an analysis per key; 0
	// means 150ms. A save is analyzed at once.
	Debounce time.Duration
	// Log receives what the server has to say outside the protocol
	// (internal errors, why an analysis failed); nil discards it. The
	// same lines go to the client as window/logMessage.
	Log io.Writer
	// Version is the server version reported to the client.
	Version string
	// Gopls, when set, is the gopls program (a path, or a name looked
	// up on PATH) that the server starts and stands in front of (see
	// proxy.go): the editor talks to gopls through it, and gets
	// mcpvet's diagnostics and quick fixes merged into gopls's.
	Gopls string
	// GoplsArgs are gopls's arguments (none: gopls serves on stdio).
	GoplsArgs []string
	// Cached, when set, answers the first analysis of a module from the
	// results of earlier runs (go vet's cache, in mcpvet), while the
	// server's own analysis warms up: see warm.go.
	Cached CachedFunc
	// SnapshotDir, when set, is where the server keeps each module's
	// last diagnostics for the next session, which publishes them at
	// once if nothing they depend on changed (see snapshot.go); a
	// snapshot is used only if its SnapshotKey is this one (the tool's
	// build and flags).
	SnapshotDir string
	SnapshotKey string
}

// Serve runs a language server on in and out until the client sends
// exit, in ends, or ctx is done. It returns nil after shutdown and exit,
// and an error otherwise (exit without shutdown, a closed stream).
func Serve(ctx context.Context, in io.Reader, out io.Writer, opts Options) error {
	if opts.Analyzers == nil {
		opts.Analyzers = analyzers.All
	}
	if opts.Env == nil {
		opts.Env = os.Environ()
	}
	if opts.Debounce == 0 {
		opts.Debounce = defaultDebounce
	}
	if opts.Log == nil {
		opts.Log = io.Discard
	}
	if opts.Gopls != "" {
		return serveProxy(ctx, in, out, opts)
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	s := &server{
		opts:      opts,
		w:         &writer{w: out},
		ctx:       ctx,
		docs:      map[string]*document{},
		engines:   map[string]*engine{},
		published: map[string]bool{},
		findings:  map[string][]finding{},
		versions:  map[string]int32{},
		analyzed:  map[string]bool{},
	}
	defer s.stopAnalysis()

	reads := readMessages(ctx, in)
	for {
		var rd readResult
		select {
		case <-ctx.Done():
			return ctx.Err()
		case rd = <-reads:
		}
		if skip, err := rd.end(); skip {
			s.logf("skipped a message with a malformed header")
			continue
		} else if err != nil {
			return err
		}
		if err := s.w.failed(); err != nil {
			return err // the client is gone
		}
		var m message
		if err := json.Unmarshal(rd.body, &m); err != nil {
			s.w.reply(nil, nil, &rpcError{Code: codeParseError, Message: "not a JSON-RPC message: " + err.Error()})
			continue
		}
		if exit, err := s.handle(&m); exit {
			return err
		}
	}
}

type server struct {
	opts Options
	w    *writer
	ctx  context.Context

	mu          sync.Mutex
	initialized bool
	shutdown    bool
	docs        map[string]*document // open Go files, by path
	engines     map[string]*engine   // by module directory; used by analyses only
	published   map[string]bool      // URIs last published with diagnostics
	findings    map[string][]finding // of the last analysis, by path
	versions    map[string]int32     // the document versions the findings are of
	// analyzed holds the modules the server's own analysis has published
	// for: their diagnostics from the cache are no longer wanted.
	analyzed map[string]bool

	// pubMu is held from the decision to publish to the last write, so
	// that a publication from the cache and one of an analysis do not
	// interleave.
	pubMu sync.Mutex

	// Scheduling: every change cancels the analysis pending or under
	// way and schedules a new one; run serializes them.
	schedMu   sync.Mutex
	cancelRun context.CancelFunc
	runs      int                           // analyses scheduled, to number them in the log
	warms     map[string]context.CancelFunc // the questions to the cache under way, by module
	run       sync.Mutex
	wg        sync.WaitGroup
}

type document struct {
	uri     string
	version int32
	text    string
}

// handle handles one message; exit is true when the server must stop,
// err then saying how.
func (s *server) handle(m *message) (exit bool, err error) {
	if m.Method == "" {
		return false, nil // a response: the server sends no requests
	}
	if m.Method == "exit" {
		s.mu.Lock()
		down := s.shutdown
		s.mu.Unlock()
		if !down {
			return true, errors.New("exit before shutdown")
		}
		return true, nil
	}
	if m.isRequest() {
		result, rerr := s.request(m)
		s.w.reply(m.ID, result, rerr)
		return false, nil
	}
	s.notification(m)
	return false, nil
}

// request answers a request; a panic becomes an InternalError.
func (s *server) request(m *message) (result any, rerr *rpcError) {
	defer func() {
		if r := recover(); r != nil {
			s.logf("internal error in %s: %v\n%s", m.Method, r, stack())
			result, rerr = nil, &rpcError{Code: codeInternalError, Message: fmt.Sprintf("mcpvet: internal error in %s: %v", m.Method, r)}
		}
	}()
	if testHookRequest != nil {
		testHookRequest(m.Method)
	}
	s.mu.Lock()
	initialized, down := s.initialized, s.shutdown
	s.mu.Unlock()
	switch {
	case m.Method == "initialize":
		if initialized {
			return nil, &rpcError{Code: codeInvalidRequest, Message: "initialize was already sent"}
		}
		var p initializeParams
		if err := unmarshalParams(m.Params, &p); err != nil {
			return nil, err
		}
		s.mu.Lock()
		s.initialized = true
		s.mu.Unlock()
		return initializeResult{
			Capabilities: serverCapabilities{
				PositionEncoding:   "utf-16",
				TextDocumentSync:   textDocumentSyncOptions{OpenClose: true, Change: 1, Save: saveOptions{}},
				CodeActionProvider: codeActionOptions{CodeActionKinds: []string{"quickfix"}},
			},
			ServerInfo: serverInfo{Name: "mcpvet", Version: s.opts.Version},
		}, nil
	case !initialized:
		return nil, &rpcError{Code: codeServerNotInitialized, Message: "the server is not initialized"}
	case down:
		return nil, &rpcError{Code: codeInvalidRequest, Message: "the server is shut down"}
	case m.Method == "shutdown":
		s.mu.Lock()
		s.shutdown = true
		s.mu.Unlock()
		s.stopAnalysis()
		return nil, nil
	case m.Method == "textDocument/codeAction":
		var p codeActionParams
		if err := unmarshalParams(m.Params, &p); err != nil {
			return nil, err
		}
		return s.codeActions(&p), nil
	}
	return nil, &rpcError{Code: codeMethodNotFound, Message: "mcpvet does not handle " + m.Method}
}

// testHookRequest, when set by a test, is called at the start of every
// request.
var testHookRequest func(method string)

func unmarshalParams(raw json.RawMessage, v any) *rpcError {
	if len(raw) == 0 {
		raw = json.RawMessage("{}")
	}
	if err := json.Unmarshal(raw, v); err != nil {
		return &rpcError{Code: codeInvalidParams, Message: "invalid params: " + err.Error()}
	}
	return nil
}

// notification handles a notification; a panic is logged.
func (s *server) notification(m *message) {
	defer func() {
		if r := recover(); r != nil {
			s.logf("internal error in %s: %v\n%s", m.Method, r, stack())
		}
	}()
	s.mu.Lock()
	ready := s.initialized && !s.shutdown
	s.mu.Unlock()
	if !ready {
		return // dropped, as the protocol says
	}
	delay := s.opts.Debounce
	switch m.Method {
	case "textDocument/didOpen":
		var p didOpenParams
		if unmarshalParams(m.Params, &p) != nil {
			return
		}
		path := pathOf(p.TextDocument.URI)
		if !strings.HasSuffix(path, ".go") {
			return
		}
		s.mu.Lock()
		s.docs[path] = &document{uri: p.TextDocument.URI, version: p.TextDocument.Version, text: p.TextDocument.Text}
		s.mu.Unlock()
	case "textDocument/didChange":
		var p didChangeParams
		if unmarshalParams(m.Params, &p) != nil {
			return
		}
		s.mu.Lock()
		d := s.docs[pathOf(p.TextDocument.URI)]
		if d != nil {
			d.text = applyChanges(d.text, p.ContentChanges)
			d.version = p.TextDocument.Version
		}
		s.mu.Unlock()
		if d == nil {
			return
		}
	case "textDocument/didSave":
		var p didSaveParams
		if unmarshalParams(m.Params, &p) != nil {
			return
		}
		if p.Text != nil {
			s.mu.Lock()
			if d := s.docs[pathOf(p.TextDocument.URI)]; d != nil {
				d.text = *p.Text
			}
			s.mu.Unlock()
		}
		delay = 0
	case "textDocument/didClose":
		var p didCloseParams
		if unmarshalParams(m.Params, &p) != nil {
			return
		}
		s.mu.Lock()
		delete(s.docs, pathOf(p.TextDocument.URI))
		s.mu.Unlock()
	default:
		// initialized, $/cancelRequest (every request is answered at
		// once), $/setTrace, workspace notifications: nothing to do.
		return
	}
	s.schedule(delay)
}

// schedule cancels the analysis pending or under way and starts a new
// one after delay.
func (s *server) schedule(delay time.Duration) {
	s.schedMu.Lock()
	if s.cancelRun != nil {
		s.cancelRun()
	}
	ctx, cancel := context.WithCancel(s.ctx)
	s.cancelRun = cancel
	s.runs++
	n := s.runs
	s.wg.Add(1)
	s.schedMu.Unlock()
	go func() {
		defer s.wg.Done()
		defer cancel()
		if delay > 0 {
			t := time.NewTimer(delay)
			select {
			case <-t.C:
			case <-ctx.Done():
				t.Stop()
				return
			}
		}
		s.run.Lock()
		defer s.run.Unlock()
		if ctx.Err() != nil {
			return
		}
		s.analyze(ctx, n)
	}()
}

// stopAnalysis cancels the analyses and waits for them to end.
func (s *server) stopAnalysis() {
	s.schedMu.Lock()
	if s.cancelRun != nil {
		s.cancelRun()
	}
	for _, cancel := range s.warms {
		cancel()
	}
	s.schedMu.Unlock()
	s.wg.Wait()
}

// analyze analyzes the open files and publishes what it finds.
func (s *server) analyze(ctx context.Context, n int) {
	defer func() {
		if r := recover(); r != nil {
			s.logf("analysis %d: internal error: %v\n%s", n, r, stack())
		}
	}()
	start := time.Now()
	s.mu.Lock()
	texts := make(map[string][]byte, len(s.docs))
	versions := make(map[string]int32, len(s.docs))
	uris := make(map[string]string, len(s.docs))
	for path, d := range s.docs {
		texts[path], versions[path], uris[path] = []byte(d.text), d.version, d.uri
	}
	s.mu.Unlock()
	byModule := map[string]map[string][]byte{} // the open files of each module
	for path, text := range texts {
		dir := moduleDir(path)
		if byModule[dir] == nil {
			byModule[dir] = map[string][]byte{}
		}
		byModule[dir][path] = text
	}
	s.tracef("analysis %d: started", n)
	uriOf := func(path string) string {
		if u, ok := uris[path]; ok {
			return u
		}
		return uriOf(path)
	}

	found := map[string][]finding{}           // by path
	covered := map[string]bool{}              // paths the analysis speaks for
	coveredBy := map[string]map[string]bool{} // the same, by module
	var done []string                         // the modules analyzed
	dirs := make([]string, 0, len(byModule))
	for dir := range byModule {
		dirs = append(dirs, dir)
	}
	sort.Strings(dirs)
	for _, dir := range dirs {
		e := s.engines[dir]
		if e == nil {
			e = newEngine(dir, s.opts.Env, s.opts.Analyzers, s.logf)
			s.engines[dir] = e
			s.startWarm(dir, byModule[dir])
		}
		e.used = time.Now()
		res, err := e.analyze(ctx, byModule[dir])
		if ctx.Err() != nil {
			s.tracef("analysis %d: cancelled by a newer change", n)
			return
		}
		if err != nil {
			s.logf("analysis %d: %s: %v", n, dir, err)
			continue
		}
		s.tracef("analysis %d: %s: %s", n, dir, res.stats)
		conv := newConverter(e.fset, e.fileContent, uriOf)
		seen := map[string]bool{}
		for _, r := range res.diags {
			f, ok := conv.convert(r.analyzer, r.diag)
			if !ok {
				continue
			}
			addOnce(found, seen, f)
		}
		mine := map[string]bool{}
		for _, path := range res.files {
			mine[path] = true
		}
		for path := range byModule[dir] {
			mine[path] = true
		}
		for path := range mine {
			covered[path] = true
		}
		coveredBy[dir] = mine
		done = append(done, dir)
	}

	s.evictEngines(byModule)

	// Publish for every open file (its diagnostics, maybe none: the
	// editor learns that this version was analyzed), every other file
	// with findings, and every file that had some and now has none.
	s.pubMu.Lock()
	defer s.pubMu.Unlock()
	s.mu.Lock()
	if ctx.Err() != nil {
		s.mu.Unlock()
		return
	}
	s.findings, s.versions = found, versions
	for _, dir := range done {
		s.analyzed[dir] = true
		s.stopWarm(dir)
	}
	publish := map[string]publishDiagnosticsParams{}
	for path := range covered {
		uri := uriOf(path)
		p := publishDiagnosticsParams{URI: uri, Diagnostics: []diagnostic{}}
		if v, ok := versions[path]; ok {
			p.Version = &v
		}
		for _, f := range found[path] {
			p.Diagnostics = append(p.Diagnostics, f.diag)
		}
		if len(p.Diagnostics) > 0 || s.published[uri] || p.Version != nil {
			publish[uri] = p
		}
	}
	for uri := range s.published {
		if _, ok := publish[uri]; !ok {
			publish[uri] = publishDiagnosticsParams{URI: uri, Diagnostics: []diagnostic{}}
		}
	}
	keys := make([]string, 0, len(publish))
	for uri := range publish {
		keys = append(keys, uri)
	}
	sort.Strings(keys)
	for _, uri := range keys {
		if len(publish[uri].Diagnostics) > 0 {
			s.published[uri] = true
		} else {
			delete(s.published, uri)
		}
	}
	s.mu.Unlock()
	// Written outside the lock: a client slow to read must not stop the
	// server from taking its changes. Analyses run one at a time, and
	// pubMu keeps a publication from the cache out of the way, so
	// publications do not interleave.
	for _, uri := range keys {
		s.w.notify("textDocument/publishDiagnostics", publish[uri])
	}
	s.tracef("analysis %d: done in %s", n, time.Since(start).Round(time.Millisecond))
	for _, dir := range done {
		s.saveSnapshot(dir, s.engines[dir], byModule[dir], coveredBy[dir], found)
	}
}

// addOnce adds f to found (by path) unless seen has a finding of the
// same file, range and message: a file of a package is also analyzed in
// its test variant, and a finding at a declaration that several packages
// reach is reported by each of them. The finding kept gains the related
// locations of the others it lacks (each package's tools).
func addOnce(found map[string][]finding, seen map[string]bool, f finding) {
	k := fmt.Sprintf("%s:%v:%s", f.path, f.diag.Range, f.diag.Message)
	if !seen[k] {
		seen[k] = true
		found[f.path] = append(found[f.path], f)
		return
	}
	for i, g := range found[f.path] {
		if g.diag.Range != f.diag.Range || g.diag.Message != f.diag.Message {
			continue
		}
		for _, r := range f.diag.RelatedInformation {
			if !slices.Contains(g.diag.RelatedInformation, r) {
				g.diag.RelatedInformation = append(slices.Clip(g.diag.RelatedInformation), r)
			}
		}
		found[f.path][i] = g
		return
	}
}

// maxIdleEngines is how many engines of modules with no open file are
// kept: closing a module's last file and opening it again is common, and
// an engine's cache is what makes analyses fast.
const maxIdleEngines = 2

// evictEngines drops the least recently used engines of modules with no
// open file beyond maxIdleEngines.
func (s *server) evictEngines(open map[string]map[string][]byte) {
	var idle []string
	for dir := range s.engines {
		if open[dir] == nil {
			idle = append(idle, dir)
		}
	}
	sort.Slice(idle, func(i, j int) bool { return s.engines[idle[i]].used.After(s.engines[idle[j]].used) })
	for _, dir := range idle[min(len(idle), maxIdleEngines):] {
		delete(s.engines, dir)
	}
}

// codeActions returns a quickfix for each suggested fix of the findings
// the range touches, when they are of the document's current version.
func (s *server) codeActions(p *codeActionParams) []codeAction {
	out := []codeAction{}
	if len(p.Context.Only) > 0 {
		ok := false
		for _, k := range p.Context.Only {
			ok = ok || k == "quickfix"
		}
		if !ok {
			return out
		}
	}
	path := pathOf(p.TextDocument.URI)
	s.mu.Lock()
	defer s.mu.Unlock()
	d := s.docs[path]
	if v, ok := s.versions[path]; !ok || d == nil || v != d.version {
		return out // the findings are of another version: their edits may not fit
	}
	for _, f := range s.findings[path] {
		if !overlaps(f.diag.Range, p.Range) && !mentioned(f.diag, p.Context.Diagnostics) {
			continue
		}
		for _, fx := range f.fixes {
			out = append(out, codeAction{
				Title:       fx.title,
				Kind:        "quickfix",
				Diagnostics: []diagnostic{f.diag},
				IsPreferred: len(f.fixes) == 1,
				Edit:        workspaceEdit{Changes: fx.edits},
			})
		}
	}
	return out
}

func before(a, b position) bool {
	return a.Line < b.Line || a.Line == b.Line && a.Character < b.Character
}

// overlaps reports whether two ranges share a position (touching counts:
// a cursor at either end of a diagnostic is on it).
func overlaps(a, b lspRange) bool {
	return !before(a.End, b.Start) && !before(b.End, a.Start)
}

func mentioned(d diagnostic, list []diagnostic) bool {
	for _, c := range list {
		if c.Range == d.Range && c.Message == d.Message {
			return true
		}
	}
	return false
}

// logf reports what went wrong, to the server's log (standard error,
// which editors keep) and to the client.
func (s *server) logf(format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	fmt.Fprintln(s.opts.Log, "mcpvet lsp: "+msg)
	s.w.notify("window/logMessage", logMessageParams{Type: messageLog, Message: msg})
}

// tracef reports the progress of analyses, to the client only: editors
// show a server's standard error as errors.
func (s *server) tracef(format string, args ...any) {
	s.w.notify("window/logMessage", logMessageParams{Type: messageLog, Message: fmt.Sprintf(format, args...)})
}
