//go:build linux

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// (Linux only: the peak RSS is read from wait4's rusage, in KB there.)

// BenchmarkStandaloneCache measures what the cache saves on the bundled
// examples, in one run whose rounds alternate the four ways of running:
// mcpvet -cache=false (the in-process analysis, as before the cache),
// mcpvet cold (a fresh copy of the tool, so go vet's cache has nothing
// for it; the build cache is warm), mcpvet warm (the same copy again) and
// go vet -json -vettool -nameunits warm (the go command's replay, which a
// warm mcpvet run is held to: mcpvet's own go vet run, whose flags are
// part of go vet's keys). Each figure is CPU seconds (user+system, the children
// included), wall seconds, or peak RSS in MB of one run, and the ratios
// that matter: warm over go vet, cold over -cache=false, -fix -diff
// (its fixes read from go vet's report, what is left analyzed again with
// the fixed files as an overlay) over a warm run, and cold over a plain
// go vet's first run (the default vet tool, copied fresh each round: a
// first mcpvet run against a first go vet, the build cache warm for
// both).
//
//	go test -run '^$' -bench StandaloneCache -benchtime 3x ./cmd/mcpvet/
func BenchmarkStandaloneCache(b *testing.B) {
	goCmd, err := exec.LookPath("go")
	if err != nil {
		b.Skip("go command not found")
	}
	root, _ := filepath.Abs(filepath.Join("..", ".."))
	dir := b.TempDir()
	bin := buildTool(b, dir)
	// measure runs name args in the module root and returns its CPU
	// seconds and peak RSS in MB.
	measure := func(name string, args ...string) (cpu, mb, wall float64) {
		cmd := exec.Command(name, args...)
		cmd.Dir = root
		start := time.Now()
		// The exit status is not the point: the examples may have findings.
		_ = cmd.Run()
		wall = time.Since(start).Seconds()
		st := cmd.ProcessState
		if st == nil {
			b.Fatalf("%s did not run", name)
		}
		cpu = (st.UserTime() + st.SystemTime()).Seconds()
		if ru, ok := st.SysUsage().(*syscall.Rusage); ok {
			mb = float64(ru.Maxrss) / 1024 // KB on Linux
		}
		return cpu, mb, wall
	}
	// The default vet tool, copied fresh for each round like mcpvet's, so
	// that go vet's cache has nothing for it: the first run of a plain
	// go vet, against which mcpvet's first run (cold) is held.
	toolDir, err := exec.Command(goCmd, "env", "GOTOOLDIR").Output()
	if err != nil {
		b.Fatal(err)
	}
	vetBin, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(toolDir)), "vet"))
	if err != nil {
		b.Fatal(err)
	}
	b.StopTimer()
	var sum [6][3]float64 // in-process, cold, warm, go vet warm, -fix -diff, plain go vet cold; cpu, MB, wall
	add := func(i int, cpu, mb, wall float64) {
		sum[i][0] += cpu
		sum[i][1] = max(sum[i][1], mb)
		sum[i][2] += wall
	}
	for i := 0; i < b.N; i++ {
		copyPath := copyTool(b, dir, bin)
		vetPath := copyTool(b, dir, vetBin)
		for j, argv := range [][]string{
			{copyPath, "-cache=false", "./examples/..."},
			{copyPath, "./examples/..."},
			{copyPath, "./examples/..."},
			{goCmd, "vet", "-json", "-vettool=" + copyPath, "-" + nameUnitsFlag, "./examples/..."},
			{copyPath, "-fix", "-diff", "./examples/..."},
			{goCmd, "vet", "-vettool=" + vetPath, "./examples/..."},
		} {
			cpu, mb, wall := measure(argv[0], argv[1:]...)
			add(j, cpu, mb, wall)
		}
		os.Remove(copyPath)
		os.Remove(vetPath)
	}
	n := float64(b.N)
	for i, name := range []string{"inprocess", "cold", "warm", "govet", "fixdiff", "govetcold"} {
		b.ReportMetric(sum[i][0]/n, name+"-cpu-s/op")
		b.ReportMetric(sum[i][1], name+"-peak-MB")
		b.ReportMetric(sum[i][2]/n, name+"-wall-s/op")
	}
	b.ReportMetric(sum[2][0]/sum[3][0], "warm/govet-cpu")
	b.ReportMetric(sum[1][0]/sum[0][0], "cold/inprocess-cpu")
	b.ReportMetric(sum[4][2]/sum[2][2], "fixdiff/warm-wall")
	b.ReportMetric(sum[1][2]/sum[5][2], "cold/govetcold-wall")
}
