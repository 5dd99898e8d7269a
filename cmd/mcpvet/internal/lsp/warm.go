package lsp

import (
	"bytes"
	"context"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"golang.org/x/tools/go/analysis"
)

// The first diagnostics of a module come from the cache of earlier runs
// when it can answer, while the server's own analysis warms up.
//
// A new engine knows nothing: its first analysis type-checks and
// analyzes the standard library and the module cache, seconds on a
// server on the go-sdk. A run of mcpvet (or an earlier editor session)
// has left each package's diagnostics in go vet's cache, keyed by the
// files on disk. So when a module's engine is created, and every open
// file of the module holds what is on disk, the server also asks that
// cache (Options.Cached) for the packages of the open files, and
// publishes its answer unless the engine's own analysis published
// first, or a buffer moved away from the disk in the meantime: the
// cache speaks for the files on disk, never for an edited buffer. The
// engine's analysis, which follows the buffers, replaces it when done.
// Before it asks go vet, the server tries its own snapshot of the last
// session (snapshot.go), which answers in milliseconds.

// A CachedFunc answers for the packages in dirs, of the module in dir,
// from the files on disk, with the environment env; it fails, soon,
// when its cache cannot answer without analyzing the module's
// dependencies. ctx cancels it.
type CachedFunc func(ctx context.Context, dir string, env []string, dirs []string) (*CachedReport, error)

// A CachedReport is the answer of a CachedFunc: its diagnostics, whose
// positions are in Fset's files, as read from disk.
type CachedReport struct {
	Fset  *token.FileSet
	Diags []CachedDiagnostic
}

// A CachedDiagnostic is one diagnostic of a CachedReport.
type CachedDiagnostic struct {
	Analyzer *analysis.Analyzer
	Diag     analysis.Diagnostic
}

// startWarm asks the cache for the module in dir, whose open files are
// texts, unless a buffer differs from its file on disk.
func (s *server) startWarm(dir string, texts map[string][]byte) {
	if s.opts.Cached == nil && s.opts.SnapshotDir == "" {
		return
	}
	for path, text := range texts {
		if disk, err := os.ReadFile(path); err != nil || !bytes.Equal(disk, text) {
			s.tracef("%s: go vet's cache not asked: %s differs from the file on disk", dir, filepath.Base(path))
			return
		}
	}
	ctx, cancel := context.WithCancel(s.ctx)
	s.schedMu.Lock()
	if s.warms == nil {
		s.warms = map[string]context.CancelFunc{}
	}
	s.warms[dir] = cancel
	s.wg.Add(1)
	s.schedMu.Unlock()
	go func() {
		defer s.wg.Done()
		defer cancel()
		s.warm(ctx, dir, texts)
	}()
}

// stopWarm cancels the question to the cache for the module in dir, if
// one is under way: the engine's analysis answered.
func (s *server) stopWarm(dir string) {
	s.schedMu.Lock()
	defer s.schedMu.Unlock()
	if cancel := s.warms[dir]; cancel != nil {
		cancel()
		delete(s.warms, dir)
	}
}

// warm publishes the answer of the last session's snapshot (see
// snapshot.go), else of go vet's cache, for the module in dir (see
// above).
func (s *server) warm(ctx context.Context, dir string, texts map[string][]byte) {
	defer func() {
		if r := recover(); r != nil {
			s.logf("%s: go vet's cache: internal error: %v\n%s", dir, r, stack())
		}
	}()
	start := time.Now()
	// The packages of the open files; an open _test.go file brings its
	// package's tests, as the engine's roots do.
	dirs := map[string]bool{}
	tests := map[string]bool{}
	for path := range texts {
		dirs[filepath.Dir(path)] = true
		tests[filepath.Dir(path)] = tests[filepath.Dir(path)] || isTestFile(path)
	}
	var list []string
	for d := range dirs {
		list = append(list, d)
	}
	sort.Strings(list)
	found := map[string][]finding{}
	seen := map[string]bool{}
	keep := func(f finding) {
		// go vet always analyzes a package with its tests; the engine
		// does only when a _test.go file of it is open.
		if dirs[filepath.Dir(f.path)] && (!isTestFile(f.path) || tests[filepath.Dir(f.path)]) {
			addOnce(found, seen, f)
		}
	}
	snap, why := s.fromSnapshot(dir, texts)
	if why == "" {
		for _, f := range snap {
			keep(f)
		}
		s.publishWarm(ctx, dir, texts, found, "the last session's snapshot", start)
		return
	}
	s.tracef("%s: the last session's snapshot not used: %s", dir, why)
	if s.opts.Cached == nil {
		return
	}
	rep, err := s.opts.Cached(ctx, dir, s.opts.Env, list)
	if err != nil {
		if ctx.Err() == nil {
			s.tracef("%s: no answer from go vet's cache: %v", dir, firstLine(err.Error()))
		}
		return
	}

	content := func(tf *token.File) []byte {
		if c, ok := texts[tf.Name()]; ok && len(c) == tf.Size() {
			return c
		}
		c, err := os.ReadFile(tf.Name())
		if err != nil || len(c) != tf.Size() {
			return nil
		}
		return c
	}
	uriOfPath := s.uriOfPath(texts)
	conv := newConverter(rep.Fset, content, uriOfPath)
	for _, cd := range rep.Diags {
		if f, ok := conv.convert(cd.Analyzer, cd.Diag); ok {
			keep(f)
		}
	}
	s.publishWarm(ctx, dir, texts, found, "go vet's cache", start)
}

// publishWarm publishes found, the answer of from for the module in dir
// whose open files were texts, unless the engine's analysis published
// first or a buffer or file changed.
func (s *server) publishWarm(ctx context.Context, dir string, texts map[string][]byte, found map[string][]finding, from string, start time.Time) {
	uriOfPath := s.uriOfPath(texts)
	s.pubMu.Lock()
	defer s.pubMu.Unlock()
	s.mu.Lock()
	if s.analyzed[dir] || ctx.Err() != nil {
		s.mu.Unlock()
		return
	}
	// The buffers, and the files on disk, must still be what the cache
	// answered for.
	for path, text := range texts {
		d := s.docs[path]
		disk, err := os.ReadFile(path)
		if d == nil || d.text != string(text) || err != nil || !bytes.Equal(disk, text) {
			s.mu.Unlock()
			s.tracef("%s: %s not used: %s changed", dir, from, filepath.Base(path))
			return
		}
	}
	publish := map[string]publishDiagnosticsParams{}
	for path := range texts {
		d := s.docs[path]
		v := d.version
		p := publishDiagnosticsParams{URI: d.uri, Version: &v, Diagnostics: []diagnostic{}}
		for _, f := range found[path] {
			p.Diagnostics = append(p.Diagnostics, f.diag)
		}
		publish[d.uri] = p
		s.versions[path] = v
		s.findings[path] = found[path]
	}
	for path, fs := range found {
		if _, open := texts[path]; open {
			continue
		}
		p := publishDiagnosticsParams{URI: uriOfPath(path), Diagnostics: []diagnostic{}}
		for _, f := range fs {
			p.Diagnostics = append(p.Diagnostics, f.diag)
		}
		publish[p.URI] = p
	}
	keys := make([]string, 0, len(publish))
	for uri, p := range publish {
		keys = append(keys, uri)
		if len(p.Diagnostics) > 0 {
			s.published[uri] = true
		}
	}
	sort.Strings(keys)
	s.mu.Unlock()
	for _, uri := range keys {
		s.w.notify("textDocument/publishDiagnostics", publish[uri])
	}
	s.tracef("%s: diagnostics of %d files from %s in %s", dir, len(keys), from, time.Since(start).Round(time.Millisecond))
}

// uriOfPath returns the URI of a file: the editor's own for an open
// file of texts, else the file URI of its path.
func (s *server) uriOfPath(texts map[string][]byte) func(string) string {
	s.mu.Lock()
	uris := map[string]string{}
	for path := range texts {
		if d := s.docs[path]; d != nil {
			uris[path] = d.uri
		}
	}
	s.mu.Unlock()
	return func(path string) string {
		if u, ok := uris[path]; ok {
			return u
		}
		return uriOf(path)
	}
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}
