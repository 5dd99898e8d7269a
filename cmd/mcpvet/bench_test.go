package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// BenchmarkVetOverhead measures what mcpvet costs under go vet: the same
// go vet run over this module (which uses the go-sdk in its examples, its
// runtime and its tests) with mcpvet as the vet tool, and with novet, a
// vet tool with no analyzers at all. Each iteration vets with a cold vet
// cache and a warm build cache: go vet caches results by the vet tool's
// ID, a hash of its executable, so each iteration runs a copy of the tool
// with a unique trailing byte string, while the compiled packages stay
// cached. The figure is overhead-%: mcpvet's time over novet's, minus one.
//
//	go test -run '^$' -bench VetOverhead -benchtime 5x ./cmd/mcpvet/
func BenchmarkVetOverhead(b *testing.B) {
	goCmd, err := exec.LookPath("go")
	if err != nil {
		b.Skip("go command not found")
	}
	root, _ := filepath.Abs(filepath.Join("..", ".."))
	dir := b.TempDir()
	tools := map[string]string{"novet": "./cmd/mcpvet/internal/novet", "mcpvet": "./cmd/mcpvet"}
	goRun := func(args ...string) {
		cmd := exec.Command(goCmd, args...)
		cmd.Dir = root
		if out, err := cmd.CombinedOutput(); err != nil {
			b.Fatalf("go %v: %v\n%s", args, err, out)
		}
	}
	for name, pkg := range tools {
		goRun("build", "-o", filepath.Join(dir, name), pkg)
	}
	// Warm the build cache: go vet needs the packages' export data,
	// test variants included.
	goRun("vet", "-vettool="+filepath.Join(dir, "novet"), "./...")
	// vet runs one go vet with a fresh copy of the tool and returns how
	// long go vet took.
	vet := func(tool string, nonce int) time.Duration {
		bin, err := os.ReadFile(filepath.Join(dir, tool))
		if err != nil {
			b.Fatal(err)
		}
		copyPath := filepath.Join(dir, fmt.Sprintf("%s-%d", tool, nonce))
		bin = append(bin, fmt.Sprintf("nonce %d", nonce)...)
		if err := os.WriteFile(copyPath, bin, 0o755); err != nil {
			b.Fatal(err)
		}
		defer os.Remove(copyPath)
		cmd := exec.Command(goCmd, "vet", "-vettool="+copyPath, "./...")
		cmd.Dir = root
		start := time.Now()
		// The exit status is not the point: mcpvet may report on this
		// module's own test fixtures.
		_ = cmd.Run()
		return time.Since(start)
	}
	// The two tools alternate, so that load from elsewhere on the machine
	// falls on both alike; the timer is not used.
	b.StopTimer()
	var base, ours time.Duration
	for i := 0; i < b.N; i++ {
		// The testing package calls a benchmark more than once: a nonce
		// must never repeat, or the vet cache would be warm.
		base += vet("novet", int(time.Now().UnixNano()))
		ours += vet("mcpvet", int(time.Now().UnixNano()))
	}
	b.ReportMetric(base.Seconds()/float64(b.N), "novet-s/op")
	b.ReportMetric(ours.Seconds()/float64(b.N), "mcpvet-s/op")
	b.ReportMetric(100*(ours.Seconds()/base.Seconds()-1), "overhead-%")
}
