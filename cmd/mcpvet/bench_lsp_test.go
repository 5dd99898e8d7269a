package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// BenchmarkLSPFirstDiagnostics measures how long a new editor session
// waits for its first diagnostics: from the didOpen of
// examples/notes/tools.go to the first publishDiagnostics of that file,
// in a fresh `mcpvet lsp` process, in one run whose rounds alternate a
// tool whose go vet cache a `mcpvet ./examples/notes` run primed
// (warm-first-ms: the answer replayed from the cache) and a fresh copy
// of the tool, for which the cache holds nothing (cold-first-ms: the
// server's own first analysis, after the cache said no). cold/warm is
// their ratio; and a session after one that left its snapshot
// (snapshot-first-ms: the answer of the last session's snapshot).
//
//	go test -run '^$' -bench LSPFirstDiagnostics -benchtime 3x ./cmd/mcpvet/
//
// analysisDone is logged when the engine's first analysis ends.
const analysisDone = "analysis 1: done"

func BenchmarkLSPFirstDiagnostics(b *testing.B) {
	root, _ := filepath.Abs(filepath.Join("..", ".."))
	dir := b.TempDir()
	bin := buildTool(b, dir)
	env := []string{"GOPROXY=off", "GOWORK=off"}
	file := filepath.Join(root, "examples", "notes", "tools.go")
	src, err := os.ReadFile(file)
	if err != nil {
		b.Fatal(err)
	}
	primed := copyTool(b, dir, bin)
	prime := exec.Command(primed, "./examples/notes")
	prime.Dir, prime.Env = root, append(os.Environ(), env...)
	if out, err := prime.CombinedOutput(); err != nil {
		b.Fatalf("mcpvet ./examples/notes: %v\n%s", err, out)
	}
	// first is the time from didOpen to the first publication for the
	// file, and whether it came from the cache.
	// opened starts a server of the tool name with env, opens the file
	// and returns the messages up to its first publication.
	opened := func(name string, env []string) (*lspProcess, []lspMessage) {
		p := startLSP(b, name, root, env)
		p.open(file, string(src))
		return p, p.until(10*time.Minute, func(m lspMessage) bool {
			return m.Method == "textDocument/publishDiagnostics" && strings.Contains(string(m.Params), "notes/tools.go")
		})
	}
	first := func(name string) (time.Duration, bool, string) {
		p, ms := opened(name, env)
		defer p.cmd.Process.Kill()
		at := ms[len(ms)-1].at
		if d := describe(ms); strings.Contains(d, "go vet's cache") || strings.Contains(d, analysisDone) {
			// The server said, before, that the cache had no answer, or
			// its own analysis answered first (and the question to the
			// cache was dropped, silently).
			return at, false, d
		}
		// The publications from the cache are followed by a line that
		// says where they came from; the engine's, by the end of its
		// analysis.
		ms = append(ms, p.until(10*time.Minute, func(m lspMessage) bool {
			return logged("go vet's cache")(m) || logged(analysisDone)(m)
		})...)
		d := describe(ms)
		return at, strings.Contains(d, "from go vet's cache in") && !strings.Contains(d, analysisDone), d
	}
	// A session of the primed tool leaves its snapshot for the next.
	snapEnv := append(slices.Clip(env), snapshotsEnv+"="+b.TempDir())
	p := startLSP(b, primed, root, snapEnv)
	p.open(file, string(src))
	p.until(10*time.Minute, logged("snapshot written"))
	p.cmd.Process.Kill()
	fromSnapshot := func() time.Duration {
		p, ms := opened(primed, snapEnv)
		defer p.cmd.Process.Kill()
		at := ms[len(ms)-1].at
		ms = append(ms, p.until(10*time.Minute, func(m lspMessage) bool {
			return logged("snapshot")(m) || logged(analysisDone)(m)
		})...)
		if d := describe(ms); !strings.Contains(d, "from the last session's snapshot in") {
			b.Fatalf("the first diagnostics did not come from the last session's snapshot: %s", d)
		}
		return at
	}
	b.ResetTimer()
	b.StopTimer()
	var snap time.Duration
	var warm, cold time.Duration
	misses := 0
	for i := 0; i < b.N; i++ {
		d, cached, msgs := first(primed)
		if !cached {
			// On a loaded machine the engine can beat the cache: the
			// time still is what the editor waited, and the misses are
			// counted.
			b.Logf("the primed tool's first diagnostics did not come from go vet's cache: %s", msgs)
			misses++
		}
		warm += d
		snap += fromSnapshot()
		fresh := copyTool(b, dir, bin)
		d, cached, _ = first(fresh)
		if cached {
			b.Fatalf("a fresh tool's first diagnostics came from go vet's cache")
		}
		cold += d
		os.Remove(fresh)
	}
	n := float64(b.N)
	b.ReportMetric(float64(warm.Milliseconds())/n, "warm-first-ms")
	b.ReportMetric(float64(cold.Milliseconds())/n, "cold-first-ms")
	b.ReportMetric(float64(snap.Milliseconds())/n, "snapshot-first-ms")
	b.ReportMetric(float64(cold)/float64(warm), "cold/warm")
	b.ReportMetric(float64(misses), "cache-misses")
}

// buildTool builds mcpvet in dir and returns the executable's bytes.
func buildTool(b *testing.B, dir string) []byte {
	tool := filepath.Join(dir, "mcpvet")
	build := exec.Command("go", "build", "-o", tool, "./cmd/mcpvet")
	build.Dir = filepath.Join("..", "..")
	if out, err := build.CombinedOutput(); err != nil {
		b.Fatalf("go build: %v\n%s", err, out)
	}
	bin, err := os.ReadFile(tool)
	if err != nil {
		b.Fatal(err)
	}
	return bin
}

// copyTool writes in dir a copy of the tool bin that go vet's cache
// knows nothing of (its hash is new), and returns its path.
func copyTool(b *testing.B, dir string, bin []byte) string {
	path := filepath.Join(dir, fmt.Sprintf("mcpvet-%d", time.Now().UnixNano()))
	if err := os.WriteFile(path, append(slices.Clip(bin), "nonce "+path...), 0o755); err != nil {
		b.Fatal(err)
	}
	return path
}
