package lsp

import (
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
