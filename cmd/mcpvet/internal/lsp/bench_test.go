package lsp

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"testing"
	"time"
)

// BenchmarkSave measures what a save costs in the editor, warm, on the
// example server examples/notes: from didSave (right after a didChange
// that edits tools.go, so that its package is type-checked and analyzed
// again) to the publishDiagnostics of that version. It reports the
// median (save-ms) beside, in the same run, the cold cost of the same
// answer: a `mcpvet ./examples/notes` run (cli-cold-ms, a new process
// that loads and analyzes everything) and the server's first analysis
// of the file (open-cold-ms). heap-KB/save is how much the live heap
// grew per save, after a collection: it should stay near zero; heap-MB
// is the live heap at the end (the server's caches, and the client's
// few buffers).
//
//	go test -run '^$' -bench Save -benchtime 100x ./cmd/mcpvet/internal/lsp
func BenchmarkSave(b *testing.B) {
	root, err := filepath.Abs(filepath.Join("..", "..", "..", ".."))
	if err != nil {
		b.Fatal(err)
	}
	env := append(os.Environ(), "GOPROXY=off", "GOWORK=off")
	path := filepath.Join(root, "examples", "notes", "tools.go")
	src, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	b.StopTimer()

	c := startServer(b, Options{Env: env, Log: testLog{b}})
	c.initialize(root)
	start := time.Now()
	uri := c.open(path, string(src), 1)
	if pub, _ := c.diagnostics(uri, 0, func(publishDiagnosticsParams) bool { return true }); len(pub.Diagnostics) > 0 {
		b.Fatalf("examples/notes has diagnostics: %+v", pub.Diagnostics)
	}
	openCold := time.Since(start)

	heap := func() uint64 {
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		return m.HeapAlloc
	}
	// One save first, so that the heap is measured warm.
	version := int32(1)
	save := func() time.Duration {
		version++
		c.mu.Lock()
		c.got = nil // the client keeps only what the next wait needs
		c.mu.Unlock()
		c.change(uri, fmt.Sprintf("%s\n// edit %d\n", src, version), version)
		start := time.Now()
		c.notify("textDocument/didSave", didSaveParams{TextDocument: textDocumentIdentifier{URI: uri}})
		c.diagnostics(uri, 0, func(p publishDiagnosticsParams) bool { return p.Version != nil && *p.Version == version })
		return time.Since(start)
	}
	save()
	before := heap()
	times := make([]time.Duration, b.N)
	for i := range times {
		times[i] = save()
	}
	after := heap()
	slices.Sort(times)
	median := times[len(times)/2]

	bin := buildMcpvet(b)
	cmd := exec.Command(bin, "./examples/notes")
	cmd.Dir, cmd.Env = root, env
	start = time.Now()
	if out, err := cmd.CombinedOutput(); err != nil {
		b.Fatalf("mcpvet ./examples/notes: %v\n%s", err, out)
	}
	cli := time.Since(start)

	b.ReportMetric(float64(median.Microseconds())/1000, "save-ms")
	b.ReportMetric(float64(times[len(times)-1].Microseconds())/1000, "save-max-ms")
	b.ReportMetric(float64(cli.Milliseconds()), "cli-cold-ms")
	b.ReportMetric(float64(openCold.Milliseconds()), "open-cold-ms")
	b.ReportMetric((float64(after)-float64(before))/1024/float64(b.N), "heap-KB/save")
	b.ReportMetric(float64(after)/(1<<20), "heap-MB")
	b.ReportMetric(0, "ns/op")
	c.stop()
}

// BenchmarkQuickFix measures how long an editor waits after a quick fix
// for the diagnostics: a file with a finding that has a fix is open; the fix is taken
// from the server's code action and applied in the buffer, not saved
// (a didChange, so the server's debounce is part of the wait, as the
// user's); the time is from that change to the publishDiagnostics of
// its version, in which the finding is gone. The buffer is then put back
// (and its diagnostics awaited, untimed), and again. edit-ms is the
// median, debounce-ms the server's wait before it analyzes (its
// default), which edit-ms includes, and after-debounce-ms the rest.
// open-cold-ms is how long the file's first diagnostics took (a new
// server; go vet's cache may hold the module's results, see warm.go).
//
// By default the file is testdata/app's main.go (a server on a stand-in
// of the go-sdk). MCPVET_BENCH_FIX_FILE names another .go file, in any
// module (a public server, say), whose first finding with a fix is
// taken (or, when it has none, a comment appended to it, which has its
// package analyzed again all the same): so the figure can be had on a
// module of any size without keeping it here.
//
//	go test -run '^$' -bench QuickFix -benchtime 20x ./cmd/mcpvet/internal/lsp
//	MCPVET_BENCH_FIX_FILE=/path/to/server/tools.go go test -run '^$' -bench QuickFix -benchtime 10x ./cmd/mcpvet/internal/lsp
func BenchmarkQuickFix(b *testing.B) {
	path := os.Getenv("MCPVET_BENCH_FIX_FILE")
	env := os.Environ()
	if path == "" {
		path = filepath.Join(copyApp(b), "main.go")
		env = append(env, "GOPROXY=off", "GOWORK=off")
	}
	src, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	b.StopTimer()
	opts := Options{Env: env, Log: testLog{b}, Debounce: defaultDebounce}
	c := startServer(b, opts)
	c.initialize(filepath.Dir(path))
	version := int32(1)
	start := time.Now()
	uri := c.open(path, string(src), version)
	pub, _ := c.diagnostics(uri, 0, func(publishDiagnosticsParams) bool { return true })
	openCold := time.Since(start)

	// The first finding the server offers a quick fix for.
	var fix *codeAction
	for _, d := range pub.Diagnostics {
		reply := c.call("textDocument/codeAction", map[string]any{
			"textDocument": map[string]string{"uri": uri},
			"range":        d.Range,
			"context":      map[string]any{"diagnostics": []diagnostic{d}, "only": []string{"quickfix"}},
		})
		var actions []codeAction
		if reply.Error != nil || json.Unmarshal(reply.Result, &actions) != nil {
			b.Fatalf("codeAction: %s %v", reply.Result, reply.Error)
		}
		if len(actions) > 0 && len(actions[0].Edit.Changes[uri]) > 0 {
			fix = &actions[0]
			break
		}
	}
	// Without a fix to apply, the edit is a comment appended to the
	// file: the package is analyzed again all the same.
	fixed := string(src) + "\n// edited\n"
	count := func(publishDiagnosticsParams) int { return 0 }
	if fix != nil {
		fixed = applyEdits(b, string(src), fix.Edit.Changes[uri])
		count = func(p publishDiagnosticsParams) int {
			n := 0
			for _, d := range p.Diagnostics {
				if d.Code == fix.Diagnostics[0].Code && d.Range == fix.Diagnostics[0].Range {
					n++
				}
			}
			return n
		}
	}
	// edit puts text in the buffer and waits for its diagnostics.
	edit := func(text string) (time.Duration, publishDiagnosticsParams) {
		version++
		v := version
		from := c.mark()
		c.change(uri, text, v)
		start := time.Now()
		pub, _ := c.diagnostics(uri, from, func(p publishDiagnosticsParams) bool { return p.Version != nil && *p.Version == v })
		return time.Since(start), pub
	}
	times := make([]time.Duration, b.N)
	for i := range times {
		d, pub := edit(fixed)
		if count(pub) != 0 {
			b.Fatalf("after the fix %q the finding is still reported", fix.Title)
		}
		times[i] = d
		edit(string(src))
	}
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, "edit-ms")
	b.ReportMetric(float64(times[len(times)-1].Microseconds())/1000, "edit-max-ms")
	b.ReportMetric(float64(defaultDebounce.Milliseconds()), "debounce-ms")
	b.ReportMetric(float64(openCold.Milliseconds()), "open-cold-ms")
	b.ReportMetric(float64((times[len(times)/2]-defaultDebounce).Microseconds())/1000, "after-debounce-ms")
	b.ReportMetric(0, "ns/op")
	c.stop()
}
